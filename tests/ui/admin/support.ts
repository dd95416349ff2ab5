import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { AppConfig } from '../../../src/contracts/config.ts';
import type { Scraper } from '../../../src/contracts/scrape.ts';
import type { Stores } from '../../../src/services/storage/index.ts';
import { network } from '../../support/network.ts';
import { renderApp } from '../../support/renderApp.tsx';

/** The scraping API's embed scrapers: Frame ranks above Reel. */
export const EMBED_SCRAPERS: Scraper[] = [
  { type: 'embed', id: 'reel', rank: 10, name: 'Reel' },
  { type: 'embed', id: 'frame', rank: 50, name: 'Frame' },
];

/** /admin as a user opens it, and one of its sections (by its heading) to work in. */
export async function renderAdminSection(
  name: string,
  options: {
    config?: Partial<AppConfig>;
    prepare?: (stores: Stores) => void;
    storage?: Storage;
    scrapers?: Scraper[];
  } = {},
) {
  const { scrapers = EMBED_SCRAPERS, ...rest } = options;
  network.use(
    http.get(`${location.origin}/library/scraper/metadata`, () => HttpResponse.json(scrapers)),
  );
  const user = userEvent.setup();
  const view = await renderApp({ path: '/admin', ...rest });
  const element = await screen.findByRole('region', { name });
  return { ...view, user, section: within(element) };
}
