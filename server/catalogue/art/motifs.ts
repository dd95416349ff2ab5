import type { Palette } from './palette.ts';
import type { Random } from './random.ts';
import { el, linearGradient, num } from './svg.ts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Drawing {
  defs: string[];
  shapes: string[];
}

/** A geometric composition filling `box`, laid out by `r` and coloured from `p`. */
export type Motif = (r: Random, p: Palette, box: Box) => Drawing;

const colours = (p: Palette) => [p.accent, p.second, p.third] as const;

/** A low sun cut by stripes over a banded horizon. */
const sunset: Motif = (r, p, { x, y, width, height }) => {
  const radius = Math.min(width, height) * r.between(0.26, 0.36);
  const cx = x + width * r.between(0.35, 0.65);
  const cy = y + height * r.between(0.4, 0.52);
  const horizon = cy + radius * r.between(0.55, 0.85);
  const stripes = Array.from({ length: r.int(4, 6) }, (_, index) => {
    const gap = radius * (0.07 + index * 0.035);
    const top = cy + radius * 0.05 + index * radius * 0.19;
    return el('rect', { x: cx - radius, y: top, width: radius * 2, height: gap, fill: '#000' });
  });
  const waves = Array.from({ length: 4 }, (_, index) => {
    const waveY = horizon + (index + 1) * (y + height - horizon) * 0.2;
    const half = radius * (0.9 - index * 0.18);
    return el('rect', {
      x: cx - half,
      y: waveY,
      width: half * 2,
      height: Math.max(2, radius * 0.025),
      rx: 2,
      fill: p.third,
      opacity: 0.55 - index * 0.1,
    });
  });
  return {
    defs: [
      linearGradient('sun', p.third, p.accent),
      el('mask', { id: 'cuts' }, el('rect', { x, y, width, height, fill: '#fff' }), ...stripes),
    ],
    shapes: [
      el('circle', { cx, cy, r: radius, fill: 'url(#sun)', mask: 'url(#cuts)' }),
      el('rect', {
        x,
        y: horizon,
        width,
        height: y + height - horizon,
        fill: p.second,
        opacity: 0.55,
      }),
      ...waves,
    ],
  };
};

/** Concentric rings, off centre. */
const rings: Motif = (r, p, { x, y, width, height }) => {
  const cx = x + width * r.between(0.25, 0.75);
  const cy = y + height * r.between(0.3, 0.6);
  const step = Math.min(width, height) * r.between(0.06, 0.09);
  const count = r.int(6, 10);
  const palette = colours(p);
  const circles = Array.from({ length: count }, (_, index) =>
    el('circle', {
      cx,
      cy,
      r: step * (index + 1.2),
      fill: 'none',
      stroke: palette[index % 3],
      'stroke-width': step * 0.38,
      opacity: 1 - (index / count) * 0.7,
    }),
  );
  return { defs: [], shapes: [...circles, el('circle', { cx, cy, r: step * 0.55, fill: p.ink })] };
};

/** A halftone field of dots swelling towards a focal point. */
const halftone: Motif = (r, p, { x, y, width, height }) => {
  const columns = r.int(7, 11);
  const spacing = width / columns;
  const rows = Math.ceil(height / spacing);
  const fx = x + width * r.between(0.2, 0.8);
  const fy = y + height * r.between(0.2, 0.7);
  const reach = Math.hypot(width, height) * 0.75;
  const dots: string[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const cx = x + (column + 0.5) * spacing;
      const cy = y + (row + 0.5) * spacing;
      const near = Math.max(0, 1 - Math.hypot(cx - fx, cy - fy) / reach);
      const radius = spacing * 0.48 * near ** 1.4;
      if (radius < 2) continue;
      dots.push(
        el('circle', { cx, cy, r: radius, fill: (row + column) % 5 === 0 ? p.third : p.accent }),
      );
    }
  }
  return { defs: [], shapes: dots };
};

/** Mountain ridges, back to front, under a moon. */
const peaks: Motif = (r, p, { x, y, width, height }) => {
  const moon = el('circle', {
    cx: x + width * r.between(0.2, 0.8),
    cy: y + height * r.between(0.18, 0.32),
    r: Math.min(width, height) * r.between(0.08, 0.13),
    fill: p.third,
  });
  const layers = r.int(3, 4);
  const ridges = Array.from({ length: layers }, (_, layer) => {
    const base = y + height * (0.45 + layer * (0.45 / layers));
    const count = r.int(3, 6);
    const points = [`${num(x)},${num(y + height)}`, `${num(x)},${num(base)}`];
    for (let index = 0; index < count; index++) {
      const peakX = x + ((index + r.between(0.2, 0.8)) / count) * width;
      const peakY = base - height * r.between(0.08, 0.26);
      const valleyX = x + ((index + 1) / count) * width;
      points.push(`${num(peakX)},${num(peakY)}`, `${num(valleyX)},${num(base + height * 0.03)}`);
    }
    points.push(`${num(x + width)},${num(y + height)}`);
    const fill = [p.second, p.accent, p.ground[0], p.ground[1]][layer] ?? p.ground[0];
    return el('polygon', { points: points.join(' '), fill, opacity: 0.55 + layer * 0.15 });
  });
  return { defs: [], shapes: [moon, ...ridges] };
};

/** Broad diagonal bands. */
const bands: Motif = (r, p, { x, y, width, height }) => {
  const angle = r.pick([-34, -22, 22, 34]);
  const cx = x + width / 2;
  const cy = y + height / 2;
  const span = Math.hypot(width, height);
  const palette = colours(p);
  let offset = -span / 2 + span * r.between(0.05, 0.25);
  const shapes: string[] = [];
  for (let index = 0; offset < span / 2; index++) {
    const thickness = span * r.between(0.05, 0.14);
    if (index % 2 === 0) {
      shapes.push(
        el('rect', {
          x: cx - span,
          y: cy + offset,
          width: span * 2,
          height: thickness,
          fill: palette[(index / 2) % 3],
          opacity: 0.9,
          transform: `rotate(${angle} ${num(cx)} ${num(cy)})`,
        }),
      );
    }
    offset += thickness + span * r.between(0.02, 0.08);
  }
  return { defs: [], shapes };
};

/** A Bauhaus grid of circles, halves, quarters and squares. */
const bauhaus: Motif = (r, p, { x, y, width, height }) => {
  const columns = r.int(3, 4);
  const cell = width / columns;
  const rows = Math.ceil(height / cell);
  const palette = [...colours(p), p.ink];
  const shapes: string[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const left = x + column * cell;
      const top = y + row * cell;
      const fill = r.pick(palette);
      const inset = cell * 0.08;
      const kind = r.int(0, 5);
      const corner = r.int(0, 3);
      const cornerX = corner % 2 === 0 ? left + inset : left + cell - inset;
      const cornerY = corner < 2 ? top + inset : top + cell - inset;
      const reach = cell - inset * 2;
      if (kind === 0) {
        shapes.push(el('circle', { cx: left + cell / 2, cy: top + cell / 2, r: reach / 2, fill }));
      } else if (kind === 1) {
        // A quarter circle growing from one corner.
        const sx = corner % 2 === 0 ? 1 : -1;
        const sy = corner < 2 ? 1 : -1;
        shapes.push(
          el('path', {
            d: `M${num(cornerX)} ${num(cornerY)}h${num(sx * reach)}a${num(reach)} ${num(reach)} 0 0 ${sx * sy > 0 ? 1 : 0} ${num(-sx * reach)} ${num(sy * reach)}z`,
            fill,
          }),
        );
      } else if (kind === 2) {
        shapes.push(
          el('rect', { x: left + inset, y: top + inset, width: reach, height: reach, fill }),
        );
      } else if (kind === 3) {
        // A half circle on the cell's lower edge.
        shapes.push(
          el('path', {
            d: `M${num(left + inset)} ${num(top + cell - inset)}a${num(reach / 2)} ${num(reach / 2)} 0 0 1 ${num(reach)} 0z`,
            fill,
          }),
        );
      } else if (kind === 4) {
        shapes.push(
          el('polygon', {
            points: `${num(left + inset)},${num(top + cell - inset)} ${num(left + cell / 2)},${num(top + inset)} ${num(left + cell - inset)},${num(top + cell - inset)}`,
            fill,
          }),
        );
      }
    }
  }
  return { defs: [], shapes };
};

/** Orbits around a body below the frame, with planets on them. */
const orbits: Motif = (r, p, { x, y, width, height }) => {
  const cx = x + width * r.between(-0.1, 0.35);
  const cy = y + height * r.between(0.75, 1.05);
  const palette = colours(p);
  const shapes: string[] = [
    el('circle', { cx, cy, r: Math.min(width, height) * 0.16, fill: p.accent }),
  ];
  const count = r.int(4, 6);
  for (let index = 0; index < count; index++) {
    const radius = Math.max(width, height) * (0.26 + index * 0.14);
    const angle = (r.between(-80, -10) * Math.PI) / 180;
    shapes.push(
      el('circle', {
        cx,
        cy,
        r: radius,
        fill: 'none',
        stroke: p.ink,
        'stroke-width': 2.5,
        opacity: 0.35,
      }),
      el('circle', {
        cx: cx + radius * Math.cos(angle),
        cy: cy + radius * Math.sin(angle),
        r: Math.min(width, height) * r.between(0.02, 0.06),
        fill: palette[index % 3],
      }),
    );
  }
  return { defs: [], shapes };
};

const all = [sunset, rings, halftone, peaks, bands, bauhaus, orbits];

/** Motifs that suit a genre (TMDB's movie and tv ids), so a title's look hints at what it is. */
const byGenre: [genres: number[], motifs: Motif[]][] = [
  [
    [878, 10765],
    [orbits, rings, halftone],
  ],
  [
    [27, 53, 9648],
    [peaks, halftone, rings],
  ],
  [
    [37, 12, 10759],
    [sunset, peaks],
  ],
  [
    [35, 16, 10751, 10762, 14],
    [bauhaus, halftone, sunset],
  ],
  [
    [18, 10749, 36],
    [bands, sunset, rings],
  ],
  [
    [28, 10752, 80, 10768],
    [bands, bauhaus],
  ],
  [
    [99, 10402, 10763, 10764, 10767],
    [halftone, rings, bauhaus],
  ],
];

/** The motifs for a title's first genre, or any when it has none we know. */
export function motifsFor(genreIds: readonly number[]): readonly Motif[] {
  const [first] = genreIds;
  return byGenre.find(([genres]) => first !== undefined && genres.includes(first))?.[1] ?? all;
}

/** A motif drawn inside `box` and clipped to it. */
export function drawMotif(motif: Motif, r: Random, p: Palette, box: Box): Drawing {
  const { defs, shapes } = motif(r, p, box);
  return {
    defs: [...defs, el('clipPath', { id: 'frame' }, el('rect', { ...box }))],
    shapes: [el('g', { 'clip-path': 'url(#frame)' }, ...shapes)],
  };
}
