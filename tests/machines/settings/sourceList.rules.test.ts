import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor } from 'xstate';
import type { Scraper } from '../../../src/contracts/scrape.ts';
import { sourceListMachine } from '../../../src/machines/settings/sourceList.machine.ts';
import { createScraperClient } from '../../../src/services/scraper/index.ts';
import { eventually } from '../../support/eventually.ts';
import { holdRequests } from '../../support/network.ts';

/**
 * The rules of the source-order settings' scraper list (spec doc 1 §2 `/settings#source-order`),
 * stated against the real machine and the real scraper client (its `/metadata` through MSW): what
 * the page reads is loading, ready or failed, and the scrapers.
 */
const BASE = 'https://scraper.example';
const SCRAPERS: Scraper[] = [
  { type: 'source', id: 'library', rank: 200, name: 'Library' },
  { type: 'embed', id: 'player', rank: 10, name: 'Player' },
];

let actor: Actor<typeof sourceListMachine> | undefined;
afterEach(() => {
  actor?.stop();
  vi.restoreAllMocks();
});

function open() {
  const metadata = holdRequests('get', `${BASE}/metadata`);
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  actor = createActor(sourceListMachine, {
    input: { scraper: createScraperClient({ baseUrl: BASE }) },
  }).start();
  const running = actor;
  return {
    metadata,
    logged,
    retry: () => running.send({ type: 'sources.retry' }),
    /** What the page shows, as useScraperList reads it. */
    shown: () => {
      const snapshot = running.getSnapshot();
      const state = snapshot.matches('ready')
        ? 'ready'
        : snapshot.matches('failed')
          ? 'failed'
          : 'loading';
      return { state, scrapers: snapshot.context.scrapers };
    },
  };
}

describe('sourceList: loaded from the scraping API’s /metadata', () => {
  it('asks at once, and lists the scrapers it answers', async () => {
    const page = open();
    expect(page.shown()).toEqual({ state: 'loading', scrapers: [] });
    await eventually(() => expect(page.metadata.received).toBe(1));
    page.metadata.respond(200, SCRAPERS);
    await eventually(() => expect(page.shown()).toEqual({ state: 'ready', scrapers: SCRAPERS }));
    expect(page.logged).not.toHaveBeenCalled();
  });

  it('a retry once loaded asks nothing more', async () => {
    const page = open();
    page.metadata.respond(200, SCRAPERS);
    await eventually(() => expect(page.shown().state).toBe('ready'));
    page.retry();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(page.metadata.received).toBe(1);
    expect(page.shown().state).toBe('ready');
  });
});

describe('sourceList: a failure is logged and can be tried again', () => {
  it('a failed load shows failed, and logs why', async () => {
    const page = open();
    page.metadata.respond(500);
    await eventually(() => expect(page.shown()).toEqual({ state: 'failed', scrapers: [] }));
    expect(page.logged).toHaveBeenCalledTimes(1);
    expect(page.logged.mock.calls[0]?.[0]).toBe('The scraper list failed to load');
    expect(page.logged.mock.calls[0]?.[1]).toBeInstanceOf(Error);
  });

  it('a retry asks again, and lists what that answers', async () => {
    const page = open();
    page.metadata.fail();
    await eventually(() => expect(page.shown().state).toBe('failed'));
    page.retry();
    expect(page.shown().state).toBe('loading');
    await eventually(() => expect(page.metadata.received).toBe(2));
    page.metadata.respond(200, SCRAPERS);
    await eventually(() => expect(page.shown()).toEqual({ state: 'ready', scrapers: SCRAPERS }));
  });

  it('a retry while loading asks nothing more', async () => {
    const page = open();
    page.retry();
    await eventually(() => expect(page.metadata.received).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(page.metadata.received).toBe(1);
  });
});
