import { screen, within } from '@testing-library/react';
import type { Stores } from '../../../src/services/storage/index.ts';
import { localCatalogue } from '../../services/tmdb/support.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { serveTitles } from './titles.ts';

export const METROPOLIS = 'tmdb-movie-19-metropolis';
export const PIONEER_ONE = 'tmdb-tv-30295-pioneer-one';

/** The bookmarks page (which asks the network nothing) with the details of `mediaId` over it. */
export async function renderDetails(
  mediaId: string,
  { prepare, serve = true }: { prepare?: (stores: Stores) => void; serve?: boolean } = {},
) {
  const served = serve ? serveTitles(localCatalogue) : undefined;
  const app = await renderApp({ path: `/bookmarks?r=/details/${mediaId}`, prepare });
  const dialog = await screen.findByRole('dialog');
  return { ...app, dialog, inDialog: within(dialog), requests: served?.requests ?? [] };
}

/** The dialog once the title is in: its heading is the title. */
export async function loadedDetails(
  mediaId: string,
  title: string,
  options?: Parameters<typeof renderDetails>[1],
) {
  const view = await renderDetails(mediaId, options);
  await view.inDialog.findByRole('heading', { name: title });
  return view;
}

export const progressOf = (stores: Stores, tmdbId: string, episodeId: string) =>
  stores.progress.getSnapshot().context.items[tmdbId]?.episodes[episodeId]?.progress;
