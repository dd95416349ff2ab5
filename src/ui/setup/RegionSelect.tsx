import '../../i18n/english/access.ts';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { streamAccessConfigOf } from '../../contracts/streamAccessConfig.ts';
import { REGIONS, type Region } from '../../domain/regions.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { regionInUse, regionMachine } from '../../machines/setup/region.machine.ts';
import { browserStorage } from '../../services/storage/browser.ts';
import { openRegionStore, type RegionStore } from '../../services/storage/stores/region.ts';
import { useConfig } from '../app/AppActor.ts';
import { useViewActorOptions } from '../app/useViewActorOptions.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { SelectField } from '../settings/SettingsField.tsx';

/** The region store of each running app: opened by the first view that needs it, kept with the app. */
const opened = new WeakMap<object, RegionStore>();

function useRegionStore(): RegionStore {
  const stores = useAppStores();
  let store = opened.get(stores);
  if (!store) {
    store = openRegionStore({ storage: browserStorage() });
    opened.set(stores, store);
  }
  return store;
}

/** The dropdown's value for going back to the detected region. */
const AUTOMATIC = 'automatic';

/**
 * The region of the file host's servers (spec doc 1 §2, §3, §4): detected when this shows (unless
 * picked, or detected within 30 days), or one of the nine picked by the user.
 */
export function RegionSelect() {
  const { t } = useTranslation();
  const { GEOLOCATION_URL, GEOLOCATION_FALLBACK_URL } = streamAccessConfigOf(useConfig());
  const region = useActorRef(regionMachine, {
    ...useViewActorOptions(),
    input: {
      store: useRegionStore(),
      primaryUrl: GEOLOCATION_URL,
      fallbackUrl: GEOLOCATION_FALLBACK_URL,
    },
  });
  useEffect(() => region.send({ type: 'region.detect' }), [region]);
  const detecting = useSelector(region, (snapshot) => snapshot.matches('detecting'));
  const inUse = useSelector(region, (snapshot) => regionInUse(snapshot.context));
  const userPicked = useSelector(region, (snapshot) => snapshot.context.stored.userPicked);
  // A picked region hides the detected one: it is detected again once automatic is chosen.
  const automatic = detecting
    ? t('access.region.detecting')
    : userPicked
      ? t('access.region.automatic')
      : t('access.region.automaticDetected', { region: t(`access.region.names.${inUse}`) });

  return (
    <SelectField
      label={t('access.region.label')}
      hint={t('access.region.hint')}
      value={userPicked ? inUse : AUTOMATIC}
      onChange={(event) => {
        const value = event.currentTarget.value;
        region.send(
          value === AUTOMATIC
            ? { type: 'region.automatic' }
            : { type: 'region.picked', region: value as Region },
        );
      }}
      options={[
        { value: AUTOMATIC, label: automatic },
        ...REGIONS.map((value) => ({ value, label: t(`access.region.names.${value}`) })),
      ]}
    />
  );
}
