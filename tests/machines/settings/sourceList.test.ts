import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Scraper } from '../../../src/contracts/scrape.ts';
import { sourceListMachine } from '../../../src/machines/settings/sourceList.machine.ts';
import { createScraperClient } from '../../../src/services/scraper/index.ts';
import { eventually } from '../../support/eventually.ts';
import { transitionTests } from '../../support/model.ts';
import { holdRequests } from '../../support/network.ts';

const BASE = 'https://scraper.example';
const SCRAPERS: Scraper[] = [
  { type: 'source', id: 'library', rank: 200, name: 'Library' },
  { type: 'embed', id: 'player', rank: 10, name: 'Player' },
];

/** The real scraper client, its `/metadata` answered by the test. */
function listSystem() {
  const scraper = createScraperClient({ baseUrl: BASE });
  return {
    system: {
      metadata: holdRequests('get', `${BASE}/metadata`),
      /** The list the last answer gave, and the loads the machine should have asked for. */
      answered: [] as Scraper[],
      loads: 1,
    },
    input: { scraper },
  };
}
type System = ReturnType<typeof listSystem>['system'];

function answer(system: System, scrapers: Scraper[]) {
  system.answered = scrapers;
  system.metadata.respond(200, scrapers);
}

const walks = transitionTests({
  machine: sourceListMachine,
  input: { scraper: createScraperClient({ baseUrl: BASE }) },
  system: listSystem,
  events: () => [{ type: 'sources.retry' as const }],
  outcomes: {
    loadScrapers: [
      { done: SCRAPERS, cause: (system: System) => answer(system, SCRAPERS) },
      { done: [], cause: (system: System) => answer(system, []) },
      {
        error: {},
        cause: ({ metadata }: System) => {
          vi.spyOn(console, 'error').mockImplementation(() => {});
          metadata.respond(503);
        },
      },
    ],
  },
  perform: {
    'sources.retry': (system: System, actor, event) => {
      if (actor.getSnapshot().matches('failed')) system.loads += 1;
      actor.send(event as never);
    },
  },
  assert: {
    ready: (system, actor) => expect(actor.getSnapshot().context.scrapers).toEqual(system.answered),
    failed: () => expect(console.error).toHaveBeenCalled(),
  },
  invariant: (system, actor) => {
    // The list shows only once loaded; every load (the first, each retry) asks the server once.
    if (!actor.getSnapshot().matches('ready')) {
      expect(actor.getSnapshot().context.scrapers).toEqual([]);
    }
    return eventually(() => expect(system.metadata.received).toBe(system.loads));
  },
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sourceList machine: every transition', () => {
  it.each(walks)('$name', ({ run }) => run());
});

describe('sourceList: the scrapers of the settings (doc 1 §2)', () => {
  it('loads the scrapers, and after a failure loads them again on a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { system, input } = listSystem();
    system.metadata.respond(500);
    system.metadata.respond(200, SCRAPERS);
    const actor = createActor(sourceListMachine, { input }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.scrapers).toEqual([]);
    expect(console.error).toHaveBeenCalledOnce();
    actor.send({ type: 'sources.retry' });
    const ready = await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(ready.context.scrapers).toEqual(SCRAPERS);
    expect(system.metadata.received).toBe(2);
    actor.stop();
  });

  it('takes a malformed list for a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { system, input } = listSystem();
    system.metadata.respond(200, [{ id: 'no-type' }]);
    const actor = createActor(sourceListMachine, { input }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.stop();
  });

  it('gives up the request when it is stopped', async () => {
    const { system, input } = listSystem();
    const actor = createActor(sourceListMachine, { input }).start();
    await eventually(() => expect(system.metadata.received).toBe(1));
    const [request] = system.metadata.requests;
    actor.stop();
    expect(request?.signal.aborted).toBe(true);
  });
});
