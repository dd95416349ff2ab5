import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { Button } from '../primitives/Button.tsx';
import { TextField } from '../settings/SettingsField.tsx';
import { useChangeSettings } from '../settings/useChangeSettings.ts';
import { useProxyTest } from '../setup/useProxyTest.ts';
import { OnboardingBackLink } from './OnboardingBackLink.tsx';
import { useOnboarding } from './onboardingContext.ts';

/**
 * /onboarding/proxy (spec doc 1 §2, §5): the viewer's proxy, tested through the echo service; one
 * that works is stored and synced, and completes the setup. A failure says why and stores nothing.
 */
export function OnboardingProxyPage() {
  const { t } = useTranslation();
  const onboarding = useOnboarding();
  const { interfaceSettings } = useAppStores();
  const changeSettings = useChangeSettings();
  const proxies = useSelector(interfaceSettings, (s) => s.context.proxyUrls) ?? [];
  const [entered, setEntered] = useState('');
  const { actor, state, problem } = useProxyTest((url) => {
    changeSettings({ proxyUrls: [...proxies.filter((proxy) => proxy !== url), url] });
    onboarding.send({ type: 'onboarding.proxy.saved' });
  });
  const testing = state === 'testing' || state === 'validating';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'proxy.test', url: entered.trim() });
  };

  return (
    <section className="onboarding-section" aria-labelledby="onboarding-proxy-title">
      <h1 id="onboarding-proxy-title">{t('onboarding.proxy.title')}</h1>
      <p className="onboarding-explainer">{t('onboarding.proxy.explainer')}</p>
      <form className="onboarding-panel onboarding-proxy-form" onSubmit={submit} noValidate>
        <TextField
          label={t('onboarding.proxy.label')}
          error={problem && t(problem)}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://proxy.example.com"
          value={entered}
          onChange={(event) => setEntered(event.currentTarget.value)}
        />
        <p className="onboarding-hint" aria-live="polite">
          {testing && t('onboarding.proxy.testing')}
        </p>
        <div className="onboarding-actions">
          <OnboardingBackLink />
          <Button type="submit" variant="primary" disabled={testing || entered.trim() === ''}>
            {t('onboarding.proxy.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
