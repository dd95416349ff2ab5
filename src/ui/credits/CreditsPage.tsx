import '../../i18n/english/pages.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { LIBRARIES } from './libraries.ts';
import './credits.css';

const TMDB_URL = 'https://www.themoviedb.org';

/**
 * `/jip`, the credit page (spec doc 1 §2): where the film data comes from, with the attribution
 * TMDB asks of apps using its API, and the open-source libraries the app is made with.
 */
export function CreditsPage() {
  const { t } = useTranslation();
  return (
    <article className="credits">
      <h1>{t('credits.title')}</h1>
      <p className="credits-intro">{t('credits.intro', { name: t('app.name') })}</p>
      <section aria-labelledby="credits-data">
        <h2 id="credits-data">{t('credits.dataTitle')}</h2>
        <p>{t('credits.data')}</p>
        <p className="credits-notice">
          {t('credits.tmdbNotice')}{' '}
          <a href={TMDB_URL} target="_blank" rel="noreferrer">
            {t('credits.tmdbLink')}
          </a>
        </p>
        <p>{t('credits.demo')}</p>
      </section>
      <section aria-labelledby="credits-libraries">
        <h2 id="credits-libraries">{t('credits.librariesTitle')}</h2>
        <p>{t('credits.librariesIntro')}</p>
        <ul className="credits-libraries">
          {LIBRARIES.map((library) => (
            <li key={library.name}>
              <a href={library.url} target="_blank" rel="noreferrer">
                {library.name}
              </a>
              <span>{t(`credits.roles.${library.role}`)}</span>
              <span className="credits-licence">
                {t('credits.licence', { licence: library.licence })}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
