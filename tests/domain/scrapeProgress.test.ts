import { describe, expect, it } from 'vitest';
import {
  applyScrapeProgress,
  type ScrapeProgressEvent,
  type SourceProgress,
  searchedNow,
} from '../../src/domain/scrapeProgress.ts';

const run = (...events: ScrapeProgressEvent[]) =>
  events.reduce<SourceProgress[]>(applyScrapeProgress, []);
const statuses = (list: SourceProgress[]) =>
  list.map((source) => [
    source.id,
    source.status,
    ...source.embeds.map((embed) => `${embed.id}:${embed.status}`),
  ]);

describe('scraping progress (doc 2 §4)', () => {
  it('lists every announced source as waiting', () => {
    expect(statuses(run({ type: 'init', sourceIds: ['reel', 'spool'] }))).toEqual([
      ['reel', 'waiting'],
      ['spool', 'waiting'],
    ]);
  });

  it('marks the started source pending, and the one pending before it a success', () => {
    const list = run(
      { type: 'init', sourceIds: ['reel', 'spool', 'frame'] },
      { type: 'start', id: 'reel' },
      { type: 'start', id: 'spool' },
    );
    expect(statuses(list)).toEqual([
      ['reel', 'success'],
      ['spool', 'pending'],
      ['frame', 'waiting'],
    ]);
  });

  it('keeps what a source reported: a failure with its reason, or nothing found', () => {
    const list = run(
      { type: 'init', sourceIds: ['cinder', 'void'] },
      { type: 'start', id: 'cinder' },
      { type: 'update', id: 'cinder', status: 'failure', percentage: 100, reason: 'Timed out' },
      { type: 'start', id: 'void' },
      { type: 'update', id: 'void', status: 'notfound', percentage: 100 },
    );
    expect(list).toEqual([
      { id: 'cinder', status: 'failure', percentage: 100, reason: 'Timed out', embeds: [] },
      { id: 'void', status: 'notfound', percentage: 100, embeds: [] },
    ]);
  });

  it('lists discovered embeds under their source, once, each with its own status', () => {
    const embeds = [
      { id: 'frame-0', embedScraperId: 'library-embed' },
      { id: 'frame-1', embedScraperId: 'library-mirror' },
    ];
    const list = run(
      { type: 'init', sourceIds: ['frame'] },
      { type: 'start', id: 'frame' },
      { type: 'discoverEmbeds', sourceId: 'frame', embeds },
      { type: 'discoverEmbeds', sourceId: 'frame', embeds: embeds.slice(0, 1) },
      { type: 'start', id: 'frame-0' },
      { type: 'update', id: 'frame-0', status: 'failure', percentage: 100 },
      { type: 'start', id: 'frame-1' },
      { type: 'update', id: 'frame-1', status: 'success', percentage: 100 },
    );
    // An embed starting does not settle its pending source.
    expect(statuses(list)).toEqual([['frame', 'pending', 'frame-0:failure', 'frame-1:success']]);
    expect(list[0]?.embeds[1]?.embedScraperId).toBe('library-mirror');
  });

  it('ignores events about ids it was not told of', () => {
    const before = run({ type: 'init', sourceIds: ['reel'] });
    expect(
      applyScrapeProgress(before, {
        type: 'update',
        id: 'ghost',
        status: 'success',
        percentage: 1,
      }),
    ).toEqual(before);
    expect(
      applyScrapeProgress(before, { type: 'discoverEmbeds', sourceId: 'ghost', embeds: [] }),
    ).toEqual(before);
  });
});

describe('what is searched now (doc 2 §2 scraping list)', () => {
  it('is the pending source, then the pending embed it found, and nothing between steps', () => {
    const started = run(
      { type: 'init', sourceIds: ['reel', 'spool'] },
      { type: 'start', id: 'reel' },
    );
    expect(searchedNow(started)?.id).toBe('reel');
    const settled = [
      { type: 'update', id: 'reel', percentage: 100, status: 'success' },
      { type: 'discoverEmbeds', sourceId: 'reel', embeds: [{ id: 'reel-0', embedScraperId: 'e' }] },
    ].reduce((list, event) => applyScrapeProgress(list, event as ScrapeProgressEvent), started);
    expect(searchedNow(settled)).toBeNull();
    const embed = applyScrapeProgress(settled, { type: 'start', id: 'reel-0' });
    expect(searchedNow(embed)).toMatchObject({ id: 'reel-0', status: 'pending' });
  });
});
