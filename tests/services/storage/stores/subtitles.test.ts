import { describe, expect, it } from 'vitest';
import { createPersistedStore } from '../../../../src/services/storage/index.ts';
import { subtitlesStore } from '../../../../src/services/storage/stores/subtitles.ts';
import { SPEC_CAPTION_STYLING } from '../../../support/fixtures.ts';
import { memoryStorage } from '../../../support/memoryStorage.ts';

const open = (storage = memoryStorage()) => ({
  storage,
  store: createPersistedStore(subtitlesStore, { storage, crossTab: new EventTarget() }),
});

describe('subtitles store', () => {
  it('starts with the defaults of doc 1 §9: off, white, half-opaque background, position 3', () => {
    expect(open().store.getSnapshot().context).toEqual({
      enabled: false,
      lastSelectedLanguage: null,
      isOpenSubtitles: false,
      overrideCasing: false,
      delay: 0,
      styling: SPEC_CAPTION_STYLING,
    });
  });

  it('keeps the delay within ±20 s, to one decimal, for the next visit', () => {
    const { store, storage } = open();
    store.trigger.delayChanged({ delay: 1.26 });
    expect(store.getSnapshot().context.delay).toBe(1.3);
    store.trigger.delayChanged({ delay: -45 });
    expect(store.getSnapshot().context.delay).toBe(-20);
    expect(open(storage).store.getSnapshot().context.delay).toBe(-20);
  });
});
