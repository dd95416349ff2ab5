import { createContext, useContext } from 'react';
import type { Catalogue } from '../../services/catalogue.ts';

/** The app's film-database and release-list clients; views hand them to their machines. */
export const CatalogueContext = createContext<Catalogue | null>(null);

export function useCatalogue(): Catalogue {
  const catalogue = useContext(CatalogueContext);
  if (!catalogue) throw new Error('useCatalogue needs a CatalogueContext provider');
  return catalogue;
}
