import { describe, expect, it } from 'vitest';
import {
  autoReadDaysOf,
  feedUrlProblem,
  knownCategory,
  newestFirst,
  pastAutoReadAge,
  previewOf,
} from '../../src/domain/notifications.ts';
import { unreadBadge } from '../../src/domain/unreadBadge.ts';

const DAY = 86_400_000;

describe('notification rules (spec doc 3 §4, §5, §9)', () => {
  it('badges the unread count, 99+ above 99, nothing at 0', () => {
    expect([0, 1, 99, 100, 12_345].map(unreadBadge)).toEqual([null, '1', '99', '99+', '99+']);
  });

  it('takes an auto-read age of a whole number of days from 1 to 365', () => {
    expect(['1', ' 14 ', '365'].map(autoReadDaysOf)).toEqual([1, 14, 365]);
    expect(['0', '366', '2.5', '-3', '1e2', 'ten', ''].map(autoReadDaysOf)).toEqual(
      Array(7).fill(null),
    );
  });

  it('counts an item read past the age, never one without a date', () => {
    const now = Date.UTC(2026, 4, 20);
    expect(pastAutoReadAge(now - 14 * DAY, 14, now)).toBe(false);
    expect(pastAutoReadAge(now - 14 * DAY - 1, 14, now)).toBe(true);
    expect(pastAutoReadAge(null, 1, now)).toBe(false);
  });

  it('adds an http(s) feed URL once', () => {
    const listed = ['https://a.example/feed'];
    expect(feedUrlProblem(' https://b.example/rss ', listed)).toBeNull();
    expect(feedUrlProblem('http://b.example/rss', listed)).toBeNull();
    expect(feedUrlProblem('https://a.example/feed', listed)).toBe('duplicate');
    for (const url of ['b.example/rss', 'ftp://b.example/rss', 'javascript:alert(1)', ''])
      expect(feedUrlProblem(url, listed)).toBe('invalidUrl');
  });

  it('previews 150 characters of text, whitespace collapsed', () => {
    expect(previewOf('  a\n\n b  ')).toBe('a b');
    expect(previewOf('x'.repeat(150))).toBe('x'.repeat(150));
    expect(previewOf(`${'😀'.repeat(151)}`)).toBe(`${'😀'.repeat(150)}…`);
  });

  it('names the four categories of its own, in any case', () => {
    expect(['Feature', ' bugfix ', 'UPDATE', 'announcement'].map(knownCategory)).toEqual([
      'feature',
      'bugfix',
      'update',
      'announcement',
    ]);
    expect([null, 'release', ''].map(knownCategory)).toEqual([null, null, null]);
  });

  it('sorts newest first, undated last in their order', () => {
    const items = [
      { id: 'u1', published: null },
      { id: 'old', published: 1 },
      { id: 'u2', published: null },
      { id: 'new', published: 2 },
    ];
    expect(items.sort(newestFirst).map((item) => item.id)).toEqual(['new', 'old', 'u1', 'u2']);
  });
});
