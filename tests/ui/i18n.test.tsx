// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../src/i18n/english/dev.ts';
import { initI18n } from '../../src/i18n/index.ts';
import { interfaceLanguage } from '../../src/i18n/languages.ts';
import arabic from '../../src/i18n/locales/ar.json';
import german from '../../src/i18n/locales/de.json';
import { useTranslation } from '../../src/i18n/useTranslation.ts';

afterEach(() => initI18n('en'));

describe('interface languages', () => {
  it('loads a language on demand, keeping English for keys it lacks (the developer tools)', async () => {
    const i18n = await initI18n('en');
    expect(i18n.t('notFound.goHome')).toBe('Go home');
    await i18n.changeLanguage('de');
    expect(i18n.t('notFound.goHome')).toBe(german.notFound.goHome);
    expect(german.notFound.goHome).not.toBe('Go home');
    expect(i18n.t('dev.inspector.title')).toBe('Live inspector');
    expect(document.documentElement.lang).toBe('de');
  });

  it('lays the page out right-to-left for a right-to-left language', async () => {
    const i18n = await initI18n('en');
    expect(document.documentElement.dir).toBe('ltr');
    await i18n.changeLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.t('notFound.goHome')).toBe(arabic.notFound.goHome);
    await i18n.changeLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it("shows a language that has no file in English, in that language's direction", async () => {
    const i18n = await initI18n('yi');
    expect(i18n.t('notFound.goHome')).toBe('Go home');
    expect(document.documentElement.dir).toBe('rtl');
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
    expect(screen.getByText(german.notFound.goHome)).toBeVisible();
  });
});

describe('the language shown', () => {
  it("is the browser's first language we have until the viewer picks one", () => {
    expect(interfaceLanguage(null, ['tlh', 'pt-PT', 'en'])).toBe('pt');
    expect(interfaceLanguage(undefined, ['pt-BR'])).toBe('pt-BR');
    expect(interfaceLanguage(null, ['zh-TW'])).toBe('zh-Hant');
    expect(interfaceLanguage(null, ['zh-Hant-HK'])).toBe('zh-Hant');
    expect(interfaceLanguage(null, ['zh-CN'])).toBe('zh');
    expect(interfaceLanguage(null, ['nn-NO'])).toBe('nb');
    expect(interfaceLanguage(null, ['tlh'])).toBe('en');
    expect(interfaceLanguage(null, [])).toBe('en');
  });

  it("is the viewer's choice, in another client's spelling too", () => {
    expect(interfaceLanguage('ja', ['de-DE'])).toBe('ja');
    expect(interfaceLanguage('es-ES', ['de-DE'])).toBe('es');
    expect(interfaceLanguage('no', [])).toBe('nb');
    // A choice we cannot show gives way to the browser's language.
    expect(interfaceLanguage('tlh', ['de-AT'])).toBe('de');
  });
});
