// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../src/i18n/index.ts';
import { useTranslation } from '../../src/i18n/useTranslation.ts';

afterEach(() => initI18n('en'));

describe('interface languages', () => {
  it('loads a language on demand, keeping English for keys it lacks', async () => {
    const i18n = await initI18n('en');
    expect(i18n.t('notFound.goHome')).toBe('Go home');
    await i18n.changeLanguage('de');
    expect(i18n.t('notFound.goHome')).toBe('Zur Startseite');
    expect(i18n.t('notFound.text')).toMatch(/We looked everywhere/);
    expect(document.documentElement.lang).toBe('de');
  });

  it('lays the page out right-to-left for a right-to-left language, in English until it has text', async () => {
    const i18n = await initI18n('en');
    expect(document.documentElement.dir).toBe('ltr');
    await i18n.changeLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.t('notFound.goHome')).toBe('Go home');
    await i18n.changeLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('fills placeholders and picks the plural form from the count', async () => {
    const { t } = await initI18n('en');
    expect(t('featured.seasons', { count: 1 })).toBe('1 season');
    expect(t('featured.seasons', { count: 0 })).toBe('0 seasons');
    expect(t('featured.seasons', { count: 7 })).toBe('7 seasons');
    expect(t('featured.position', { position: 2, count: 10 })).toBe('2 of 10');
    expect(t('featured.rating', {})).toBe('Rated {{rating}} of 10');
  });

  it('answers an unknown key with the key itself, and lists with their variants', async () => {
    const i18n = await initI18n('en');
    expect(i18n.t('no.such.key')).toBe('no.such.key');
    expect(i18n.t('notFound')).toBe('notFound');
    expect(i18n.list('home.search.extraPhrases')).toContain('Popcorn ready? Start typing.');
    expect(i18n.list('notFound.goHome')).toEqual([]);
  });

  it('renders views again in the new language', async () => {
    await initI18n('en');
    function GoHome() {
      const { t } = useTranslation();
      return <p>{t('notFound.goHome')}</p>;
    }
    render(<GoHome />);
    expect(screen.getByText('Go home')).toBeVisible();
    await act(() => initI18n('de'));
    expect(screen.getByText('Zur Startseite')).toBeVisible();
  });
});
