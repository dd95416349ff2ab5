import { useTranslation } from 'react-i18next';
import { greetingFor } from '../../domain/greeting.ts';

/** Home (spec doc 3 §2). Search, sections and discover arrive with the catalogue. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <section className="home">
      <h1 className="home-title">{t(`greeting.${greetingFor(new Date())}`)}</h1>
    </section>
  );
}
