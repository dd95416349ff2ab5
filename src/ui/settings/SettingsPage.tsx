import '../../i18n/english/settings.ts';
import '../../i18n/english/account.ts';
import { Link, useLocation } from '@tanstack/react-router';
import { type ComponentType, useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { AccountSection } from './AccountSection.tsx';
import { AppearanceSection } from './AppearanceSection.tsx';
import { ConnectionsSection } from './ConnectionsSection.tsx';
import { PreferencesSection } from './PreferencesSection.tsx';
import { SourceOrderSection } from './SourceOrderSection.tsx';
import { SubtitlesSection } from './SubtitlesSection.tsx';
import './settings.css';

/**
 * The page's sections, in the spec's order (doc 1 §2): each is an anchor (`/settings#<id>`) and
 * an entry of the nav.
 */
const SECTIONS: Array<{ id: string; title: string; Content: ComponentType }> = [
  { id: 'account', title: 'account.settings.title', Content: AccountSection },
  { id: 'appearance', title: 'settings.appearance.title', Content: AppearanceSection },
  { id: 'connections', title: 'settings.connections.title', Content: ConnectionsSection },
  { id: 'preferences', title: 'settings.preferences.title', Content: PreferencesSection },
  { id: 'subtitles', title: 'settings.subtitles.title', Content: SubtitlesSection },
  { id: 'source-order', title: 'settings.sourceOrder.title', Content: SourceOrderSection },
];

/**
 * /settings (spec doc 1 §2): a nav of the sections, then the sections. The section the address's
 * hash names (the player opens `/settings#source-order`) takes the focus, so keyboard and
 * screen-reader users start there too; the router scrolls it into view.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const hash = useLocation({ select: (location) => location.hash });
  const sections = useRef(new Map<string, HTMLElement>());
  useEffect(() => {
    if (hash) sections.current.get(hash)?.focus();
  }, [hash]);

  return (
    <div className="settings">
      <h1>{t('settings.title')}</h1>
      <div className="settings-layout">
        <nav className="settings-nav" aria-label={t('settings.sections')}>
          <ul>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                {/* Current (aria-current from the router) only while the hash names it. */}
                <Link to="/settings" hash={section.id} activeOptions={{ includeHash: true }}>
                  {t(section.title)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="settings-sections">
          {SECTIONS.map(({ id, title, Content }) => (
            <section
              key={id}
              id={id}
              className="settings-section"
              aria-labelledby={`${id}-title`}
              tabIndex={-1}
              ref={(element) => {
                if (element) sections.current.set(id, element);
                else sections.current.delete(id);
              }}
            >
              <h2 id={`${id}-title`}>{t(title)}</h2>
              <Content />
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
