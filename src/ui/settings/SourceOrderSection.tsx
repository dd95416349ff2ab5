import '../../i18n/english/settings.ts';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { sourceListMachine } from '../../machines/settings/sourceList.machine.ts';
import { useViewActorOptions } from '../app/useViewActorOptions.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { useEmbedProviders, useScraper } from '../player/scraper.ts';
import { Button } from '../primitives/Button.tsx';
import { OrderList } from './OrderList.tsx';
import { Switch } from './Switch.tsx';
import { embedRows, moved, sourceRows, toggled } from './sourceRows.ts';
import { useChangeSettings } from './useChangeSettings.ts';

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
  const list = useActorRef(sourceListMachine, {
    ...useViewActorOptions(),
    input: { scraper: useScraper() },
  });
  const state = useSelector(list, (snapshot) =>
    snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading',
  );
  const scrapers = useSelector(list, (snapshot) => snapshot.context.scrapers);
  const sources = sourceRows(scrapers, providers, settings);
  const embeds = embedRows(scrapers, settings);

  return (
    <>
      <p>{t('settings.sourceOrder.intro')}</p>
      <Switch
        label={t('settings.sourceOrder.manual')}
        description={t('settings.sourceOrder.manualHint')}
        checked={settings.manualSourceSelection}
        onChange={(manualSourceSelection) => set({ manualSourceSelection })}
      />
      {state === 'loading' && (
        <p role="status" className="settings-note">
          {t('settings.sourceOrder.loading')}
        </p>
      )}
      {state === 'failed' && (
        <div role="alert" className="settings-note">
          <p>{t('settings.sourceOrder.failed')}</p>
          <Button onClick={() => list.send({ type: 'sources.retry' })}>
            {t('settings.sourceOrder.retry')}
          </Button>
        </div>
      )}
      {state === 'ready' && sources.length === 0 && embeds.length === 0 && (
        <p className="settings-note">{t('settings.sourceOrder.empty')}</p>
      )}
      {state === 'ready' && sources.length > 0 && (
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
            onEnable={(id, enabled) =>
              set({ disabledSources: toggled(settings.disabledSources, id, !enabled) })
            }
          />
        </div>
      )}
      {state === 'ready' && embeds.length > 0 && (
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
            onEnable={(id, enabled) =>
              set({ disabledEmbeds: toggled(settings.disabledEmbeds, id, !enabled) })
            }
          />
        </div>
      )}
    </>
  );
}
