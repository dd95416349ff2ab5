import '../../i18n/english/settings.ts';
import { useSelector } from '@xstate/react';
import type { Scraper } from '../../contracts/scrape.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { OrderList } from './OrderList.tsx';
import { Switch } from './Switch.tsx';
import { dropped, embedRows, moved, toggled } from './sourceRows.ts';
import { useChangeSettings } from './useChangeSettings.ts';

/**
 * The embed scrapers' order (spec doc 1 §2–§3, doc 3 §2): whether the viewer keeps their own,
 * the list to reorder (buttons, or dragged by a handle) and each one's switch. On Settings ›
 * Source order and the admin page, on the same preferences.
 */
export function EmbedOrderGroup({ scrapers }: { scrapers: readonly Scraper[] }) {
  const { t } = useTranslation();
  const { preferences } = useAppStores();
  const settings = useSelector(preferences, (snapshot) => snapshot.context);
  const set = useChangeSettings();
  const embeds = embedRows(scrapers, settings);
  if (embeds.length === 0) return null;
  return (
    <div className="settings-group">
      <h3>{t('settings.sourceOrder.embeds.title')}</h3>
      <Switch
        label={t('settings.sourceOrder.embeds.enable')}
        description={t('settings.sourceOrder.embeds.hint')}
        checked={settings.enableEmbedOrder}
        onChange={(enableEmbedOrder) => set({ enableEmbedOrder })}
      />
      <OrderList
        label={t('settings.sourceOrder.embeds.title')}
        rows={embeds}
        ordering={settings.enableEmbedOrder}
        onMove={(index, direction) => set({ embedOrder: moved(embeds, index, direction) })}
        onDrop={(from, to) => set({ embedOrder: dropped(embeds, from, to) })}
        onEnable={(id, enabled) =>
          set({ disabledEmbeds: toggled(settings.disabledEmbeds, id, !enabled) })
        }
      />
    </div>
  );
}
