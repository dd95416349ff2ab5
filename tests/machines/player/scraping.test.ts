// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ScrapeMedia } from '../../../src/contracts/scrape.ts';
import { clipStream } from '../../../src/domain/library.ts';
import { scrapingMachine } from '../../../src/machines/player/scraping.machine.ts';
import { createScraperClient, memoryTokenStore } from '../../../src/services/scraper/index.ts';
import { eventually } from '../../support/eventually.ts';
import { testClip } from '../../support/library.ts';
import { type Outcome, transitionTests } from '../../support/model.ts';
import { holdRequests } from '../../support/network.ts';
import { eventStream } from '../../support/scraper.ts';

const SCRAPER = `${location.origin}/library/scraper`;
const stream = clipStream(testClip, `${location.origin}/library`);
const media: ScrapeMedia = {
  type: 'movie',
  title: 'Big Buck Bunny',
  releaseYear: 2008,
  tmdbId: '10378',
};

/** A run where the first source fails and the second finds an embed that plays. */
const flakyThenEmbed = [
  ['init', { sourceIds: ['flaky', 'embeds'] }],
  ['start', 'flaky'],
  ['update', { id: 'flaky', percentage: 100, status: 'failure', reason: 'Failed to scrape' }],
  ['start', 'embeds'],
  ['update', { id: 'embeds', percentage: 100, status: 'success' }],
  [
    'discoverEmbeds',
    { sourceId: 'embeds', embeds: [{ id: 'embeds-0', embedScraperId: 'player' }] },
  ],
  ['start', 'embeds-0'],
  ['update', { id: 'embeds-0', percentage: 100, status: 'success' }],
  ['completed', { sourceId: 'embeds', embedId: 'player', stream }],
] as const;
const nothing = [
  ['init', { sourceIds: ['void'] }],
  ['start', 'void'],
  ['update', { id: 'void', percentage: 100, status: 'notfound' }],
  ['noOutput', {}],
] as const;

function scrapingSystem() {
  const scrape = holdRequests('get', `${SCRAPER}/scrape`);
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  logged.mockClear();
  const input = {
    scraper: createScraperClient({ baseUrl: SCRAPER, tokens: memoryTokenStore() }),
    media,
    sourceOrder: ['flaky', 'embeds', 'void'],
  };
  return { system: { scrape, logged }, input };
}
type System = ReturnType<typeof scrapingSystem>['system'];

const answer =
  (events: Parameters<typeof eventStream>[0]): Outcome<System>['cause'] =>
  async ({ scrape }) => {
    await eventually(() => expect(scrape.pending).toBeGreaterThan(0));
    scrape.reply(() => eventStream(events));
  };

describe('scraping machine: every transition, against MSW', () => {
  it.each(
    transitionTests({
      machine: scrapingMachine,
      input: { scraper: {} as never, media, sourceOrder: ['flaky', 'embeds', 'void'] },
      system: scrapingSystem,
      // Progress is sent as the model sees it; the answers below then carry only how the run ends.
      events: () => [
        {
          type: 'scrape.progress' as const,
          progress: { type: 'init' as const, sourceIds: ['flaky', 'embeds'] },
        },
      ],
      outcomes: {
        scrapeAll: [
          {
            done: { sourceId: 'embeds', embedId: 'player', stream },
            cause: answer(flakyThenEmbed.slice(-1)),
          },
          { done: undefined, cause: answer(nothing.slice(-1)) },
          {
            error: { name: 'ScrapeNotFoundError' },
            cause: answer([['error', { name: 'NotFoundError', message: 'Not found' }]]),
          },
          // Cut off before its end: "SSE closed improperly".
          { error: { name: 'ScrapeError' }, cause: answer([]) },
        ],
      },
      assert: {
        found: (_, actor) =>
          expect(actor.getSnapshot().output).toEqual({
            outcome: 'found',
            stream,
            sourceId: 'embeds',
            embedId: 'player',
          }),
        notFound: ({ logged }, actor) => {
          expect(actor.getSnapshot().output).toEqual({ outcome: 'notFound' });
          expect(logged).not.toHaveBeenCalled();
        },
        failed: ({ logged }, actor) => {
          expect(actor.getSnapshot().output).toEqual({ outcome: 'failed' });
          expect(logged).toHaveBeenCalledOnce();
        },
      },
    }),
  )('$name', ({ run }) => run());
});

describe('scraping: the progress list (doc 2 §4)', () => {
  it('follows the run: a failed source, then one whose embed plays, in the order asked', async () => {
    const { system, input } = scrapingSystem();
    const actor = createActor(scrapingMachine, { input }).start();
    await answer(flakyThenEmbed)(system, actor as never);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().context.sources).toEqual([
      { id: 'flaky', status: 'failure', percentage: 100, reason: 'Failed to scrape', embeds: [] },
      {
        id: 'embeds',
        status: 'success',
        percentage: 100,
        embeds: [{ id: 'embeds-0', embedScraperId: 'player', status: 'success', percentage: 100 }],
      },
    ]);
    const asked = new URL(system.scrape.requests[0]?.url ?? '');
    expect(asked.searchParams.get('sourceOrder')).toBe('flaky,embeds,void');
    expect(asked.searchParams.get('tmdbId')).toBe('10378');
  });

  it('shows a malformed event as a failed source, and goes on', async () => {
    const { system, input } = scrapingSystem();
    const actor = createActor(scrapingMachine, { input }).start();
    await answer([
      ['init', { sourceIds: ['flaky', 'void'] }],
      ['start', 'flaky'],
      ['update', { id: 'flaky', status: 'exploded' }],
      ...nothing.slice(1),
    ])(system, actor as never);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    const [flaky, empty] = actor.getSnapshot().context.sources;
    expect(flaky).toMatchObject({ status: 'failure' });
    expect(flaky?.reason).toMatch(/Malformed event/);
    expect(empty).toMatchObject({ status: 'notfound' });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'notFound' });
  });
});

describe('scraping: how a run ends, for the player (doc 2 §4)', () => {
  /** A run the scraping API answers with these events; it resolves once the run has ended. */
  async function runAnswered(events: Parameters<typeof eventStream>[0]) {
    const { system, input } = scrapingSystem();
    const actor = createActor(scrapingMachine, { input }).start();
    expect(actor.getSnapshot().context.sources).toEqual([]);
    await answer(events)(system, actor as never);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    return { output: actor.getSnapshot().output, logged: system.logged };
  }

  it('the first stream found ends it, with the source and the embed it came from', async () => {
    const { output, logged } = await runAnswered(flakyThenEmbed);
    expect(output).toEqual({ outcome: 'found', stream, sourceId: 'embeds', embedId: 'player' });
    expect(logged).not.toHaveBeenCalled();
  });

  it('nothing found, by every source or as the server says it, is "not found", not a failure', async () => {
    expect(await runAnswered(nothing)).toMatchObject({ output: { outcome: 'notFound' } });
    const named = await runAnswered([['error', { name: 'NotFoundError', message: 'Not found' }]]);
    expect(named.output).toEqual({ outcome: 'notFound' });
    expect(named.logged).not.toHaveBeenCalled();
  });

  it('a run cut off or refused fails, and the error is logged for developers', async () => {
    const cut = await runAnswered(nothing.slice(0, 2));
    expect(cut.output).toEqual({ outcome: 'failed' });
    expect(cut.logged).toHaveBeenCalledWith('Scraping failed', expect.any(Error));
    const refused = await runAnswered([['error', { name: 'ProviderError', message: 'Down' }]]);
    expect(refused.output).toEqual({ outcome: 'failed' });
    expect(refused.logged).toHaveBeenCalledWith(
      'Scraping failed',
      expect.objectContaining({ message: 'Down' }),
    );
  });
});
