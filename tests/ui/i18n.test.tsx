import { describe, expect, it } from 'vitest';
import { initI18n } from '../../src/i18n/index.ts';

describe('interface languages', () => {
  it('loads a language on demand, keeping English for keys it lacks', async () => {
    const i18n = await initI18n('en');
    expect(i18n.t('notFound.goHome')).toBe('Go home');
    await i18n.changeLanguage('de');
    expect(i18n.t('notFound.goHome')).toBe('Zur Startseite');
    expect(i18n.t('notFound.text')).toMatch(/We looked everywhere/);
    expect(document.documentElement.lang).toBe('de');
    await i18n.changeLanguage('en');
  });

  it('lays the page out right-to-left for a right-to-left language', async () => {
    const i18n = await initI18n('en');
    expect(document.documentElement.dir).toBe('ltr');
    await i18n.changeLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await i18n.changeLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
