import { artworkFile, frames } from '../artwork.ts';
import {
  type Catalogue,
  firstDate,
  people,
  type Show,
  type Title,
  titleName,
} from '../catalogue.ts';
import type { CatalogueEpisode, CatalogueSeason } from '../data/types.ts';
import { genre } from '../genres.ts';
import { personId } from '../ids.ts';
import { type Box, drawMotif, motifsFor } from './motifs.ts';
import { type Palette, palette } from './palette.ts';
import { random } from './random.ts';
import { el, fade, linearGradient, svgDocument } from './svg.ts';
import { displayStyles, fitLines, label, labelStyle, type TypeStyle, typeset } from './type.ts';

/** What all pictures of one title share, so its poster, backdrop, logo and stills belong together. */
function look(title: Title) {
  const seed = `${title.mediaType}:${title.id}`;
  const r = random(`look:${seed}`);
  const motifs = motifsFor(title.genreIds);
  return {
    seed,
    palette: palette(seed),
    motifs,
    motif: r.pick(motifs),
    style: r.pick(displayStyles),
  };
}

function ground(p: Palette, { width, height }: Box, angle = 90) {
  return {
    def: linearGradient('ground', p.ground[0], p.ground[1], angle),
    shape: el('rect', { width, height, fill: 'url(#ground)' }),
  };
}

function credit(title: Title): string {
  const names = title.mediaType === 'movie' ? title.directors : title.creators;
  if (names.length === 0) return '';
  return `${title.mediaType === 'movie' ? 'A film by' : 'Created by'} ${names.join(' & ')}`;
}

/** 2:3. The motif in the upper part, the title set large below it, year and genres above the title. */
function poster(title: Title): string {
  const frame = frames.poster;
  const { seed, palette: p, motif, style } = look(title);
  const margin = 80;
  const back = ground(p, { x: 0, y: 0, ...frame });
  const art = drawMotif(motif, random(`poster:${seed}`), p, {
    x: 0,
    y: 0,
    width: frame.width,
    height: frame.height * 0.72,
  });
  const textWidth = frame.width - margin * 2;
  const name = fitLines(
    titleName(title),
    style,
    { width: textWidth, height: 330 },
    { maxSize: 168, maxLines: 4 },
  );
  const baseline = 1310;
  const titleTop =
    baseline - (name.lines.length - 1) * name.size * style.leading - name.size * 0.75;
  const year = firstDate(title).slice(0, 4);
  const genres = title.genreIds.slice(0, 2).flatMap((id) => genre(title.mediaType, id)?.name ?? []);
  const meta = [year, ...genres].join('  ·  ');
  const byline = credit(title);
  const start = { x: margin, anchor: 'start', maxWidth: textWidth } as const;
  return svgDocument(
    frame,
    `${titleName(title)} (${year}), poster`,
    [back.def, ...art.defs, fade('scrim', p.ground[1], 0.94, 0.55)],
    [
      back.shape,
      ...art.shapes,
      el('rect', {
        y: frame.height * 0.42,
        width: frame.width,
        height: frame.height * 0.58,
        fill: 'url(#scrim)',
      }),
      el('rect', {
        x: 30,
        y: 30,
        width: frame.width - 60,
        height: frame.height - 60,
        fill: 'none',
        stroke: p.ink,
        'stroke-width': 2,
        opacity: 0.28,
      }),
      typeset(
        label(meta, textWidth, 30),
        labelStyle,
        { ...start, y: titleTop - 36 },
        { fill: p.accent },
      ),
      typeset(name, style, { ...start, y: baseline }, { fill: p.ink }),
      el('rect', { x: margin, y: baseline + 44, width: 120, height: 7, fill: p.accent }),
      byline
        ? typeset(
            label(byline, textWidth, 24),
            labelStyle,
            { ...start, y: 1420 },
            { fill: p.ink, opacity: 0.75 },
          )
        : '',
    ],
  );
}

/** A darkening towards the edges, so the app's text over a backdrop stays readable. */
function vignette(p: Palette) {
  return el(
    'radialGradient',
    { id: 'vignette', cx: 0.5, cy: 0.45, r: 0.75 },
    el('stop', { offset: 0.45, 'stop-color': '#000', 'stop-opacity': 0 }),
    el('stop', { offset: 1, 'stop-color': '#000', 'stop-opacity': p.light ? 0.25 : 0.55 }),
  );
}

/** 16:9, no text: the title's motif across the whole frame. */
function backdrop(title: Title): string {
  const frame = frames.backdrop;
  const { seed, palette: p, motif } = look(title);
  const box = { x: 0, y: 0, ...frame };
  const back = ground(p, box, 120);
  const art = drawMotif(motif, random(`backdrop:${seed}`), p, box);
  return svgDocument(
    frame,
    `${titleName(title)}, backdrop`,
    [back.def, ...art.defs, vignette(p)],
    [back.shape, ...art.shapes, el('rect', { ...frame, fill: 'url(#vignette)' })],
  );
}

/** Light type with a dark outline reads on any backdrop. */
const logoPaint = (size: number) => ({
  fill: '#fbf8f1',
  stroke: '#0d0c10',
  'stroke-width': Math.max(2, size * 0.05),
  'stroke-linejoin': 'round',
  'paint-order': 'stroke',
});

/** Transparent: the title in its display style, centred, underlined in the accent colour. */
function logo(title: Title): string {
  const frame = frames.logo;
  const { palette: p, style } = look(title);
  const width = frame.width - 60;
  const name = fitLines(
    titleName(title),
    style,
    { width, height: 360 },
    { maxSize: 190, maxLines: 3 },
  );
  const block = name.size * 0.75 + (name.lines.length - 1) * name.size * style.leading;
  const rule = 12;
  const gap = name.size * 0.25;
  const top = (frame.height - (block + gap + rule)) / 2;
  const baseline = top + block;
  return svgDocument(
    frame,
    `${titleName(title)}, logo`,
    [],
    [
      typeset(
        name,
        style,
        { x: frame.width / 2, y: baseline, anchor: 'middle', maxWidth: width },
        logoPaint(name.size),
      ),
      el('rect', {
        x: frame.width / 2 - 70,
        y: baseline + gap,
        width: 140,
        height: rule,
        rx: 6,
        fill: p.accent,
      }),
    ],
  );
}

/** 16:9: in the show's colours, a motif of its genre drawn afresh for each episode, and its code. */
function still(show: Show, season: CatalogueSeason, episode: CatalogueEpisode): string {
  const frame = frames.still;
  const { seed, palette: p, motifs } = look(show);
  const code = `S${season.seasonNumber} · E${episode.episodeNumber}`;
  const box = { x: 0, y: 0, ...frame };
  const back = ground(p, box, 120);
  const r = random(`still:${seed}:${season.seasonNumber}:${episode.episodeNumber}`);
  const art = drawMotif(r.pick(motifs), r, p, box);
  const badge = label(code, 300, 44);
  return svgDocument(
    frame,
    `${show.name}, ${code}: ${episode.name}`,
    [back.def, ...art.defs, vignette(p)],
    [
      back.shape,
      ...art.shapes,
      el('rect', { ...frame, fill: 'url(#vignette)' }),
      el('rect', {
        x: 40,
        y: frame.height - 130,
        width: 360,
        height: 90,
        rx: 45,
        fill: '#0d0c10',
        opacity: 0.62,
      }),
      typeset(
        badge,
        labelStyle,
        { x: 220, y: frame.height - 69, anchor: 'middle', maxWidth: 300 },
        { fill: '#fbf8f1' },
      ),
    ],
  );
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words.at(0)?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

const initialsStyle: TypeStyle = { ...labelStyle, weight: 700, tracking: 0.04 };

/** 2:3, a muted portrait: a silhouette before a halo, the initials on its chest. */
function profile(name: string): string {
  const frame = frames.profile;
  const p = palette(`person:${name}`, { muted: true });
  const back = ground(p, { x: 0, y: 0, ...frame });
  const letters = { lines: [initials(name)], size: 92 };
  return svgDocument(
    frame,
    `${name}, portrait`,
    [back.def],
    [
      back.shape,
      el('circle', { cx: 250, cy: 330, r: 215, fill: p.accent, opacity: 0.3 }),
      el('circle', { cx: 250, cy: 300, r: 100, fill: p.second }),
      el('path', { d: 'M56 750C56 560 148 455 250 455S444 560 444 750Z', fill: p.second }),
      typeset(
        letters,
        initialsStyle,
        { x: 250, y: 650, anchor: 'middle', maxWidth: 300 },
        { fill: p.ground[0] },
      ),
    ],
  );
}

/** Every picture the catalogue's answers point to, by file name. */
export function renderArtwork(catalogue: Catalogue): Map<string, string> {
  const files = new Map<string, string>();
  for (const title of [...catalogue.titles('movie'), ...catalogue.titles('tv')]) {
    files.set(artworkFile.poster(title.mediaType, title.id), poster(title));
    files.set(artworkFile.backdrop(title.mediaType, title.id), backdrop(title));
    files.set(artworkFile.logo(title.mediaType, title.id), logo(title));
    for (const name of people(title)) files.set(artworkFile.profile(personId(name)), profile(name));
    if (title.mediaType !== 'tv') continue;
    for (const season of title.seasons) {
      for (const episode of season.episodes) {
        const file = artworkFile.still(title.id, season.seasonNumber, episode.episodeNumber);
        files.set(file, still(title, season, episode));
      }
    }
  }
  return files;
}
