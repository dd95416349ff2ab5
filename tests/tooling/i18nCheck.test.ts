import { describe, expect, it } from 'vitest';
import { checkLocale } from '../../scripts/i18n/check.ts';

const english = {
  app: { name: 'Flicker' },
  shell: { home: 'Home', unread_one: '{{count}} unread', unread_other: '{{count}} unread' },
  featured: { position: '{{position}} of {{count}}' },
  home: { phrases: ['Popcorn ready?', 'Start typing.'] },
  dev: { title: 'Developer tools' },
};

const german = {
  app: { name: 'Flicker' },
  shell: { home: 'Start', unread_one: '{{count}} ungelesen', unread_other: '{{count}} ungelesen' },
  featured: { position: '{{position}} von {{count}}' },
  home: { phrases: ['Popcorn bereit?'] },
};

const none = { everywhere: ['app.name'], here: [] };

describe('npm run i18n:check', () => {
  it('passes a complete translation, leaving the developer tools in English', () => {
    expect(checkLocale(english, german, 'de', none)).toEqual([]);
  });

  it('reports missing and extra keys', () => {
    const { home: _home, ...missing } = german;
    expect(checkLocale(english, { ...missing, extra: { key: 'x' } }, 'de', none)).toEqual([
      'missing home.phrases',
      'extra key extra.key',
    ]);
  });

  it("asks for the language's own plural forms", () => {
    const japanese = {
      app: { name: 'Flicker' },
      shell: { home: 'ホーム', unread_other: '未読 {{count}} 件' },
      featured: { position: '{{count}} 件中 {{position}} 件目' },
      home: { phrases: ['ポップコーンの準備は？'] },
    };
    expect(checkLocale(english, japanese, 'ja', none)).toEqual([]);
    expect(checkLocale(english, german, 'ja', none)).toEqual(['extra key shell.unread_one']);
    const polish = {
      ...german,
      shell: { home: 'Start', unread_one: '1', unread_other: '{{count}}' },
    };
    expect(checkLocale(english, polish, 'pl', none)).toEqual([
      'missing shell.unread_few',
      'missing shell.unread_many',
    ]);
  });

  it('reports placeholders renamed or left out, but lets a plural form say its number in words', () => {
    const wrong = {
      ...german,
      shell: { home: 'Start', unread_one: 'eine ungelesen', unread_other: '{{n}} ungelesen' },
      featured: { position: '{{count}}' },
    };
    expect(checkLocale(english, wrong, 'de', none)).toEqual([
      'shell.unread_other: unknown {{n}}',
      'featured.position: no {{position}}',
    ]);
  });

  it('reports text left in English unless listed, and a listed key since translated', () => {
    const untranslated = { ...german, shell: { ...german.shell, home: 'Home' } };
    expect(checkLocale(english, untranslated, 'de', none)).toEqual([
      'shell.home: the same as in English',
    ]);
    expect(checkLocale(english, untranslated, 'de', { ...none, here: ['shell.home'] })).toEqual([]);
    expect(checkLocale(english, german, 'de', { ...none, here: ['shell.home'] })).toEqual([
      'shell.home: listed as the same as in English, but is not',
    ]);
  });

  it('reports empty messages and a list turned into text', () => {
    const broken = {
      ...german,
      shell: { ...german.shell, home: ' ' },
      home: { phrases: 'Popcorn' },
    };
    expect(checkLocale(english, broken, 'de', none)).toEqual([
      'shell.home: empty or not text',
      'home.phrases: not a list of phrases',
    ]);
  });
});
