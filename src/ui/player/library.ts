import { createLibraryClient, type LibraryClient } from '../../services/library/client.ts';
import type { Stores } from '../../services/storage/index.ts';
import { AppActor } from '../app/AppActor.ts';

// One library client per app (per set of stores), so its manifest is read once for every player.
const libraries = new WeakMap<Stores, LibraryClient>();

/** The app's media library client. */
export function useLibrary(): LibraryClient {
  const stores = AppActor.useSelector((snapshot) => snapshot.context.stores);
  let library = libraries.get(stores);
  if (!library) {
    library = createLibraryClient({ baseUrl: '/library' });
    libraries.set(stores, library);
  }
  return library;
}
