import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { themeFor } from '../../domain/theme.ts';
import { i18n } from '../../i18n/index.ts';
import { interfaceLanguage } from '../../i18n/languages.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';

/**
 * Keeps the page in the stored theme and interface language (spec doc 1 §3, §9), whoever changes
 * them: the settings, or the account's sync from another device. Until the viewer picks a
 * language, the browser's is shown.
 */
export function ThemeAndLanguage() {
  const { interfaceSettings } = useAppStores();
  const picked = useSelector(interfaceSettings, (snapshot) => snapshot.context.applicationTheme);
  const language = useSelector(interfaceSettings, (snapshot) =>
    interfaceLanguage(snapshot.context.applicationLanguage),
  );
  const theme = themeFor(picked, new Date());

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  useEffect(() => {
    if (language !== i18n.language) void i18n.changeLanguage(language);
  }, [language]);
  return null;
}
