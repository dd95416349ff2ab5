import '../../i18n/english/admin.ts';
import type { ComponentType } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { EmbedOrderSettings } from './EmbedOrderSettings.tsx';
import { M3u8ProxyTests, WorkerTests } from './ProxyTests.tsx';
import { BackendTest, TmdbTest } from './ServiceTests.tsx';
import { SiteConstants } from './SiteConstants.tsx';
import './admin.css';

/** The page's sections, in the spec's order (doc 3 §2). */
const SECTIONS: Array<{ id: string; strings: string; Content: ComponentType }> = [
  { id: 'constants', strings: 'admin.constants', Content: SiteConstants },
  { id: 'backend', strings: 'admin.backend', Content: BackendTest },
  { id: 'workers', strings: 'admin.workers', Content: WorkerTests },
  { id: 'tmdb', strings: 'admin.tmdb', Content: TmdbTest },
  { id: 'm3u8', strings: 'admin.m3u8', Content: M3u8ProxyTests },
  { id: 'embeds', strings: 'admin.embeds', Content: EmbedOrderSettings },
];

/**
 * /admin (spec doc 3 §2): the diagnostics page — the site's configuration, tests of its backend,
 * workers, film database and M3U8 proxies, and the embed order. No access check (doc 3 §6): it
 * shows what `/config.json` already tells anyone, and changes only this browser's settings.
 */
export function AdminPage() {
  const { t } = useTranslation();
  return (
    <div className="admin">
      <h1>{t('admin.title')}</h1>
      <p className="admin-intro">{t('admin.intro')}</p>
      {SECTIONS.map(({ id, strings, Content }) => (
        <section key={id} id={id} className="admin-section" aria-labelledby={`admin-${id}-title`}>
          <h2 id={`admin-${id}-title`}>{t(`${strings}.title`)}</h2>
          <p className="admin-hint">{t(`${strings}.hint`)}</p>
          <Content />
        </section>
      ))}
    </div>
  );
}
