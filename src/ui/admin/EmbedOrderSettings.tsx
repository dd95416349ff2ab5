import '../../i18n/english/admin.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { EmbedOrderGroup } from '../settings/EmbedOrderGroup.tsx';
import { ScraperListStatus } from '../settings/ScraperListStatus.tsx';
import { useScraperList } from '../settings/useScraperList.ts';
import '../settings/settings.css';

/**
 * Embed order settings (spec doc 3 §2): the embed scrapers of the scraping API, in the order the
 * player tries them, each switched on or off — the same preferences as Settings › Source order.
 */
export function EmbedOrderSettings() {
  const { t } = useTranslation();
  const list = useScraperList();
  const hasEmbeds = list.scrapers.some((scraper) => scraper.type === 'embed');
  return (
    <>
      <ScraperListStatus list={list} />
      {list.state === 'ready' &&
        (hasEmbeds ? (
          <EmbedOrderGroup scrapers={list.scrapers} />
        ) : (
          <p className="admin-note">{t('admin.embeds.none')}</p>
        ))}
    </>
  );
}
