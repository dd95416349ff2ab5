// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Caption } from '../../../src/contracts/stream.ts';
import { captionsMachine } from '../../../src/machines/player/captions.machine.ts';
import { createStores, type Stores } from '../../../src/services/storage/index.ts';
import { clearSubtitleCache, loadSubtitles } from '../../../src/services/subtitles/index.ts';
import { eventually } from '../../support/eventually.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { type Outcome, transitionTests } from '../../support/model.ts';
import { holdRequests } from '../../support/network.ts';

const caption = (language: string): Caption => ({
  id: `c-${language}`,
  type: 'vtt',
  url: `${location.origin}/library/test-card/subtitles-${language}.vtt`,
  language,
  hasCorsRestrictions: false,
});
const captions = [caption('en'), caption('de')];
const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nHello <b>there</b>\n';
const CUES = [{ start: 1, end: 3, text: 'Hello <b>there</b>' }];

/** Every load asks the network: the 24 h cache (tested with the service) would hide requests. */
const load = (item: Caption, signal: AbortSignal) => {
  clearSubtitleCache();
  return loadSubtitles(item.url, { signal });
};

function captionsSystem(prepare?: (stores: Stores) => void) {
  clearSubtitleCache();
  const stores = createStores(memoryStorage(), { crossTab: undefined });
  prepare?.(stores);
  const files = holdRequests('get', new RegExp(`${location.origin}/library/test-card/.*\\.vtt`));
  return { system: { stores, files }, input: { captions, subtitles: stores.subtitles, load } };
}
type System = ReturnType<typeof captionsSystem>['system'];

const answer =
  (status: number, body = ''): Outcome<System>['cause'] =>
  async ({ files }) => {
    await eventually(() => expect(files.pending).toBeGreaterThan(0));
    files.respond(status, body);
  };

/** Captions were on, in German, for the last title. */
const onInGerman = (stores: Stores) => stores.subtitles.trigger.selected({ language: 'de' });

function walks(label: string, prepare?: (stores: Stores) => void) {
  const planned = createStores(memoryStorage(), { crossTab: undefined });
  prepare?.(planned);
  return transitionTests({
    machine: captionsMachine,
    input: { captions, subtitles: planned.subtitles, load },
    system: () => captionsSystem(prepare),
    events: () => [
      { type: 'caption.select' as const, caption: caption('en') },
      { type: 'caption.off' as const },
      { type: 'caption.toggle' as const },
      { type: 'captions.found' as const, captions: [caption('de'), caption('fr')] },
    ],
    outcomes: {
      loadCaption: [
        { done: CUES, cause: answer(200, VTT) },
        {
          error: { name: 'SubtitleError', message: 'failed to get caption data' },
          cause: answer(404),
        },
      ],
    },
    assert: {
      on: (_, actor) => expect(actor.getSnapshot().context.cues).toEqual(CUES),
      off: (_, actor) => expect(actor.getSnapshot().context.selected).toBeNull(),
      loading: ({ stores }, actor) =>
        expect(stores.subtitles.getSnapshot().context.lastSelectedLanguage).toBe(
          actor.getSnapshot().context.selected?.language,
        ),
    },
  }).map((test) => ({ ...test, name: `${label}: ${test.name}` }));
}

describe('captions machine: every transition, against MSW', () => {
  it.each([
    ...walks('captions off'),
    ...walks('captions on in German', onInGerman),
    // French only comes with the captions found elsewhere.
    ...walks('captions on in French', (stores) =>
      stores.subtitles.trigger.selected({ language: 'fr' }),
    ).filter(({ name }) => name.includes('captions.found')),
  ])('$name', ({ run }) => run());
});

describe('caption selection (doc 2 §4)', () => {
  it('adds the captions found elsewhere, without the ones it has, and turns on the last language among them', async () => {
    const { actor, files } = start((stores) =>
      stores.subtitles.trigger.selected({ language: 'fr' }),
    );
    expect(actor.getSnapshot().value).toBe('off');
    actor.send({ type: 'captions.found', captions: [caption('de'), caption('fr')] });
    expect(actor.getSnapshot().context.captions.map((known) => known.language)).toEqual([
      'en',
      'de',
      'fr',
    ]);
    expect(actor.getSnapshot().context.selected?.language).toBe('fr');
    await answer(200, VTT)({ files } as System, actor as never);
    await waitFor(actor, (snapshot) => snapshot.matches('on'));
  });

  function start(prepare?: (stores: Stores) => void) {
    const { system, input } = captionsSystem(prepare);
    const actor = createActor(captionsMachine, { input }).start();
    return { ...system, actor };
  }

  it('re-picks the last language for a new source when captions are on', async () => {
    const { actor, files } = start(onInGerman);
    expect(actor.getSnapshot().context.selected?.language).toBe('de');
    await answer(200, VTT)({ files } as System, actor as never);
    await waitFor(actor, (snapshot) => snapshot.matches('on'));
    expect(files.requests[0]?.url).toMatch(/subtitles-de\.vtt$/);
  });

  it('starts in the default subtitle language of the settings, unless another was picked last', async () => {
    const { system, input } = captionsSystem();
    const actor = createActor(captionsMachine, { input: { ...input, defaultLanguage: 'de' } });
    actor.start();
    expect(actor.getSnapshot().context.selected?.language).toBe('de');
    await answer(200, VTT)(system, actor as never);
    await waitFor(actor, (snapshot) => snapshot.matches('on'));

    const picked = captionsSystem((stores) =>
      stores.subtitles.trigger.selected({ language: 'en' }),
    );
    const fromLast = createActor(captionsMachine, {
      input: { ...picked.input, defaultLanguage: 'de' },
    }).start();
    expect(fromLast.getSnapshot().context.selected?.language).toBe('en');
  });

  it('toggles with c between off and the last language, English by default, keeping it', async () => {
    const { actor, files, stores } = start();
    actor.send({ type: 'caption.toggle' });
    expect(actor.getSnapshot().context.selected?.language).toBe('en');
    await answer(200, VTT)({ files } as System, actor as never);
    await waitFor(actor, (snapshot) => snapshot.matches('on'));
    actor.send({ type: 'caption.toggle' });
    expect(actor.getSnapshot().value).toBe('off');
    expect(stores.subtitles.getSnapshot().context).toMatchObject({
      enabled: false,
      lastSelectedLanguage: 'en',
    });
  });

  it('clears the caption and the language when off is picked', () => {
    const { actor, stores } = start(onInGerman);
    actor.send({ type: 'caption.off' });
    expect(actor.getSnapshot().context.selected).toBeNull();
    expect(stores.subtitles.getSnapshot().context).toMatchObject({
      enabled: false,
      lastSelectedLanguage: null,
    });
  });

  it('shows the load error on the caption, and c has nothing to bring back in a missing language', async () => {
    const { actor, files } = start();
    actor.send({ type: 'caption.select', caption: caption('de') });
    await answer(404)({ files } as System, actor as never);
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(actor.getSnapshot().context.error).toBe('failed to get caption data');
    const none = createActor(captionsMachine, {
      input: { captions: [], subtitles: createStores(memoryStorage()).subtitles, load },
    }).start();
    none.send({ type: 'caption.toggle' });
    expect(none.getSnapshot().value).toBe('off');
  });
});
