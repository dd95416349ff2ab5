import { useSelector } from '@xstate/react';
import { Check } from 'lucide-react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { MigrationStep } from '../../../machines/migration/migrateDirect.machine.ts';
import type { MigrationActor } from './migrationActor.ts';

const STEPS: readonly MigrationStep[] = [
  'checking',
  'humanCheck',
  'registering',
  'loggingIn',
  'copying',
];

/** While the migration runs: its steps, those done ticked, the current one announced. */
export function MigrationSteps({ migration }: { migration: MigrationActor }) {
  const { t } = useTranslation();
  const step = useSelector(
    migration,
    (snapshot) => (snapshot.value as { processing?: MigrationStep }).processing ?? null,
  );
  const humanCheck = useSelector(migration, (snapshot) => snapshot.context.meta?.hasCaptcha);
  // Always there, so that each step is announced as it starts, the first one too.
  const announcement = (
    <p role="status" className="visually-hidden">
      {step && t(`migration.direct.steps.${step}`)}
    </p>
  );
  if (step === null) return announcement;
  const steps = STEPS.filter((name) => name !== 'humanCheck' || humanCheck);
  const current = steps.indexOf(step);

  return (
    <section className="migration-steps" aria-label={t('migration.direct.steps.label')}>
      {announcement}
      <ol>
        {steps.map((name, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'waiting';
          return (
            <li
              key={name}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="migration-step-mark" aria-hidden="true">
                {state === 'done' && <Check size={16} />}
                {state === 'current' && <span className="spinner" />}
              </span>
              {t(`migration.direct.steps.${name}`)}
              {state !== 'waiting' && (
                <span className="visually-hidden"> ({t(`migration.direct.steps.${state}`)})</span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
