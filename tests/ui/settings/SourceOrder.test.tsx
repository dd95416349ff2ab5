// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../../src/contracts/config.ts';
import type { Scraper } from '../../../src/contracts/scrape.ts';
import type { Stores } from '../../../src/services/storage/index.ts';
import { LIBRARY_SOURCE } from '../../support/library.ts';
import { holdRequests, network } from '../../support/network.ts';
import { renderApp } from '../../support/renderApp.tsx';

const METADATA = `${location.origin}/library/scraper/metadata`;

/** The scraping API's scrapers, not in rank order; "Archive" only plays shows. */
const SCRAPERS: Scraper[] = [
  LIBRARY_SOURCE,
  { type: 'source', id: 'archive', rank: 300, name: 'Archive', mediaTypes: ['show'] },
  { type: 'source', id: 'mirror', rank: 100, name: 'Mirror' },
  { type: 'embed', id: 'reel', rank: 10, name: 'Reel' },
  { type: 'embed', id: 'frame', rank: 50, name: 'Frame' },
];

async function renderSettings({
  path = '/settings',
  scrapers = SCRAPERS,
  config,
  prepare,
}: {
  path?: string;
  scrapers?: Scraper[];
  config?: Partial<AppConfig>;
  prepare?: (stores: Stores) => void;
} = {}) {
  network.use(http.get(METADATA, () => HttpResponse.json(scrapers)));
  const user = userEvent.setup();
  const view = await renderApp({ path, config, prepare });
  const section = await screen.findByRole('region', { name: 'Source order' });
  return { ...view, user, section: within(section), sectionElement: section };
}

/** The names in a list, top to bottom, as a user reads them. */
function namesIn(listName: string) {
  const list = screen.getByRole('list', { name: listName });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.settings-order-name')?.firstChild?.textContent);
}
const preferences = (stores: Stores) => stores.preferences.getSnapshot().context;
/** The section's loading note (other sections of the page have live regions of their own). */
async function loadingNote() {
  const section = await screen.findByRole('region', { name: 'Source order' });
  return within(section).findByRole('status');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('settings: source order (doc 1 §2–§3, doc 2 §2)', () => {
  it('shows the page with its sections, and the sources by rank, then the embed providers', async () => {
    await renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const nav = within(screen.getByRole('navigation', { name: 'Settings sections' }));
    expect(nav.getByRole('link', { name: 'Source order' })).toHaveAttribute(
      'href',
      '/settings#source-order',
    );
    await screen.findByRole('list', { name: 'Sources' });
    // Every source is listed, whatever media it plays; the configured embed page comes last.
    expect(namesIn('Sources')).toEqual(['Archive', 'Library', 'Mirror', 'Local player']);
    expect(namesIn('Embed scrapers')).toEqual(['Frame', 'Reel']);
    expect(screen.getByRole('switch', { name: 'Use my own source order' })).not.toBeChecked();
    // Moving waits for the viewer's own order.
    expect(screen.getByRole('button', { name: 'Move Library up' })).toBeDisabled();
  });

  it('says it is loading until the scraping API answers', async () => {
    const metadata = holdRequests('get', METADATA);
    await renderApp({ path: '/settings' });
    expect(await loadingNote()).toHaveTextContent('Loading sources…');
    metadata.respond(200, SCRAPERS);
    await screen.findByRole('list', { name: 'Sources' });
    expect(screen.queryByText('Loading sources…')).not.toBeInTheDocument();
  });

  it('keeps the order the viewer makes, and shows it', async () => {
    const { user, stores } = await renderSettings();
    await screen.findByRole('list', { name: 'Sources' });
    await user.click(screen.getByRole('switch', { name: 'Use my own source order' }));
    expect(screen.getByRole('switch', { name: 'Use my own source order' })).toBeChecked();
    expect(preferences(stores).enableSourceOrder).toBe(true);

    const up = screen.getByRole('button', { name: 'Move Library up' });
    await user.click(up);
    expect(namesIn('Sources')).toEqual(['Library', 'Archive', 'Mirror', 'Local player']);
    expect(preferences(stores).sourceOrder).toEqual(['library', 'archive', 'mirror', 'local']);
    // The button moved with its row and keeps the focus, for the next press.
    expect(screen.getByRole('button', { name: 'Move Library up' })).toHaveFocus();
    // At the top it does nothing more.
    await user.keyboard('{Enter}');
    expect(preferences(stores).sourceOrder).toEqual(['library', 'archive', 'mirror', 'local']);

    await user.click(screen.getByRole('button', { name: 'Move Local player up' }));
    expect(namesIn('Sources')).toEqual(['Library', 'Archive', 'Local player', 'Mirror']);
    expect(preferences(stores).sourceOrder).toEqual(['library', 'archive', 'local', 'mirror']);
    // The embed scrapers keep their own order.
    expect(preferences(stores).embedOrder).toEqual([]);
  });

  it('shows a kept order, with sources the viewer never ordered after it by rank', async () => {
    await renderSettings({
      prepare: (stores) =>
        stores.preferences.trigger.set({ enableSourceOrder: true, sourceOrder: ['mirror'] }),
    });
    await screen.findByRole('list', { name: 'Sources' });
    expect(namesIn('Sources')).toEqual(['Mirror', 'Archive', 'Library', 'Local player']);
  });

  it('switches a source off, and on again', async () => {
    const { user, stores } = await renderSettings();
    await screen.findByRole('list', { name: 'Sources' });
    const mirror = screen.getByRole('switch', { name: 'Enabled: Mirror' });
    expect(mirror).toBeChecked();
    await user.click(mirror);
    expect(mirror).not.toBeChecked();
    expect(preferences(stores).disabledSources).toEqual(['mirror']);
    // Still listed, where it was: this is where it is switched back on.
    expect(namesIn('Sources')).toEqual(['Archive', 'Library', 'Mirror', 'Local player']);
    await user.click(mirror);
    expect(preferences(stores).disabledSources).toEqual([]);
  });

  it('orders and switches off the embed scrapers the same way', async () => {
    const { user, stores } = await renderSettings();
    await screen.findByRole('list', { name: 'Embed scrapers' });
    expect(screen.getByRole('button', { name: 'Move Reel up' })).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'Use my own embed order' }));
    expect(preferences(stores).enableEmbedOrder).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Move Frame down' }));
    expect(namesIn('Embed scrapers')).toEqual(['Reel', 'Frame']);
    expect(preferences(stores).embedOrder).toEqual(['reel', 'frame']);

    await user.click(screen.getByRole('switch', { name: 'Enabled: Frame' }));
    expect(preferences(stores).disabledEmbeds).toEqual(['frame']);
    expect(screen.getByRole('switch', { name: 'Enabled: Frame' })).not.toBeChecked();
    // None of it touches the sources.
    expect(preferences(stores)).toMatchObject({
      enableSourceOrder: false,
      sourceOrder: [],
      disabledSources: [],
    });
  });

  it('says when the sources could not be loaded, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const metadata = holdRequests('get', METADATA);
    const user = userEvent.setup();
    await renderApp({ path: '/settings' });
    metadata.respond(500);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load the sources");
    expect(screen.queryByRole('list', { name: 'Sources' })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await loadingNote()).toHaveTextContent('Loading sources…');
    metadata.respond(200, SCRAPERS);
    await screen.findByRole('list', { name: 'Sources' });
    expect(namesIn('Sources')).toEqual(['Archive', 'Library', 'Mirror', 'Local player']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(metadata.received).toBe(2);
  });

  it('says when no source is set up', async () => {
    const { section } = await renderSettings({ scrapers: [], config: { EMBED_PROVIDERS: [] } });
    expect(await section.findByText('No sources are set up.')).toBeVisible();
    expect(section.queryByRole('list')).not.toBeInTheDocument();
    expect(section.queryByRole('switch', { name: 'Use my own source order' })).toBeNull();
  });

  it('lists only the embed providers without a scraping API', async () => {
    await renderApp({ path: '/settings', config: { SCRAPER_URL: '' } });
    await screen.findByRole('list', { name: 'Sources' });
    expect(namesIn('Sources')).toEqual(['Local player']);
    expect(screen.queryByRole('list', { name: 'Embed scrapers' })).not.toBeInTheDocument();
  });

  it('stores the choice to pick sources by hand', async () => {
    const { user, stores } = await renderSettings();
    const manual = screen.getByRole('switch', { name: 'Pick sources by hand' });
    expect(manual).not.toBeChecked();
    await user.click(manual);
    expect(manual).toBeChecked();
    expect(preferences(stores).manualSourceSelection).toBe(true);
    await user.click(manual);
    expect(preferences(stores).manualSourceSelection).toBe(false);
  });

  it('starts at the section when the address names it (/settings#source-order)', async () => {
    const scrolled = vi.fn();
    // jsdom lays nothing out and has no scrollIntoView; the router calls it for the hash.
    Element.prototype.scrollIntoView = scrolled;
    try {
      const { sectionElement } = await renderSettings({ path: '/settings#source-order' });
      expect(sectionElement).toHaveAttribute('id', 'source-order');
      await waitFor(() => expect(sectionElement).toHaveFocus());
      await waitFor(() => expect(scrolled.mock.contexts).toContain(sectionElement));
      expect(screen.getByRole('link', { name: 'Source order' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it("goes to the section from the page's nav", async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      const { user, router, sectionElement } = await renderSettings();
      await user.click(screen.getByRole('link', { name: 'Source order' }));
      await waitFor(() => expect(sectionElement).toHaveFocus());
      expect(router.state.location.hash).toBe('source-order');
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('does not move the focus without the hash', async () => {
    const { sectionElement } = await renderSettings();
    await screen.findByRole('list', { name: 'Sources' });
    expect(sectionElement).not.toHaveFocus();
    expect(screen.getByRole('link', { name: 'Source order' })).not.toHaveAttribute('aria-current');
  });
});
