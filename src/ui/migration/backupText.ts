import type { BackupProblem } from '../../domain/backupProblems.ts';
import { SKIP_REASONS, type SkippedCounts } from '../../domain/backupRecords.ts';
import type { TFunction } from '../../i18n/index.ts';

/** `count` for the plural form, `number` as the language writes it (10,000). */
export const counted = (language: string, count: number) => ({
  count,
  number: new Intl.NumberFormat(language).format(count),
});

/** "3 records skipped: 2 of an unknown type, 1 with a bad date."; null when none was. */
export function skippedText(t: TFunction, language: string, skipped: SkippedCounts): string | null {
  const reasons = SKIP_REASONS.filter((reason) => skipped[reason] > 0);
  if (reasons.length === 0) return null;
  const count = reasons.reduce((sum, reason) => sum + skipped[reason], 0);
  const list = new Intl.ListFormat(language, { type: 'unit', style: 'short' }).format(
    reasons.map((reason) =>
      t(`migration.upload.skip.${reason}`, counted(language, skipped[reason])),
    ),
  );
  return t('migration.upload.skipped', { ...counted(language, count), reasons: list });
}

/** Megabytes, rounded up to a tenth: a file just over the limit does not read as the limit. */
const megabytes = (bytes: number, language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(
    Math.ceil(bytes / 100_000) / 10,
  );

/** What went wrong with a backup, in a sentence (spec doc 1 §5, §8). */
export function problemText(t: TFunction, language: string, problem: BackupProblem): string {
  const key = `migration.upload.problem.${problem.kind}`;
  const format = new Intl.NumberFormat(language).format;
  switch (problem.kind) {
    case 'tooBig':
      return t(key, { size: megabytes(problem.bytes, language) });
    case 'newerVersion':
      return t(key, { version: problem.version });
    case 'storageFull':
      return t(key, { saved: format(problem.saved), total: format(problem.total) });
    default:
      return t(key);
  }
}
