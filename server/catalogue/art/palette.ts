import { random } from './random.ts';

export interface Palette {
  /** The background gradient, top to bottom. */
  ground: [string, string];
  /** Three colours for shapes, boldest first. */
  accent: string;
  second: string;
  third: string;
  /** Text on the ground. */
  ink: string;
  /** A pale ground with dark ink, rather than the other way round. */
  light: boolean;
}

function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Where the second and third colours sit on the wheel from the first: harmonies that read well. */
const harmonies = [
  [30, 60], // analogous
  [180, 30], // complementary
  [120, 240], // triadic
  [150, 210], // split complementary
  [200, 340],
] as const;

/** A palette derived from `seed`: a hue, a harmony, and mostly dark grounds (posters read best). */
export function palette(seed: string, { muted = false } = {}): Palette {
  const r = random(`palette:${seed}`);
  const hue = r.int(0, 359);
  const [second, third] = r.pick(harmonies);
  const light = r.chance(0.25);
  const saturation = muted ? 0.55 : 1;
  return {
    ground: light
      ? [hsl(hue, 40 * saturation, 91), hsl((hue + 25) % 360, 45 * saturation, 80)]
      : [hsl(hue, 50 * saturation, 12), hsl((hue + 25) % 360, 55 * saturation, 24)],
    accent: hsl(hue, 85 * saturation, light ? 48 : 60),
    second: hsl((hue + second) % 360, 75 * saturation, light ? 40 : 55),
    third: hsl((hue + third) % 360, 80 * saturation, light ? 60 : 72),
    ink: light ? '#1c1a22' : '#f8f4ea',
    light,
  };
}
