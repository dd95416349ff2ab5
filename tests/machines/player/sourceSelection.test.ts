// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  pickState,
  sourceSelectionMachine,
} from '../../../src/machines/player/sourceSelection.machine.ts';
import { eventually } from '../../support/eventually.ts';
import { type Outcome, transitionTests } from '../../support/model.ts';
import {
  answer,
  embed,
  local,
  media,
  mirrors,
  type System,
  selectionSystem,
  source,
  sources,
  stream,
} from './support/sourceSelection.ts';

const outcomes: Record<string, Outcome<System>[]> = {
  scrapeSource: [
    {
      done: { embeds: [], stream: [stream] },
      cause: answer(source, [['completed', { embeds: [], stream: [stream] }]]),
    },
    {
      done: { embeds: mirrors.slice(0, 1) },
      cause: answer(source, [['completed', { embeds: mirrors.slice(0, 1) }]]),
    },
    { done: { embeds: mirrors }, cause: answer(source, [['completed', { embeds: mirrors }]]) },
    { done: { embeds: [] }, cause: answer(source, [['completed', { embeds: [] }]]) },
    {
      error: { name: 'ScrapeNotFoundError' },
      cause: answer(source, [['error', { name: 'NotFoundError', message: 'Nothing' }]]),
    },
    { error: { name: 'ScrapeError' }, cause: answer(source, []) },
  ],
  scrapeEmbed: [
    { done: { stream: [stream] }, cause: answer(embed, [['completed', { stream: [stream] }]]) },
    { done: { stream: [] }, cause: answer(embed, [['completed', { stream: [] }]]) },
    {
      error: { name: 'ScrapeNotFoundError' },
      cause: answer(embed, [['error', { name: 'NotFoundError', message: 'Gone' }]]),
    },
    {
      error: { name: 'ScrapeError' },
      cause: answer(embed, [['error', { name: 'ScrapeError', message: 'Broken' }]]),
    },
  ],
};

describe('sourceSelection machine: every transition, against MSW', () => {
  it.each(
    transitionTests({
      machine: sourceSelectionMachine,
      input: { scraper: {} as never, media, providers: [local], origin: location.origin },
      system: selectionSystem,
      events: (snapshot) => [
        { type: 'source.pick' as const, source: sources.embeds },
        ...(snapshot.matches('listing')
          ? [{ type: 'source.pick' as const, source: sources.local }]
          : []),
        { type: 'embed.pick' as const, embed: mirrors[1] },
      ],
      outcomes,
      assert: {
        // Each failure is logged (a path may fail on one embed, then on another).
        failed: ({ logged }) =>
          expect(logged).toHaveBeenLastCalledWith('Scraping the source failed', expect.any(Error)),
        found: (_, actor) => expect(actor.getSnapshot().output?.stream).toBeDefined(),
      },
    }),
  )('$name', ({ run }) => run());
});

describe('source selection (doc 2 §4)', () => {
  function start() {
    const { system, input } = selectionSystem();
    const actor = createActor(sourceSelectionMachine, { input }).start();
    return { ...system, actor };
  }

  it('plays an embed provider in an iframe at once, at its page for the episode', () => {
    const { actor, scrapeSource } = start();
    actor.send({ type: 'source.pick', source: sources.local });
    expect(actor.getSnapshot().output).toEqual({
      sourceId: 'local',
      stream: {
        type: 'iframe',
        id: 'provider-local',
        flags: [],
        captions: [],
        iframeUrl: `${location.origin}/embed/tv/33050/1/2`,
      },
    });
    expect(scrapeSource.received).toBe(0);
  });

  it('scrapes the one embed a source found, then plays its stream', async () => {
    const { actor, scrapeSource, scrapeEmbed } = start();
    actor.send({ type: 'source.pick', source: sources.embeds });
    await answer(source, [['completed', { embeds: mirrors.slice(0, 1) }]])({
      scrapeSource,
    } as System);
    await answer(embed, [['completed', { stream: [stream] }]])({ scrapeEmbed } as System);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toEqual({
      stream,
      sourceId: 'embeds',
      embedId: 'library-player',
    });
    const asked = new URL(scrapeEmbed.requests[0]?.url ?? '');
    expect(asked.searchParams.get('id')).toBe('library-player');
    expect(asked.searchParams.get('url')).toBe(mirrors[0]?.url);
    const askedSource = new URL(scrapeSource.requests[0]?.url ?? '');
    expect(askedSource.searchParams.get('id')).toBe('embeds');
    expect(askedSource.searchParams.get('episodeNumber')).toBe('2');
  });

  it('offers several embeds to pick from, and plays the one picked', async () => {
    const { actor, scrapeSource, scrapeEmbed } = start();
    actor.send({ type: 'source.pick', source: sources.embeds });
    await answer(source, [['completed', { embeds: mirrors }]])({ scrapeSource } as System);
    await waitFor(actor, (snapshot) => snapshot.matches('choosingEmbed'));
    expect(actor.getSnapshot().context.embeds).toEqual(mirrors);
    actor.send({ type: 'embed.pick', embed: mirrors[1] });
    await answer(embed, [['completed', { stream: [stream] }]])({ scrapeEmbed } as System);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output?.embedId).toBe('library-mirror');
  });

  it('lets another source be picked while one is looked into', async () => {
    const { actor, scrapeSource } = start();
    actor.send({ type: 'source.pick', source: sources.embeds });
    await eventually(() => expect(scrapeSource.pending).toBe(1));
    actor.send({ type: 'source.pick', source: sources.local });
    expect(actor.getSnapshot().output?.sourceId).toBe('local');
    await eventually(() => expect(scrapeSource.pending).toBe(0));
  });

  it('lets another of the embeds offered be tried after one failed, and says which failed', async () => {
    const { actor, scrapeSource, scrapeEmbed } = start();
    actor.send({ type: 'source.pick', source: sources.embeds });
    await answer(source, [['completed', { embeds: mirrors }]])({ scrapeSource } as System);
    await waitFor(actor, (snapshot) => snapshot.matches('choosingEmbed'));
    actor.send({ type: 'embed.pick', embed: mirrors[1] });
    expect(pickState(actor.getSnapshot())).toEqual({
      source: sources.embeds,
      embed: mirrors[1],
      embeds: mirrors,
      status: 'loading',
    });
    await answer(embed, [['error', { name: 'ScrapeError', message: 'Broken' }]])({
      scrapeEmbed,
    } as System);
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(pickState(actor.getSnapshot())).toMatchObject({ embed: mirrors[1], status: 'failed' });
    actor.send({ type: 'embed.pick', embed: mirrors[0] });
    await answer(embed, [['completed', { stream: [stream] }]])({ scrapeEmbed } as System);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output?.embedId).toBe('library-player');
  });

  it("offers no other embed when the source's only one found nothing", async () => {
    const { actor, scrapeSource, scrapeEmbed } = start();
    actor.send({ type: 'source.pick', source: sources.embeds });
    await answer(source, [['completed', { embeds: mirrors.slice(0, 1) }]])({
      scrapeSource,
    } as System);
    await answer(embed, [['completed', { stream: [] }]])({ scrapeEmbed } as System);
    await waitFor(actor, (snapshot) => snapshot.matches('noStream'));
    expect(pickState(actor.getSnapshot())).toEqual({
      source: sources.embeds,
      embed: mirrors[0],
      embeds: [],
      status: 'noStream',
    });
    actor.send({ type: 'embed.pick', embed: mirrors[1] });
    expect(actor.getSnapshot().value).toBe('noStream');
  });

  it('has nothing to say before a pick', () => {
    const { actor } = start();
    expect(pickState(actor.getSnapshot())).toBeNull();
  });

  it('keeps saying how earlier picks came to nothing after another is picked', async () => {
    const { actor, scrapeSource } = start();
    const flaky = { id: 'flaky', name: 'Flaky Mirror', kind: 'scraper' } as const;
    actor.send({ type: 'source.pick', source: flaky });
    await answer(source, [['error', { name: 'ScrapeError', message: 'Broken' }]])({
      scrapeSource,
    } as System);
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'source.pick', source: sources.embeds });
    await answer(source, [['completed', { embeds: [] }]])({ scrapeSource } as System);
    await waitFor(actor, (snapshot) => snapshot.matches('noEmbeds'));
    expect(actor.getSnapshot().context.outcomes).toEqual({
      flaky: { status: 'failed', embed: null },
      embeds: { status: 'noEmbeds', embed: null },
    });
  });
});
