// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEMES } from '../../../src/domain/theme.ts';

/** Each theme's colours, as themes.css declares them (tests run from the project's folder). */
const css = readFileSync('src/ui/shell/themes.css', 'utf8');
const themeColours = (theme: string): Record<string, string> => {
  const block = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].find(([, selector]) =>
    selector?.includes(`[data-theme="${theme}"]`),
  );
  if (!block) throw new Error(`themes.css has no ${theme} theme`);
  return Object.fromEntries(
    [...(block[2] ?? '').matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/gi)].map(([, name, value]) => [
      name,
      value,
    ]),
  );
};

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

describe('themes: text contrast (WCAG AA, 4.5:1)', () => {
  it.each(THEMES)('%s: white on the accent (primary buttons, banners, the logo)', (theme) => {
    expect(contrast('#ffffff', themeColours(theme).accent as string)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(THEMES)('%s: links and text in the strong accent on the page', (theme) => {
    const { bg, 'bg-raised': raised, 'accent-strong': strong } = themeColours(theme);
    expect(contrast(strong as string, bg as string)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(strong as string, raised as string)).toBeGreaterThanOrEqual(4.5);
  });
});
