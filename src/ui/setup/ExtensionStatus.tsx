import '../../i18n/english/setup.ts';
import {
  CircleArrowUp,
  CircleCheck,
  CircleX,
  LoaderCircle,
  type LucideIcon,
  Puzzle,
  ShieldAlert,
} from 'lucide-react';
import type { ExtensionCheck } from '../../domain/extension.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { Button } from '../primitives/Button.tsx';
import { useExtension } from './extensionActor.ts';
import './extensionStatus.css';

const ICONS: Record<ExtensionCheck | 'checking', LucideIcon> = {
  checking: LoaderCircle,
  unknown: Puzzle,
  success: CircleCheck,
  disallowed: ShieldAlert,
  noperms: ShieldAlert,
  outdated: CircleArrowUp,
  failed: CircleX,
};

/** Results the extension's permission page mends. */
const needsGrant = (check: ExtensionCheck | null) => check === 'disallowed' || check === 'noperms';

/**
 * The browser extension's status as a user sees it (spec doc 1 §2, §4): looking for it, not found,
 * working with its version, not allowed here or without permission (with the button that opens
 * its permission page), outdated, or failed. The last result stays while a check runs again.
 */
export function ExtensionStatus() {
  const { t } = useTranslation();
  const { state, check, version, grant } = useExtension();
  const shown = check ?? 'checking';
  const Icon = ICONS[shown];

  return (
    <div className="extension-status" data-check={shown}>
      <p className="extension-status-message" aria-live="polite">
        <Icon aria-hidden="true" className="extension-status-icon" />
        <span>
          {t(`setup.extension.${shown}`, { version: version ?? '' })}
          {shown === 'success' && version && (
            <span className="extension-status-version">
              {t('setup.extension.version', { version })}
            </span>
          )}
        </span>
      </p>
      {needsGrant(check) && (
        <Button variant="primary" onClick={grant}>
          {state === 'granting' ? t('setup.extension.opening') : t('setup.extension.grant')}
        </Button>
      )}
    </div>
  );
}
