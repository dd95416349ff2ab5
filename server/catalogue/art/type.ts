import { el, escapeXml } from './svg.ts';

/**
 * Type set without measuring fonts: each style knows its average advance per character, enough to
 * wrap and size a title. Every line is then given exactly its estimated width (`textLength`), so the
 * layout holds whichever font of the stack a viewer has, at the cost of a slight stretch or squeeze.
 */
export interface TypeStyle {
  family: string;
  weight: number;
  italic?: boolean;
  uppercase: boolean;
  /** Average advance of a character, in em. */
  advance: number;
  /** In em. */
  tracking: number;
  /** Baseline to baseline, in em. */
  leading: number;
}

const sans = "'Inter', 'Helvetica Neue', 'Segoe UI', Roboto, Arial, sans-serif";

/** Title styles; each title keeps one (picked from its id) on its poster and its logo. */
export const displayStyles: readonly TypeStyle[] = [
  {
    family:
      "'Futura', 'Century Gothic', 'Avenir Next', 'Montserrat', 'Helvetica Neue', Arial, sans-serif",
    weight: 800,
    uppercase: true,
    advance: 0.72,
    tracking: 0.06,
    leading: 1.02,
  },
  {
    family: "'Didot', 'Bodoni 72', 'Playfair Display', 'Big Caslon', Georgia, serif",
    weight: 700,
    italic: true,
    uppercase: false,
    advance: 0.5,
    tracking: 0,
    leading: 1.08,
  },
  {
    family: "'Bebas Neue', 'Oswald', 'League Gothic', Impact, 'Arial Narrow', sans-serif",
    weight: 700,
    uppercase: true,
    advance: 0.5,
    tracking: 0.04,
    leading: 0.98,
  },
  {
    family: sans,
    weight: 900,
    uppercase: false,
    advance: 0.6,
    tracking: -0.02,
    leading: 1.04,
  },
];

/** Small print: credits, years, genres, episode codes. */
export const labelStyle: TypeStyle = {
  family: sans,
  weight: 600,
  uppercase: true,
  advance: 0.7,
  tracking: 0.22,
  leading: 1.2,
};

const shown = (text: string, style: TypeStyle) => (style.uppercase ? text.toUpperCase() : text);

/** Width of `text` at `size`, estimated. */
function measure(text: string, style: TypeStyle, size: number): number {
  const length = [...text].length;
  return size * (length * style.advance + Math.max(0, length - 1) * style.tracking);
}

/** `words` in at most `count` lines, as even as greedy filling gets them. */
function wrap(words: string[], count: number): string[] {
  const total = words.join(' ').length;
  for (let width = Math.ceil(total / count); ; width++) {
    const lines: string[] = [];
    for (const word of words) {
      const last = lines.at(-1);
      if (last !== undefined && `${last} ${word}`.length <= width)
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    if (lines.length <= count) return lines;
  }
}

export interface Fitted {
  lines: string[];
  size: number;
}

/** The wrapping of `text` into at most `maxLines` lines that allows the largest type in the box. */
export function fitLines(
  text: string,
  style: TypeStyle,
  box: { width: number; height: number },
  { maxSize, maxLines }: { maxSize: number; maxLines: number },
): Fitted {
  const words = shown(text, style).split(/\s+/).filter(Boolean);
  let best: Fitted & { score: number } = { lines: words, size: 0, score: -1 };
  for (let count = 1; count <= Math.min(maxLines, words.length); count++) {
    const lines = wrap(words, count);
    const widest = Math.max(...lines.map((line) => measure(line, style, 1)));
    const size = Math.min(
      maxSize,
      box.width / widest,
      box.height / (1 + (lines.length - 1) * style.leading),
    );
    // A little in favour of fewer lines: a title reads better whole.
    const score = size * (1 - 0.06 * (lines.length - 1));
    if (score > best.score) best = { lines, size, score };
  }
  return { lines: best.lines, size: best.size };
}

/** Lines of type whose last baseline is at `y`, anchored at `x`, none wider than `maxWidth`. */
export function typeset(
  { lines, size }: Fitted,
  style: TypeStyle,
  at: { x: number; y: number; anchor: 'start' | 'middle' | 'end'; maxWidth: number },
  paint: Record<string, string | number>,
): string {
  const top = at.y - (lines.length - 1) * size * style.leading;
  return el(
    'text',
    {
      'font-family': style.family,
      'font-size': size,
      'font-weight': style.weight,
      'font-style': style.italic ? 'italic' : undefined,
      'letter-spacing': style.tracking !== 0 ? `${style.tracking}em` : undefined,
      'text-anchor': at.anchor,
      ...paint,
    },
    ...lines.map((line, index) =>
      el(
        'tspan',
        {
          x: at.x,
          y: top + index * size * style.leading,
          textLength: Math.min(measure(line, style, size), at.maxWidth),
          lengthAdjust: 'spacingAndGlyphs',
        },
        escapeXml(line),
      ),
    ),
  );
}

/** A one-line label, as large as fits up to `maxSize`. */
export function label(text: string, width: number, maxSize: number): Fitted {
  return {
    lines: [shown(text, labelStyle)],
    size: Math.min(maxSize, width / measure(text, labelStyle, 1)),
  };
}
