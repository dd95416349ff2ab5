import type { AppConfig } from '../../contracts/config.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { type Catalogue, createCatalogue } from '../../services/catalogue.ts';
import type { Stores } from '../../services/storage/index.ts';
import { AppActor } from './AppActor.ts';

// One catalogue per app (per set of stores): its answer cache is shared by every view. This module
// is only imported by code-split views, so the film-database client stays out of the first load.
const catalogues = new WeakMap<Stores, Catalogue>();

export function catalogueFor(config: AppConfig, stores: Stores, language: () => string): Catalogue {
  let catalogue = catalogues.get(stores);
  if (!catalogue) {
    catalogue = createCatalogue({ config, preferences: stores.preferences, language });
    catalogues.set(stores, catalogue);
  }
  return catalogue;
}

/** The app's film-database and release-list clients; views hand them to their machines. */
export function useCatalogue(): Catalogue {
  const { config, stores } = AppActor.useSelector((snapshot) => snapshot.context);
  const { i18n } = useTranslation();
  return catalogueFor(config, stores, () => i18n.language);
}
