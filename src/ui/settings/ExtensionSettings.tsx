import '../../i18n/english/setup.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { Button } from '../primitives/Button.tsx';
import { ExtensionStatus } from '../setup/ExtensionStatus.tsx';
import { useExtension } from '../setup/extensionActor.ts';

/** Settings › Connections: the browser extension's status, and a way to ask it again. */
export function ExtensionSettings() {
  const { t } = useTranslation();
  const { state, recheck } = useExtension();
  return (
    <div className="settings-group">
      <h3>{t('setup.extension.title')}</h3>
      <p className="settings-note">{t('setup.extension.hint')}</p>
      <ExtensionStatus />
      <div className="settings-actions extension-settings-actions">
        <Button onClick={recheck}>
          {state === 'checking' ? t('setup.extension.rechecking') : t('setup.extension.recheck')}
        </Button>
      </div>
    </div>
  );
}
