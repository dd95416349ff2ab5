/** The interface themes (spec doc 1 §9), in the order the settings offer them. */
export const THEMES = [
  'default',
  'blue',
  'gray',
  'red',
  'teal',
  'classic',
  'green',
  'mocha',
  'pink',
  'noir',
  'ember',
  'acid',
  'spark',
  'grape',
  'spiderman',
  'forest',
  'wolverine',
  'popsicle',
  'hulk',
  'autumn',
  'skyrealm',
] as const;

export type Theme = (typeof THEMES)[number];

export function isTheme(name: string): name is Theme {
  return (THEMES as readonly string[]).includes(name);
}

/**
 * The theme to show: the one the viewer picked, else the day's (spec doc 1 §9: green on 20 April,
 * autumn on 31 October, in the viewer's own time zone), else the default. A stored name this
 * version does not know (synced from a newer client) counts as none.
 */
export function themeFor(picked: string | null, today: Date): Theme {
  if (picked !== null && isTheme(picked)) return picked;
  const month = today.getMonth() + 1;
  const day = today.getDate();
  if (month === 4 && day === 20) return 'green';
  if (month === 10 && day === 31) return 'autumn';
  return 'default';
}
