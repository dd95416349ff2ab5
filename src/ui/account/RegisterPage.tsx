import '../../i18n/english/account.ts';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { type ComponentType, useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { registerMachine } from '../../machines/account/register.machine.ts';
import { useViewActorOptions } from '../app/useViewActorOptions.ts';
import { AccountInfoStep } from './AccountInfoStep.tsx';
import { ConfirmPassphraseStep } from './ConfirmPassphraseStep.tsx';
import { LoggedOutOnly } from './LoggedOutOnly.tsx';
import { PassphraseStep } from './PassphraseStep.tsx';
import type { RegisterActor } from './StepActions.tsx';
import { TrustServerStep } from './TrustServerStep.tsx';
import { useBackendClient } from './useBackendClient.ts';
import { useLogInWhenDone } from './useLogInWhenDone.ts';

/** The four steps of spec doc 1 §2, in order; the human check and the submission are the last's. */
const STEPS: Array<{
  title: string;
  states: string[];
  Content: ComponentType<{ register: RegisterActor }>;
}> = [
  { title: 'trust', states: ['trustServer'], Content: TrustServerStep },
  { title: 'info', states: ['accountInfo'], Content: AccountInfoStep },
  { title: 'passphrase', states: ['passphraseShown'], Content: PassphraseStep },
  {
    title: 'confirm',
    states: ['passphraseConfirm', 'humanCheck', 'submitting', 'done'],
    Content: ConfirmPassphraseStep,
  },
];

/** /register (spec doc 1 §2): creating an account, step by step. */
export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <LoggedOutOnly title={t('account.register.title')}>
      <Registration />
      <p>
        {t('account.register.haveAccount')} <Link to="/login">{t('account.register.login')}</Link>
      </p>
    </LoggedOutOnly>
  );
}

function Registration() {
  const { t } = useTranslation();
  const register = useActorRef(registerMachine, {
    ...useViewActorOptions(),
    input: { backend: useBackendClient() },
  });
  useLogInWhenDone(register);
  const index = useSelector(register, ({ value }) => {
    const state = typeof value === 'string' ? value : Object.keys(value)[0];
    return STEPS.findIndex((step) => step.states.includes(state as string));
  });
  const { title, Content } = STEPS[index] as (typeof STEPS)[number];

  // A new step takes the focus to its title, so keyboard and screen-reader users start there.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(index);
  useEffect(() => {
    if (shownStep.current === index) return;
    shownStep.current = index;
    heading.current?.focus();
  }, [index]);

  return (
    <section aria-labelledby="register-step-title">
      <p className="account-step">
        {t('account.register.step', { step: index + 1, count: STEPS.length })}
      </p>
      <h2 id="register-step-title" ref={heading} tabIndex={-1}>
        {t(`account.register.${title}.title`)}
      </h2>
      <Content key={title} register={register} />
    </section>
  );
}
