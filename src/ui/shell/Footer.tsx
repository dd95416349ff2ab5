import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useConfig } from '../app/AppActor.ts';

/**
 * Tagline, legal disclaimer, the optional repository and funding links (spec doc 3 §2), and the
 * credit page (doc 1 §2).
 */
export function Footer() {
  const { t } = useTranslation();
  const { GITHUB_URL, DONATION_URL } = useConfig();
  return (
    <footer className="footer">
      <p className="footer-tagline">
        <strong>{t('app.name')}</strong> — {t('app.tagline')}
      </p>
      <p className="footer-legal">{t('shell.legal')}</p>
      <nav className="footer-links">
        <Link to="/jip">{t('shell.credits')}</Link>
        {GITHUB_URL && (
          <a href={GITHUB_URL} target="_blank" rel="noreferrer">
            {t('shell.repository')}
          </a>
        )}
        {DONATION_URL && (
          <a href={DONATION_URL} target="_blank" rel="noreferrer">
            {t('shell.funding')}
          </a>
        )}
      </nav>
    </footer>
  );
}
