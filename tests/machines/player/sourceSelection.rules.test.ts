// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ScrapeMedia } from '../../../src/contracts/scrape.ts';
import { type EmbedProvider, parseEmbedProvider } from '../../../src/domain/sources.ts';
import {
  pickState,
  type SourceSelectionInput,
  sourceSelectionMachine,
} from '../../../src/machines/player/sourceSelection.machine.ts';
import { eventually } from '../../support/eventually.ts';
import {
  answer,
  embed,
  local,
  mirrors,
  selectionSystem,
  source,
  sources,
  stream,
} from './support/sourceSelection.ts';

/**
 * The rules of picking a source by hand (spec doc 2 §2 "Source list states", §4 "Source
 * selection"), stated against the real machine and the scraping API behind MSW: what the source
 * list shows of a pick (`pickState`, the outcomes of earlier picks), what is asked of the scraping
 * API, and what plays.
 */
function start(
  options: Parameters<typeof selectionSystem>[0] & Pick<SourceSelectionInput, 'source'> = {},
) {
  const { system, input } = selectionSystem(options);
  const actor = createActor(sourceSelectionMachine, {
    input: { ...input, ...(options.source && { source: options.source }) },
  }).start();
  return { ...system, actor };
}
type Started = ReturnType<typeof start>;
const settled = (started: Started, state: 'noEmbeds' | 'noStream' | 'failed') =>
  waitFor(started.actor, (snapshot) => snapshot.matches(state));

const mirror = parseEmbedProvider(
  'mirror|Mirror player|/mirror/m/{tmdbId}|/mirror/s/{tmdbId}/{season}/{episode}',
);
const movie: ScrapeMedia = { type: 'movie', title: 'Sintel', releaseYear: 2010, tmdbId: '45745' };

describe('what a pick shows in the source list', () => {
  it('has nothing to say when no selection runs', () => {
    expect(pickState(undefined)).toBeNull();
  });

  it('shows a source picked on opening as loading, with no embeds offered', () => {
    const started = start({ source: sources.embeds });
    expect(pickState(started.actor.getSnapshot())).toEqual({
      source: sources.embeds,
      embed: null,
      embeds: [],
      status: 'loading',
    });
  });

  it('shows a source that found its stream as loading until the player plays it', () => {
    const started = start();
    started.actor.send({ type: 'source.pick', source: sources.local });
    expect(started.actor.getSnapshot().status).toBe('done');
    expect(pickState(started.actor.getSnapshot())).toMatchObject({
      source: sources.local,
      status: 'loading',
    });
  });
});

describe('a pick that comes to nothing', () => {
  it('says "No embeds found" when the source answers with no output', async () => {
    const started = start();
    started.actor.send({ type: 'source.pick', source: sources.embeds });
    await answer(source, [['noOutput', {}]])(started);
    await settled(started, 'noEmbeds');
    expect(pickState(started.actor.getSnapshot())).toMatchObject({ status: 'noEmbeds' });
    expect(started.scrapeEmbed.received).toBe(0);
  });

  it('says "No stream" when the embed answers with no output', async () => {
    const started = start();
    started.actor.send({ type: 'source.pick', source: sources.embeds });
    await answer(source, [['completed', { embeds: mirrors.slice(0, 1) }]])(started);
    await answer(embed, [['noOutput', {}]])(started);
    await settled(started, 'noStream');
    expect(pickState(started.actor.getSnapshot())).toMatchObject({
      embed: mirrors[0],
      status: 'noStream',
    });
  });

  it('says "No stream" when the scraping API does not find the embed', async () => {
    const started = start();
    started.actor.send({ type: 'source.pick', source: sources.embeds });
    await answer(source, [['completed', { embeds: mirrors.slice(0, 1) }]])(started);
    await answer(embed, [['error', { name: 'NotFoundError', message: 'Gone' }]])(started);
    await settled(started, 'noStream');
    expect(pickState(started.actor.getSnapshot())).toMatchObject({ status: 'noStream' });
    expect(started.logged).not.toHaveBeenCalled();
  });

  it('keeps saying "No stream" of a source the scraping API did not find, once another is picked', async () => {
    const started = start();
    started.actor.send({ type: 'source.pick', source: sources.embeds });
    await answer(source, [['error', { name: 'NotFoundError', message: 'Nothing' }]])(started);
    await settled(started, 'noStream');
    expect(pickState(started.actor.getSnapshot())).toMatchObject({ status: 'noStream' });
    const flaky = { id: 'flaky', name: 'Flaky Mirror', kind: 'scraper' } as const;
    started.actor.send({ type: 'source.pick', source: flaky });
    await eventually(() => expect(started.scrapeSource.received).toBe(2));
    expect(new URL(started.scrapeSource.requests[1]?.url ?? '').searchParams.get('id')).toBe(
      'flaky',
    );
    expect(started.actor.getSnapshot().context.outcomes).toEqual({
      embeds: { status: 'noStream', embed: null },
    });
  });

  it('forgets how a source ended when it is picked again, even if left before it ends', async () => {
    const started = start();
    started.actor.send({ type: 'source.pick', source: sources.embeds });
    await answer(source, [['error', { name: 'ScrapeError', message: 'Broken' }]])(started);
    await settled(started, 'failed');
    started.actor.send({ type: 'source.pick', source: sources.embeds });
    await eventually(() => expect(started.scrapeSource.pending).toBe(1));
    started.actor.send({ type: 'source.pick', source: sources.local });
    expect(started.actor.getSnapshot().context.outcomes).toEqual({});
  });
});

describe('leaving a pick', () => {
  it('stops scraping the embed when another source is picked', async () => {
    const started = start();
    started.actor.send({ type: 'source.pick', source: sources.embeds });
    await answer(source, [['completed', { embeds: mirrors.slice(0, 1) }]])(started);
    await eventually(() => expect(started.scrapeEmbed.pending).toBe(1));
    started.actor.send({ type: 'source.pick', source: sources.local });
    await eventually(() => expect(started.scrapeEmbed.pending).toBe(0));
    expect(started.scrapeEmbed.requests[0]?.signal.aborted).toBe(true);
  });
});

describe('embed providers', () => {
  const framed = (started: Started) => {
    const output = started.actor.getSnapshot().output;
    return output?.stream.type === 'iframe' ? output.stream.iframeUrl : undefined;
  };
  const providers: EmbedProvider[] = [local, mirror];

  it('frames the page of the provider picked, whichever of several it is', () => {
    const started = start({ providers });
    started.actor.send({ type: 'source.pick', source: { ...mirror, kind: 'provider' } });
    expect(framed(started)).toBe(`${location.origin}/mirror/s/33050/1/2`);
    expect(started.actor.getSnapshot().output?.sourceId).toBe('mirror');
  });

  it("frames a movie's page for a movie", () => {
    const started = start({ media: movie });
    started.actor.send({ type: 'source.pick', source: sources.local });
    expect(framed(started)).toBe(`${location.origin}/embed/movie/45745`);
  });

  it('scrapes a scraper source named like an embed provider, rather than framing it', async () => {
    const started = start();
    started.actor.send({
      type: 'source.pick',
      source: { id: 'local', name: 'Local scraper', kind: 'scraper' },
    });
    expect(started.actor.getSnapshot().value).toBe('scrapingSource');
    await answer(source, [['completed', { embeds: [], stream: [stream] }]])(started);
    await waitFor(started.actor, (snapshot) => snapshot.status === 'done');
    expect(started.actor.getSnapshot().output).toEqual({ stream, sourceId: 'local' });
  });
});
