// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../src/i18n/index.ts';
import { problemText, skippedText } from '../../../src/ui/migration/backupText.ts';
import '../../../src/i18n/english/migrationFiles.ts';

beforeAll(() => initI18n('en'));

const none = { unknownType: 0, badDate: 0, noProgress: 0, malformed: 0 };

describe('what the upload page says of a backup (doc 1 §5, §8)', () => {
  it('lists the skipped records by why, with thousands written out', () => {
    expect(skippedText(i18n.t, 'en', none)).toBeNull();
    expect(skippedText(i18n.t, 'en', { ...none, unknownType: 2, badDate: 1 })).toBe(
      '3 records skipped: 2 of an unknown type, 1 with a bad date.',
    );
    expect(skippedText(i18n.t, 'en', { ...none, noProgress: 1 })).toBe(
      '1 record skipped: 1 without any progress.',
    );
    expect(skippedText(i18n.t, 'en', { ...none, malformed: 12_000, badDate: 1 })).toBe(
      '12,001 records skipped: 1 with a bad date, 12,000 that could not be read.',
    );
  });

  it('gives the size of a file over the limit, rounded up to a tenth of a megabyte', () => {
    expect(problemText(i18n.t, 'en', { kind: 'tooBig', bytes: 50_000_000 })).toBe(
      'This file is 50 MB; backups are at most 20 MB.',
    );
    expect(problemText(i18n.t, 'en', { kind: 'tooBig', bytes: 20_000_001 })).toBe(
      'This file is 20.1 MB; backups are at most 20 MB.',
    );
  });

  it('says how much a full storage took', () => {
    expect(problemText(i18n.t, 'en', { kind: 'storageFull', saved: 24_000, total: 30_000 })).toBe(
      "Your browser's storage is full or turned off: 24,000 of 30,000 records were imported.",
    );
  });
});
