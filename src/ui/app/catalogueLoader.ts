import { useTranslation } from '../../i18n/useTranslation.ts';
import type { Catalogue } from '../../services/catalogue.ts';
import { AppActor } from './AppActor.ts';

/**
 * The catalogue for views on the first screen (the home search): fetched with its code the first
 * time it is needed rather than with the page.
 */
export function useCatalogueLoader(): () => Promise<Catalogue> {
  const { config, stores } = AppActor.useSelector((snapshot) => snapshot.context);
  const { i18n } = useTranslation();
  return () =>
    import('./catalogue.ts').then(({ catalogueFor }) =>
      catalogueFor(config, stores, () => i18n.language),
    );
}
