import { useSyncExternalStore } from 'react';
import { i18n, type TFunction } from './index.ts';

/** The current language's `t`; the component renders again when the language changes. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const t = useSyncExternalStore(i18n.subscribe, () => i18n.t);
  return { t, i18n };
}
