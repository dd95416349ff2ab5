import '../../i18n/english/settings.ts';
import { useSelector } from '@xstate/react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { useEmbedProviders } from '../player/scraper.ts';
import { EmbedOrderGroup } from './EmbedOrderGroup.tsx';
import { OrderList } from './OrderList.tsx';
import { ScraperListStatus } from './ScraperListStatus.tsx';
import { Switch } from './Switch.tsx';
import { dropped, embedRows, moved, sourceRows, toggled } from './sourceRows.ts';
import { useChangeSettings } from './useChangeSettings.ts';
import { useScraperList } from './useScraperList.ts';

/**
 * Settings › Source order (spec doc 1 §2–§3, doc 2 §2): the order the player tries the sources and
 * the embed scrapers in, which ones it skips, and whether the viewer picks the source by hand.
 */
export function SourceOrderSection() {
  const { t } = useTranslation();
  const { preferences } = useAppStores();
  const settings = useSelector(preferences, (snapshot) => snapshot.context);
  const set = useChangeSettings();
  const providers = useEmbedProviders();
  const list = useScraperList();
  const sources = sourceRows(list.scrapers, providers, settings);
  const embeds = embedRows(list.scrapers, settings);

  return (
    <>
      <p>{t('settings.sourceOrder.intro')}</p>
      <Switch
        label={t('settings.sourceOrder.manual')}
        description={t('settings.sourceOrder.manualHint')}
        checked={settings.manualSourceSelection}
        onChange={(manualSourceSelection) => set({ manualSourceSelection })}
      />
      <ScraperListStatus list={list} />
      {list.state === 'ready' && sources.length === 0 && embeds.length === 0 && (
        <p className="settings-note">{t('settings.sourceOrder.empty')}</p>
      )}
      {list.state === 'ready' && sources.length > 0 && (
        <div className="settings-group">
          <h3>{t('settings.sourceOrder.sources.title')}</h3>
          <Switch
            label={t('settings.sourceOrder.sources.enable')}
            description={t('settings.sourceOrder.sources.hint')}
            checked={settings.enableSourceOrder}
            onChange={(enableSourceOrder) => set({ enableSourceOrder })}
          />
          <OrderList
            label={t('settings.sourceOrder.sources.title')}
            rows={sources}
            ordering={settings.enableSourceOrder}
            onMove={(index, direction) => set({ sourceOrder: moved(sources, index, direction) })}
            onDrop={(from, to) => set({ sourceOrder: dropped(sources, from, to) })}
            onEnable={(id, enabled) =>
              set({ disabledSources: toggled(settings.disabledSources, id, !enabled) })
            }
          />
        </div>
      )}
      {list.state === 'ready' && <EmbedOrderGroup scrapers={list.scrapers} />}
    </>
  );
}
