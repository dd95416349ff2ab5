import { afterEach, describe, expect, it } from 'vitest';
import { type Actor, createActor } from 'xstate';
import type { Caption } from '../../../src/contracts/stream.ts';
import {
  type CaptionCue,
  captionsMachine,
  type PlayableCaption,
} from '../../../src/machines/player/captions.machine.ts';
import { createStores, type Stores } from '../../../src/services/storage/index.ts';
import { eventually } from '../../support/eventually.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';

/**
 * The captions' rules of spec doc 2 §4 "Caption selection" (with §3: a dropped subtitle file is a
 * caption of language `custom`, id `custom-caption`; captions the lookup finds are merged into the
 * list skipping duplicate ids; and §5: `c` toggles the last-used caption), stated against the real
 * machine and the real subtitles store. Loading a caption is a test double the test settles. What
 * is checked is what the views read (the list, the caption picked, whether it loads, shows or
 * failed, its cues and error) and what is kept for the next title (the subtitles store).
 */

const caption = (language: string, id = `source-${language}`): Caption => ({
  id,
  type: 'srt',
  url: `https://captions.example/${id}.srt`,
  language,
  hasCorsRestrictions: false,
});
const english = caption('en');
const german = caption('de');
/** A subtitle file dropped on the player (doc 2 §3), spelled as the spec gives it. */
const dropped = (): PlayableCaption => ({
  id: 'custom-caption',
  type: 'srt',
  url: '',
  language: 'custom',
  hasCorsRestrictions: false,
  srtData: '1\n00:00:01,000 --> 00:00:03,000\nMine\n',
});
const CUES: CaptionCue[] = [{ start: 1, end: 3, text: 'Hello <b>there</b>' }];
const OTHER_CUES: CaptionCue[] = [{ start: 4, end: 6, text: 'Hallo' }];

/** Captions on for the last title, in this language. */
const onIn = (language: string) => (stores: Stores) =>
  stores.subtitles.trigger.selected({ language });
/** Captions turned off with `c` on the last title, which was in this language. */
const turnedOffIn = (language: string) => (stores: Stores) => {
  stores.subtitles.trigger.selected({ language });
  stores.subtitles.trigger.disabled();
};

interface Load {
  caption: PlayableCaption;
  resolve: (cues: CaptionCue[]) => void;
  reject: (reason: unknown) => void;
}

const actors: Actor<typeof captionsMachine>[] = [];
afterEach(() => {
  for (const running of actors.splice(0)) running.stop();
});

/** A title playing with its captions: each load waits for the test to settle it. */
function watching({
  before,
  defaultLanguage,
  captions = [english, german],
}: {
  before?: (stores: Stores) => void;
  defaultLanguage?: string | null;
  captions?: Caption[];
} = {}) {
  const stores = createStores(memoryStorage(), { crossTab: undefined });
  before?.(stores);
  const loads: Load[] = [];
  const load = (picked: PlayableCaption) =>
    new Promise<CaptionCue[]>((resolve, reject) =>
      loads.push({ caption: picked, resolve, reject }),
    );
  /** The next title (a new source) on the same stores and settings. */
  const title = (offered: Caption[]) => {
    const running = createActor(captionsMachine, {
      input: { captions: offered, subtitles: stores.subtitles, defaultLanguage, load },
    }).start();
    actors.push(running);
    return running;
  };
  const actor = title(captions);
  const context = () => actor.getSnapshot().context;
  return {
    actor,
    stores,
    loads,
    nextTitle: title,
    send: actor.send.bind(actor),
    context,
    /** What the caption menu and overlay show of the caption picked. */
    status: (running = actor) => {
      const snapshot = running.getSnapshot();
      if (snapshot.matches('loading')) return 'loading';
      if (snapshot.matches('error')) return 'error';
      if (snapshot.matches('on')) return 'on';
      return 'off';
    },
    /** The cues the overlay has, once the caption is shown. */
    shown: async (cues: CaptionCue[]) => {
      loads.at(-1)?.resolve(cues);
      await eventually(() => expect(context().cues).toEqual(cues));
    },
    /** The last load fails with this reason. */
    failed: async (reason: unknown) => {
      loads.at(-1)?.reject(reason);
      await eventually(() => expect(context().error).not.toBeNull());
    },
    kept: () => stores.subtitles.getSnapshot().context,
    languages: () => context().captions.map((listed) => listed.id),
  };
}

describe('captions: a new title starts as the last one left them (doc 2 §4)', () => {
  it('captions on for the last title come back on, in the same language', () => {
    const player = watching({ before: onIn('de') });
    expect(player.context().selected).toEqual(german);
    expect(player.loads.map((load) => load.caption)).toEqual([german]);
    expect(player.status()).toBe('loading');
  });

  it("with no language picked yet, the settings' default language starts them", () => {
    const player = watching({ defaultLanguage: 'de' });
    expect(player.context().selected).toEqual(german);
    expect(player.loads.map((load) => load.caption)).toEqual([german]);
  });

  it('captions turned off on the last title stay off, even with a default language in the settings', () => {
    const player = watching({ before: turnedOffIn('de'), defaultLanguage: 'en' });
    expect(player.status()).toBe('off');
    expect(player.context().selected).toBeNull();
    expect(player.loads).toEqual([]);
    expect(player.kept()).toMatchObject({ enabled: false, lastSelectedLanguage: 'de' });
  });

  it('with neither a language picked nor a default one, captions start off with nothing to show', () => {
    const player = watching();
    expect(player.status()).toBe('off');
    expect(player.context()).toMatchObject({ selected: null, cues: [], error: null });
    expect(player.loads).toEqual([]);
  });

  it('captions on in a language this source lacks start off', () => {
    const player = watching({ before: onIn('fr') });
    expect(player.status()).toBe('off');
    expect(player.context().selected).toBeNull();
    expect(player.loads).toEqual([]);
  });
});

describe('captions: picking a caption clears the last one and loads it (doc 2 §4)', () => {
  it('shows the cues of the caption picked, and keeps its language on for the next title', async () => {
    const player = watching();
    player.send({ type: 'caption.select', caption: german });
    expect(player.status()).toBe('loading');
    expect(player.kept()).toMatchObject({ enabled: true, lastSelectedLanguage: 'de' });
    await player.shown(CUES);
    expect(player.status()).toBe('on');
    expect(player.context().selected).toEqual(german);
    expect(player.status(player.nextTitle([english, german]))).toBe('loading');
    expect(player.loads.at(-1)?.caption).toEqual(german);
  });

  it("the previous caption's cues are gone while the next one loads", async () => {
    const player = watching();
    player.send({ type: 'caption.select', caption: english });
    await player.shown(CUES);
    player.send({ type: 'caption.select', caption: german });
    expect(player.context()).toMatchObject({ selected: german, cues: [], error: null });
    await player.shown(OTHER_CUES);
  });

  it("the previous caption's error is gone once another is picked", async () => {
    const player = watching();
    player.send({ type: 'caption.select', caption: english });
    await player.failed(new Error('Invalid subtitle format'));
    player.send({ type: 'caption.select', caption: german });
    expect(player.context()).toMatchObject({ selected: german, cues: [], error: null });
    expect(player.status()).toBe('loading');
  });

  it('a caption of the list picked leaves the list as it is', () => {
    const player = watching();
    player.send({ type: 'caption.select', caption: german });
    player.send({ type: 'caption.select', caption: english });
    expect(player.languages()).toEqual(['source-en', 'source-de']);
  });

  it("a caption that cannot be loaded shows its error's message on its row", async () => {
    const player = watching();
    player.send({ type: 'caption.select', caption: german });
    await player.failed(new Error('Invalid subtitle format'));
    expect(player.status()).toBe('error');
    expect(player.context()).toMatchObject({
      selected: german,
      error: 'Invalid subtitle format',
      cues: [],
    });
  });

  it("a failure that is not an Error shows 'failed to get caption data'", async () => {
    const player = watching();
    player.send({ type: 'caption.select', caption: german });
    await player.failed('HTTP 404');
    expect(player.context().error).toBe('failed to get caption data');
  });
});

describe('captions: a dropped subtitle file (doc 2 §3, §4)', () => {
  it("joins the list after the source's captions, and is the one shown", async () => {
    const player = watching();
    player.send({ type: 'caption.select', caption: dropped() });
    expect(player.languages()).toEqual(['source-en', 'source-de', 'custom-caption']);
    expect(player.context().selected).toEqual(dropped());
    expect(player.loads.map((load) => load.caption)).toEqual([dropped()]);
    await player.shown(CUES);
    expect(player.status()).toBe('on');
  });

  it('picked again from the list, it is listed once', async () => {
    const player = watching({ captions: [] });
    player.send({ type: 'caption.select', caption: dropped() });
    await player.shown(CUES);
    player.send({ type: 'caption.select', caption: dropped() });
    expect(player.languages()).toEqual(['custom-caption']);
  });

  it('a file dropped over captions on in German leaves German as the language of the next title', async () => {
    const player = watching({ before: onIn('de') });
    await player.shown(CUES);
    player.send({ type: 'caption.select', caption: dropped() });
    await player.shown(OTHER_CUES);
    expect(player.kept()).toMatchObject({ enabled: true, lastSelectedLanguage: 'de' });
    const next = player.nextTitle([english, german]);
    expect(next.getSnapshot().context.selected).toEqual(german);
  });

  it('with no language picked before, a dropped file does not turn captions on for the next title', async () => {
    const player = watching();
    player.send({ type: 'caption.select', caption: dropped() });
    await player.shown(CUES);
    expect(player.kept()).toMatchObject({ enabled: false, lastSelectedLanguage: null });
    const next = player.nextTitle([english, german]);
    expect(player.status(next)).toBe('off');
    expect(player.loads).toHaveLength(1);
  });
});

describe('captions: c and the captions button turn them off, keeping the language (doc 2 §4, §5)', () => {
  it('c while a caption loads: nothing shows, even when it arrives, and they are kept off', async () => {
    const player = watching();
    player.send({ type: 'caption.select', caption: german });
    player.send({ type: 'caption.toggle' });
    expect(player.status()).toBe('off');
    expect(player.context()).toMatchObject({ selected: null, cues: [] });
    expect(player.kept()).toMatchObject({ enabled: false, lastSelectedLanguage: 'de' });
    player.loads[0]?.resolve(CUES);
    await new Promise((settled) => setTimeout(settled, 10));
    expect(player.status()).toBe('off');
    expect(player.context().cues).toEqual([]);
    expect(player.status(player.nextTitle([english, german]))).toBe('off');
  });

  it('c while a caption shows: its cues are gone and they are kept off', async () => {
    const player = watching({ before: onIn('de') });
    await player.shown(CUES);
    player.send({ type: 'caption.toggle' });
    expect(player.status()).toBe('off');
    expect(player.context()).toMatchObject({ selected: null, cues: [], error: null });
    expect(player.kept()).toMatchObject({ enabled: false, lastSelectedLanguage: 'de' });
  });

  it('c on a caption that failed: its error is gone and they are kept off', async () => {
    const player = watching({ before: onIn('de') });
    await player.failed(new Error('Invalid subtitle format'));
    player.send({ type: 'caption.toggle' });
    expect(player.status()).toBe('off');
    expect(player.context()).toMatchObject({ selected: null, cues: [], error: null });
    expect(player.kept()).toMatchObject({ enabled: false, lastSelectedLanguage: 'de' });
    expect(player.status(player.nextTitle([english, german]))).toBe('off');
  });

  it('c again brings back the last language', async () => {
    const player = watching({ before: onIn('de') });
    await player.shown(CUES);
    player.send({ type: 'caption.toggle' });
    player.send({ type: 'caption.toggle' });
    expect(player.context().selected).toEqual(german);
    expect(player.kept()).toMatchObject({ enabled: true, lastSelectedLanguage: 'de' });
    expect(player.loads.map((load) => load.caption)).toEqual([german, german]);
  });

  it('with no language chosen yet, c turns on English', () => {
    const player = watching();
    player.send({ type: 'caption.toggle' });
    expect(player.context().selected).toEqual(english);
    expect(player.kept()).toMatchObject({ enabled: true, lastSelectedLanguage: 'en' });
  });

  it('with no caption in the last language, c does nothing', () => {
    const player = watching({ before: turnedOffIn('fr') });
    player.send({ type: 'caption.toggle' });
    expect(player.status()).toBe('off');
    expect(player.context().selected).toBeNull();
    expect(player.loads).toEqual([]);
    expect(player.kept()).toMatchObject({ enabled: false, lastSelectedLanguage: 'fr' });
  });
});

describe('captions: "Off" in the list clears the caption and the language (doc 2 §4)', () => {
  it('nothing shows, none is kept for the next title, and c then brings English, not the language before', async () => {
    const player = watching({ before: onIn('de') });
    await player.shown(CUES);
    player.send({ type: 'caption.off' });
    expect(player.status()).toBe('off');
    expect(player.context()).toMatchObject({ selected: null, cues: [], error: null });
    expect(player.kept()).toMatchObject({ enabled: false, lastSelectedLanguage: null });
    player.send({ type: 'caption.toggle' });
    expect(player.context().selected).toEqual(english);
    expect(player.kept()).toMatchObject({ enabled: true, lastSelectedLanguage: 'en' });
  });
});

describe('captions: the captions the lookup finds join the list (doc 2 §3, §4)', () => {
  const found = [caption('de', 'lookup-de'), german, caption('fr', 'lookup-fr')];
  const merged = ['source-en', 'source-de', 'lookup-de', 'lookup-fr'];

  it("while captions are off: after the source's own, without the ids already listed", () => {
    const player = watching();
    player.send({ type: 'captions.found', captions: found });
    expect(player.languages()).toEqual(merged);
    expect(player.status()).toBe('off');
  });

  it('while a caption loads, without disturbing it', () => {
    const player = watching();
    player.send({ type: 'caption.select', caption: english });
    player.send({ type: 'captions.found', captions: found });
    expect(player.languages()).toEqual(merged);
    expect(player.context().selected).toEqual(english);
    expect(player.status()).toBe('loading');
  });

  it('while a caption shows, without disturbing it', async () => {
    const player = watching();
    player.send({ type: 'caption.select', caption: english });
    await player.shown(CUES);
    player.send({ type: 'captions.found', captions: found });
    expect(player.languages()).toEqual(merged);
    expect(player.context()).toMatchObject({ selected: english, cues: CUES });
  });

  it('while a caption failed, without disturbing it', async () => {
    const player = watching();
    player.send({ type: 'caption.select', caption: english });
    await player.failed(new Error('Invalid subtitle format'));
    player.send({ type: 'captions.found', captions: found });
    expect(player.languages()).toEqual(merged);
    expect(player.context()).toMatchObject({ selected: english, error: 'Invalid subtitle format' });
  });

  it('captions on in a language only the lookup found: they come on in it', () => {
    const player = watching({ before: onIn('fr') });
    expect(player.status()).toBe('off');
    player.send({ type: 'captions.found', captions: found });
    expect(player.context().selected).toEqual(caption('fr', 'lookup-fr'));
    expect(player.loads.map((load) => load.caption)).toEqual([caption('fr', 'lookup-fr')]);
    expect(player.kept()).toMatchObject({ enabled: true, lastSelectedLanguage: 'fr' });
  });

  it('captions off for the last title: found ones in its language do not turn them on', () => {
    const player = watching({ before: turnedOffIn('fr') });
    player.send({ type: 'captions.found', captions: found });
    expect(player.status()).toBe('off');
    expect(player.context().selected).toBeNull();
    expect(player.loads).toEqual([]);
    expect(player.kept()).toMatchObject({ enabled: false, lastSelectedLanguage: 'fr' });
  });

  it('no language ever picked: found English captions do not turn captions on', () => {
    const player = watching({ captions: [] });
    player.send({ type: 'captions.found', captions: [caption('en', 'lookup-en')] });
    expect(player.status()).toBe('off');
    expect(player.loads).toEqual([]);
  });

  it('captions turned off with c on this title: found ones in the language do not turn them back on', async () => {
    const player = watching({ before: onIn('de') });
    await player.shown(CUES);
    player.send({ type: 'caption.toggle' });
    player.send({ type: 'captions.found', captions: found });
    expect(player.status()).toBe('off');
    expect(player.context().selected).toBeNull();
    expect(player.loads).toHaveLength(1);
  });

  it('captions on in French, but the lookup found only other languages: they stay off', () => {
    const player = watching({ before: onIn('fr') });
    player.send({ type: 'captions.found', captions: [caption('de', 'lookup-de')] });
    expect(player.status()).toBe('off');
    expect(player.context().selected).toBeNull();
    expect(player.loads).toEqual([]);
    expect(player.languages()).toEqual(['source-en', 'source-de', 'lookup-de']);
  });
});
