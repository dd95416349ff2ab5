import type { Frame } from '../artwork.ts';

type Attributes = Record<string, string | number | undefined>;

/** One decimal is plenty at these sizes and keeps files small and byte-for-byte stable. */
export function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** An element; numbers are rounded, undefined attributes left out, children already markup. */
export function el(name: string, attributes: Attributes, ...children: string[]): string {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(
      ([key, value]) =>
        ` ${key}="${typeof value === 'number' ? num(value) : escapeXml(value ?? '')}"`,
    )
    .join('');
  return children.length > 0
    ? `<${name}${attrs}>${children.join('')}</${name}>`
    : `<${name}${attrs}/>`;
}

/** A vertical (or, with `angle`, rotated) two-stop gradient. */
export function linearGradient(id: string, from: string, to: string, angle = 90): string {
  const radians = (angle * Math.PI) / 180;
  const x = Math.cos(radians) / 2;
  const y = Math.sin(radians) / 2;
  return el(
    'linearGradient',
    { id, x1: num(0.5 - x), y1: num(0.5 - y), x2: num(0.5 + x), y2: num(0.5 + y) },
    el('stop', { offset: 0, 'stop-color': from }),
    el('stop', { offset: 1, 'stop-color': to }),
  );
}

/** A standalone SVG document: self-contained, titled for screen readers, one line per element. */
export function svgDocument(frame: Frame, label: string, defs: string[], body: string[]): string {
  const { width, height } = frame;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`,
    el('title', {}, escapeXml(label)),
    defs.length > 0 ? el('defs', {}, ...defs) : '',
    ...body,
    '</svg>',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n');
}

/** A top-to-bottom fade from clear to `colour` (reaching `strength` at `until`), to set text on. */
export function fade(id: string, colour: string, strength: number, until = 1): string {
  return el(
    'linearGradient',
    { id, x1: 0, y1: 0, x2: 0, y2: 1 },
    el('stop', { offset: 0, 'stop-color': colour, 'stop-opacity': 0 }),
    el('stop', { offset: until, 'stop-color': colour, 'stop-opacity': strength }),
  );
}
