import '../../i18n/english/admin.ts';
import { useActorRef, useSelector } from '@xstate/react';
import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminCheck, AdminCheckResult } from '../../domain/adminChecks.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { adminTestMachine } from '../../machines/admin/adminTest.machine.ts';
import { useViewActorOptions } from '../app/useViewActorOptions.ts';
import { Button } from '../primitives/Button.tsx';

/**
 * One test of the admin page (the adminTest machine): its button, and what the last run found.
 * The button stays focusable while it rests (aria-disabled), so the keyboard keeps its place.
 */
export function AdminTest({
  check,
  label,
  accessibleName,
  describeSuccess,
}: {
  check: AdminCheck;
  /** The button's text. */
  label: string;
  /** The button's name when its text alone is ambiguous (one "Test" per row). */
  accessibleName?: string;
  /** What a run that passed says. */
  describeSuccess: (result: AdminCheckResult) => string;
}) {
  const { t } = useTranslation();
  const test = useActorRef(adminTestMachine, { ...useViewActorOptions(), input: { check } });
  const state = useSelector(test, (snapshot) =>
    snapshot.matches('idle')
      ? 'idle'
      : snapshot.matches('running')
        ? 'running'
        : snapshot.matches('success')
          ? 'success'
          : 'error',
  );
  const canRun = useSelector(test, (snapshot) => snapshot.can({ type: 'test.run' }));
  const { result, problem } = useSelector(test, (snapshot) => snapshot.context);

  let outcome: ReactNode = t('admin.test.idle');
  if (state === 'running') {
    outcome = (
      <>
        <LoaderCircle className="admin-test-spinner" size={18} aria-hidden="true" />{' '}
        {t('admin.test.running')}
      </>
    );
  } else if (state === 'success' && result) {
    outcome = (
      <>
        <CircleCheck size={18} aria-hidden="true" /> {describeSuccess(result)}
      </>
    );
  } else if (state === 'error' && problem) {
    outcome = (
      <>
        <CircleX size={18} aria-hidden="true" /> {t(`admin.problems.${problem}`)}
      </>
    );
  }

  return (
    <div className="admin-test">
      <Button
        aria-label={accessibleName}
        aria-disabled={canRun ? undefined : true}
        onClick={() => test.send({ type: 'test.run' })}
      >
        {label}
      </Button>
      <p role="status" className={`admin-test-outcome admin-test-${state}`}>
        {outcome}
      </p>
    </div>
  );
}
