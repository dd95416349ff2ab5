import { createStores } from '../../../src/services/storage/index.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';

export const LOVED = '[HEART]Loved';
export const CLASSICS = '[STAR]Classics';

/** Stores with Metropolis in two groups, Nosferatu in Loved and Sherlock Jr. in none. */
export function bookmarkedStores() {
  const stores = createStores(memoryStorage());
  const bookmark = (tmdbId: string, title: string, group: string[]) => {
    stores.bookmarks.trigger.added({ media: { tmdbId, type: 'movie', title }, at: 1_000 });
    if (group.length) stores.bookmarks.trigger.groupsSet({ tmdbId, group, at: 1_000 });
  };
  bookmark('19', 'Metropolis', [LOVED, CLASSICS]);
  bookmark('653', 'Nosferatu', [LOVED]);
  bookmark('992', 'Sherlock Jr.', []);
  return stores;
}
