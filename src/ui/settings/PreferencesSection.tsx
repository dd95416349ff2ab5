import '../../i18n/english/settings.ts';
import { useSelector } from '@xstate/react';
import type { HomeSection, Preferences } from '../../contracts/stored.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useConfig } from '../app/AppActor.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { OrderList } from './OrderList.tsx';
import { Switch } from './Switch.tsx';
import { moved, type OrderRow } from './sourceRows.ts';
import { useChangeSettings } from './useChangeSettings.ts';

type OnOff = {
  [K in keyof Preferences]: Preferences[K] extends boolean ? K : never;
}[keyof Preferences];

const BROWSING: OnOff[] = [
  'enableDiscover',
  'enableFeatured',
  'enableDetailsModal',
  'enableImageLogos',
  'enableCarouselView',
  'forceCompactEpisodeView',
];

/** Skip credits only changes when autoplay starts the next episode, so both need autoplay allowed. */
const AUTOPLAY: OnOff[] = ['enableAutoplay', 'enableSkipCredits'];

const PLAYER: OnOff[] = [
  'enableThumbnails',
  'enableNativeSubtitles',
  'enableHoldToBoost',
  'enableDoubleClickToSeek',
  'enableLowPerformanceMode',
];

/**
 * Settings › Preferences (spec doc 1 §3): the on/off preferences of browsing and of the player, and
 * the order of the home page's sections. The source order, the keys and the catalogue proxy have
 * their own sections.
 */
export function PreferencesSection() {
  const { t } = useTranslation();
  const config = useConfig();
  const { preferences } = useAppStores();
  const settings = useSelector(preferences, (snapshot) => snapshot.context);
  const set = useChangeSettings();
  const sections: OrderRow[] = settings.homeSectionOrder.map((section) => ({
    id: section,
    name: t(`settings.preferences.homeSections.${section}`),
    provider: false,
    enabled: true,
  }));

  const switches = (keys: OnOff[]) =>
    keys.map((key) => (
      <Switch
        key={key}
        label={t(`settings.preferences.${key}`)}
        description={t(`settings.preferences.${key}Hint`)}
        checked={settings[key]}
        onChange={(on) => set({ [key]: on })}
      />
    ));

  return (
    <>
      <p>{t('settings.preferences.intro')}</p>
      <div className="settings-group">
        <h3>{t('settings.preferences.browsing')}</h3>
        {switches(BROWSING)}
        <h4>{t('settings.preferences.homeSectionOrder')}</h4>
        <p className="settings-note">{t('settings.preferences.homeSectionOrderHint')}</p>
        <OrderList
          label={t('settings.preferences.homeSectionOrder')}
          rows={sections}
          ordering
          onMove={(index, direction) =>
            // The rows are the stored sections, so their ids are sections too.
            set({ homeSectionOrder: moved(sections, index, direction) as HomeSection[] })
          }
        />
      </div>
      <div className="settings-group">
        <h3>{t('settings.preferences.player')}</h3>
        {switches(config.ALLOW_AUTOPLAY ? [...AUTOPLAY, ...PLAYER] : PLAYER)}
      </div>
    </>
  );
}
