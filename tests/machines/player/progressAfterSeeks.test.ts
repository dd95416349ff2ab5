import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { Stream } from '../../../src/contracts/stream.ts';
import { type MediaFact, mediaMachine } from '../../../src/machines/player/media.machine.ts';
import { progressSaverMachine } from '../../../src/machines/player/progressSaver.machine.ts';
import { createStores } from '../../../src/services/storage/index.ts';
import { FakeMediaElement } from '../../support/fakeMediaElement.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';

const stream: Stream = {
  id: 'library-sintel',
  type: 'file',
  flags: ['cors-allowed'],
  captions: [],
  qualities: { '720': { type: 'mp4', url: '/library/sintel/720p.mp4' } },
};
const sintel = { type: 'movie' as const, tmdbId: '45745', title: 'Sintel', releaseYear: 2010 };

/**
 * The display and the progress saver as the player wires them: every fact of the media element
 * reaches the saver. The element is a fake whose events the test fires, as a browser's would.
 */
function playerOnSintel() {
  const stores = createStores(memoryStorage());
  const element = new FakeMediaElement();
  const saver = createActor(progressSaverMachine, {
    input: { stores, media: sintel, now: Date.now },
  }).start();
  const media = createActor(
    mediaMachine.provide({
      actions: { announce: (_, fact: MediaFact) => saver.send(fact as never) },
      // The file display's own tests cover it; here the element alone matters.
      actors: { display: fromCallback(() => () => {}) },
    }),
  ).start();
  media.send({ type: 'element.attach', element });
  media.send({ type: 'stream.load', stream, startAt: 0 });
  const saved = () => stores.progress.getSnapshot().context.items['45745']?.progress;
  return { element, media, saved };
}

describe('progress after quick seeks in the first seconds of a title', () => {
  it('a pause after five quick seeks saves the position at once, before a frame has played', () => {
    const { element, media, saved } = playerOnSintel();
    // Autoplay asked the element to play; its first frame has not come yet.
    element.fire('play');
    element.duration = 30.08;
    element.fire('durationchange');
    for (let seek = 0; seek < 5; seek += 1) {
      media.send({ type: 'media.seekBy', seconds: 5 });
      element.fire('timeupdate');
    }
    expect(element.currentTime).toBe(25);
    media.send({ type: 'media.togglePlay' });
    element.fire('pause');
    expect(saved()).toEqual({ watched: 25, duration: 30.08 });
  });

  it('after seeks and playing, a pause saves the position too', () => {
    const { element, media, saved } = playerOnSintel();
    element.fire('play');
    element.duration = 30.08;
    element.fire('durationchange');
    element.fire('playing');
    for (let seek = 0; seek < 5; seek += 1) {
      media.send({ type: 'media.seekBy', seconds: 5 });
      element.fire('waiting');
      element.fire('timeupdate');
    }
    media.send({ type: 'media.togglePlay' });
    element.fire('pause');
    expect(saved()).toEqual({ watched: 25, duration: 30.08 });
  });

  it('opening a title and leaving it without touching it still saves nothing', () => {
    const { element, saved } = playerOnSintel();
    element.fire('play');
    element.duration = 30.08;
    element.fire('durationchange');
    element.fire('timeupdate');
    element.fire('pause');
    expect(saved()).toBeUndefined();
  });
});
