import { useSelector } from '@xstate/react';
import { ExternalLink } from 'lucide-react';
import { useMemo } from 'react';
import { type ExtensionBrowser, extensionBrowser } from '../../domain/browser.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useConfig } from '../app/AppActor.ts';
import { Button } from '../primitives/Button.tsx';
import { ExtensionStatus } from '../setup/ExtensionStatus.tsx';
import { OnboardingBackLink } from './OnboardingBackLink.tsx';
import { useOnboarding } from './onboardingContext.ts';

/** The install links this browser can use, from configuration (spec doc 1 §2, §3). */
function useInstallLinks(browser: ExtensionBrowser) {
  const config = useConfig();
  const chrome = config.ONBOARDING_CHROME_EXTENSION_INSTALL_LINK;
  const firefox = config.ONBOARDING_FIREFOX_EXTENSION_INSTALL_LINK;
  const links = [
    { kind: 'chrome', url: chrome, shown: browser === 'chrome' || browser === 'unknown' },
    { kind: 'firefox', url: firefox, shown: browser === 'firefox' || browser === 'unknown' },
  ] as const;
  return links.filter((link) => link.shown && link.url);
}

/**
 * /onboarding/extension (spec doc 1 §2): the browser's install links, then the extension's status,
 * asked every second; once it works, continue completes the setup. iPhones and iPads take no
 * extension: they are told so, and pointed at the other setups.
 */
export function OnboardingExtensionPage() {
  const { t } = useTranslation();
  const onboarding = useOnboarding();
  const browser = useMemo(() => extensionBrowser(navigator), []);
  const links = useInstallLinks(browser);
  const working = useSelector(onboarding, (s) => s.matches({ open: { extension: 'working' } }));

  return (
    <section className="onboarding-section" aria-labelledby="onboarding-extension-title">
      <h1 id="onboarding-extension-title">{t('onboarding.extension.title')}</h1>
      {browser === 'ios' ? (
        <p className="onboarding-explainer">{t('onboarding.extension.ios')}</p>
      ) : (
        <>
          <p className="onboarding-explainer">{t('onboarding.extension.explainer')}</p>
          {links.length > 0 ? (
            <ul className="onboarding-links">
              {links.map((link) => (
                <li key={link.kind}>
                  <a href={link.url} target="_blank" rel="noreferrer">
                    {t(`onboarding.extension.install.${link.kind}`)}
                    <ExternalLink aria-hidden="true" size={16} />
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="onboarding-explainer">{t('onboarding.extension.noLinks')}</p>
          )}
          <div className="onboarding-panel">
            <ExtensionStatus />
          </div>
          {browser === 'firefox' && (
            <p className="onboarding-hint">{t('onboarding.extension.firefoxHint')}</p>
          )}
        </>
      )}
      <div className="onboarding-actions">
        <OnboardingBackLink />
        {working && (
          <Button
            variant="primary"
            onClick={() => onboarding.send({ type: 'onboarding.continue' })}
          >
            {t('onboarding.extension.continue')}
          </Button>
        )}
      </div>
    </section>
  );
}
