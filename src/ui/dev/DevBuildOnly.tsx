import '../../i18n/english/dev.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';

/** What /dev/inspector says in a production build, which carries no inspector. */
export function DevBuildOnly() {
  const { t } = useTranslation();
  return (
    <section>
      <h1>{t('dev.inspector.title')}</h1>
      <p>{t('dev.inspector.devOnly')}</p>
    </section>
  );
}
