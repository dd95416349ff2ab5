import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { MigrationProblem } from '../../../machines/migration/migrateDirect.machine.ts';
import { AccountForm } from '../../account/AccountForm.tsx';
import { FieldError, useFieldError } from '../../account/FieldError.tsx';
import { Button } from '../../primitives/Button.tsx';
import type { MigrationActor } from './migrationActor.ts';

/** Problems with the address itself: said under its field; the others under the form. */
const ABOUT_THE_ADDRESS: ReadonlySet<MigrationProblem> = new Set([
  'noUrl',
  'invalidUrl',
  'unreachable',
  'incompatible',
  'exists',
]);

/** The new backend's address, and what stopped the last attempt. */
export function MigrationForm({ migration }: { migration: MigrationActor }) {
  const { t } = useTranslation();
  const problem = useSelector(migration, (snapshot) => snapshot.context.problem);
  const working = useSelector(migration, (snapshot) => snapshot.matches('processing'));
  const failed = useSelector(migration, (snapshot) => snapshot.matches('error'));
  const [backendUrl, setBackendUrl] = useState('');
  const message = problem && t(`migration.direct.problems.${problem}`);
  const field = useFieldError(problem && ABOUT_THE_ADDRESS.has(problem) ? message : null);
  const form = useFieldError(problem && !ABOUT_THE_ADDRESS.has(problem) ? message : null);

  // After a failure the field takes the focus again, described by the message, to be corrected.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (problem) input.current?.focus();
  }, [problem]);

  return (
    <AccountForm
      busy={working}
      onSubmit={() => migration.send({ type: 'migration.submit', backendUrl })}
    >
      <div className="form-field">
        <label htmlFor={field.id}>{t('migration.direct.url')}</label>
        <input
          {...field.inputProps}
          ref={input}
          value={backendUrl}
          // Read-only while it runs, not disabled: the focus stays where it was.
          readOnly={working}
          // Not type="url": a path on this site ("/backend") is an address too.
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          onChange={(event) => setBackendUrl(event.target.value)}
        />
        <FieldError {...field} />
        <p className="account-hint">{t('migration.direct.urlHint')}</p>
      </div>
      <FieldError {...form} />
      <div className="account-actions">
        <Button type="submit" variant="primary" aria-disabled={working}>
          {working
            ? t('migration.direct.working')
            : failed
              ? t('migration.direct.retry')
              : t('migration.direct.submit')}
        </Button>
      </div>
    </AccountForm>
  );
}
