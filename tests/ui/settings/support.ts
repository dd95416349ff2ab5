import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { AppConfig } from '../../../src/contracts/config.ts';
import type { Stores } from '../../../src/services/storage/index.ts';
import { network } from '../../support/network.ts';
import { renderApp } from '../../support/renderApp.tsx';

/** /settings as a user opens it, and one of its sections (by its heading) to work in. */
export async function renderSettingsSection(
  name: string,
  options: { config?: Partial<AppConfig>; prepare?: (stores: Stores) => void } = {},
) {
  // The source-order section lists the scraping API's scrapers; none are needed here.
  network.use(http.get(`${location.origin}/library/scraper/metadata`, () => HttpResponse.json([])));
  const user = userEvent.setup();
  const view = await renderApp({ path: '/settings', ...options });
  const element = await screen.findByRole('region', { name });
  return { ...view, user, section: within(element) };
}
