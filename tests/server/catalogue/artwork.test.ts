import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderArtwork } from '../../../server/catalogue/art/render.ts';
import { createCatalogue } from '../../../server/catalogue/catalogue.ts';
import { fixtureMovies, fixtureShows, livingDead, pioneer } from './fixtures.ts';
import { openCatalogue, type TestCatalogue } from './support.ts';

let catalogue: TestCatalogue;
beforeAll(async () => {
  catalogue = await openCatalogue();
});
afterAll(() => catalogue.close());

/** Every image path anywhere in a JSON answer. */
function imagePaths(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) imagePaths(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (/_path$/.test(key) && typeof inner === 'string') found.add(inner);
      else imagePaths(inner, found);
    }
  }
  return found;
}

describe('image paths in answers', () => {
  it('all resolve to an SVG the image route serves', async () => {
    const answers: unknown[] = [];
    const get = async (path: string) => {
      const response = await catalogue.get(path);
      expect(response.statusCode, path).toBe(200);
      answers.push(response.json());
    };
    const everything = 'append_to_response=credits,images,recommendations';
    for (const movie of fixtureMovies) await get(`/3/movie/${movie.id}?${everything}`);
    for (const show of fixtureShows) {
      await get(`/3/tv/${show.id}?${everything}`);
      for (const season of show.seasons)
        await get(`/3/tv/${show.id}/season/${season.seasonNumber}`);
    }
    await get('/3/search/multi?query=night');
    await get('/3/movie/popular?page=2');

    const paths = [...imagePaths(answers)];
    // Posters, backdrops and logos of 37 titles, 12 stills, and the portraits of the cast and crew.
    expect(paths.length).toBeGreaterThan(37 * 3 + 12);
    for (const path of paths) {
      expect(path).toMatch(/^\/[a-z0-9-]+\.svg$/);
      const response = await catalogue.get(`/t/p/w342${path}`);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
    }
  });
});

describe('/t/p/{size}/{file}', () => {
  const file = `/movie-${livingDead.id}-poster.svg`;

  it('serves the same drawing at every TMDB size, cached for good', async () => {
    const original = await catalogue.get(`/t/p/original${file}`);
    expect(original.statusCode).toBe(200);
    expect(original.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(original.headers['content-security-policy']).toContain("default-src 'none'");
    for (const size of ['w185', 'w300', 'w342', 'w500', 'w780', 'w1280']) {
      const response = await catalogue.get(`/t/p/${size}${file}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(original.body);
    }
  });

  it.each([
    ['a size TMDB does not have', `/t/p/w92${file}`],
    ['an unknown file', '/t/p/w342/movie-424242-poster.svg'],
    ['another kind of file', '/t/p/w342/movie-19-poster.png'],
    ['a path up the tree', '/t/p/w342/..%2F..%2Fplugin.ts'],
    ['a path up the tree, encoded twice', '/t/p/w342/%252e%252e%252fpackage.json'],
    ['a dot path', '/t/p/w342/../../3/movie/19'],
    ['a NUL byte', `/t/p/w342${file}%00.txt`],
    ['no file', '/t/p/w342/'],
  ])('answers 404 to %s', async (_, path) => {
    const response = await catalogue.get(path);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toBe('image/svg+xml');
  });
});

describe('the generated artwork', () => {
  const files = renderArtwork(createCatalogue({ movies: fixtureMovies, shows: fixtureShows }));
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });
  const svgOf = (name: string) => {
    const text = files.get(name);
    if (text === undefined) throw new Error(`${name} was not drawn`);
    return { text, svg: parser.parse(text).svg as Record<string, string> };
  };

  it('draws a poster, a backdrop and a logo per title, a still per episode, a portrait per person', () => {
    const names = [...files.keys()];
    const count = (pattern: RegExp) => names.filter((name) => pattern.test(name)).length;
    expect(count(/-poster\.svg$/)).toBe(37);
    expect(count(/-backdrop\.svg$/)).toBe(37);
    expect(count(/-logo\.svg$/)).toBe(37);
    expect(count(/-still\.svg$/)).toBe(
      fixtureShows.flatMap((show) => show.seasons.flatMap((season) => season.episodes)).length,
    );
    const people = new Set(
      [...fixtureMovies, ...fixtureShows].flatMap((title) => [
        ...title.cast.map((member) => member.name),
        ...('directors' in title ? title.directors : title.creators),
      ]),
    );
    expect(count(/^person-\d+-profile\.svg$/)).toBe(people.size);
  });

  it('is well-formed, self-contained SVG with the right proportions', () => {
    const proportions: [RegExp, number][] = [
      [/-poster\.svg$/, 2 / 3],
      [/-profile\.svg$/, 2 / 3],
      [/-backdrop\.svg$/, 16 / 9],
      [/-still\.svg$/, 16 / 9],
    ];
    for (const [name, text] of files) {
      expect(XMLValidator.validate(text), name).toBe(true);
      const { svg } = svgOf(name);
      const [, , width, height] = String(svg.viewBox).split(' ').map(Number);
      const expected = proportions.find(([pattern]) => pattern.test(name))?.[1];
      if (expected) expect((width ?? 0) / (height ?? 1)).toBeCloseTo(expected, 2);
      // Nothing to fetch: every reference is to the document's own definitions.
      expect(text).not.toMatch(/<script|<image|<foreignObject|@import|href=/i);
      for (const [, target] of text.matchAll(/url\(([^)]*)\)/g)) expect(target).toMatch(/^#/);
      expect([...text.matchAll(/xmlns="([^"]*)"/g)].map((match) => match[1])).toEqual([
        'http://www.w3.org/2000/svg',
      ]);
    }
  });

  it('names what it shows, for screen readers', () => {
    expect(svgOf(`movie-${livingDead.id}-poster.svg`).svg['aria-label']).toBe(
      'Night of the Living Dead (1968), poster',
    );
    expect(svgOf(`tv-${pioneer.id}-s2e1-still.svg`).svg['aria-label']).toBe(
      'Pioneer One, S2 · E1: Sea Change',
    );
    const judith = [...files].find(([, text]) => text.includes('Judith O&apos;Dea, portrait'));
    expect(judith).toBeDefined();
  });

  it('sets the title on posters and logos, and leaves logos transparent', () => {
    const poster = svgOf(`movie-${livingDead.id}-poster.svg`).text;
    const logo = svgOf(`movie-${livingDead.id}-logo.svg`).text;
    for (const text of [poster, logo]) expect(text.toLowerCase()).toContain('living dead');
    expect(logo).not.toContain('url(#ground)');
    expect(poster).toContain('url(#ground)');
  });

  it('gives every title its own palette and every episode its own still', () => {
    const grounds = new Set(
      [...files]
        .filter(([name]) => name.endsWith('-poster.svg'))
        .map(([, text]) => text.match(/stop-color="(#[0-9a-f]{6})"/)?.[1]),
    );
    expect(grounds.size).toBeGreaterThan(30);
    const stills = [...files].filter(([name]) => name.endsWith('-still.svg'));
    expect(new Set(stills.map(([, text]) => text)).size).toBe(stills.length);
  });

  it('draws the same files on every run', () => {
    const again = renderArtwork(createCatalogue({ movies: fixtureMovies, shows: fixtureShows }));
    expect(again).toEqual(files);
  });

  it('is what the test catalogue serves', () => {
    expect(readdirSync(catalogue.artworkDir).sort()).toEqual([...files.keys()].sort());
    const [name, text] = [...files][0] ?? [];
    expect(readFileSync(join(catalogue.artworkDir, name ?? ''), 'utf8')).toBe(text);
  });
});
