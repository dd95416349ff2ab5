/** The decorative particle lightbar at the top of the page shell (spec doc 3 §2, §9). */
export const LIGHTBAR_PARTICLES = 265;

/** A particle colour: a CSS colour, or `accent` for the page theme's accent. */
export type LightbarColour = string;

export interface LightbarTheme {
  id: string;
  colours: readonly LightbarColour[];
  /** Which way the particles travel: snow and confetti fall, embers rise, the rest drift. */
  motion: 'fall' | 'rise' | 'drift';
  shape: 'dot' | 'square';
  /** Particle radius range, in CSS pixels. */
  size: readonly [number, number];
}

const CHRISTMAS: LightbarTheme = {
  id: 'christmas',
  colours: ['#ffffff', '#dfeaff', '#ff5c5c', '#3fbf64'],
  motion: 'fall',
  shape: 'dot',
  size: [0.8, 2.6],
};
const APRIL_20: LightbarTheme = {
  id: 'april20',
  colours: ['#3fbf64', '#8ee07a', '#c6f29b'],
  motion: 'drift',
  shape: 'dot',
  size: [0.8, 2.4],
};
/** The project's birthday (the 9 June greeting). */
const BIRTHDAY: LightbarTheme = {
  id: 'birthday',
  colours: ['#ff5c7a', '#ffd166', '#4cc6f0', '#9479ff', '#3fbf64'],
  motion: 'fall',
  shape: 'square',
  size: [1.2, 2.8],
};

/** The everyday themes, one picked at random per visit. */
export const EVERYDAY_LIGHTBAR_THEMES: readonly LightbarTheme[] = [
  {
    id: 'starlight',
    colours: ['#ffffff', 'accent'],
    motion: 'drift',
    shape: 'dot',
    size: [0.5, 1.8],
  },
  {
    id: 'embers',
    colours: ['#ffb020', '#ff7a3c', '#ff5c5c'],
    motion: 'rise',
    shape: 'dot',
    size: [0.6, 2],
  },
  {
    id: 'aurora',
    colours: ['accent', '#4cc6f0', '#3fbf64'],
    motion: 'drift',
    shape: 'dot',
    size: [0.6, 2.2],
  },
  {
    id: 'fireflies',
    colours: ['#e5f27a', '#ffd166'],
    motion: 'drift',
    shape: 'dot',
    size: [0.8, 2],
  },
];

/**
 * The lightbar's theme on a day (in the viewer's time zone): Christmas from 24 to 26 December,
 * its own on 20 April and on 9 June, otherwise one of the everyday themes; `random` gives [0, 1).
 */
export function lightbarTheme(today: Date, random: () => number): LightbarTheme {
  const month = today.getMonth() + 1;
  const day = today.getDate();
  if (month === 12 && day >= 24 && day <= 26) return CHRISTMAS;
  if (month === 4 && day === 20) return APRIL_20;
  if (month === 6 && day === 9) return BIRTHDAY;
  const index = Math.floor(random() * EVERYDAY_LIGHTBAR_THEMES.length);
  return EVERYDAY_LIGHTBAR_THEMES[index] as LightbarTheme;
}
