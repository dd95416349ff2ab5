import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  type OverlayId,
  overlayParam,
  overlaysMachine,
} from '../../../src/machines/player/overlays.machine.ts';

/**
 * The player's overlay router (spec doc 2 §2): the pages of the settings and episodes overlays,
 * kept in the `r` search parameter, stated by what the overlays render (the overlay and page in
 * context, shown while `open`) and what is written to the URL.
 */
function player(isShow = true) {
  const written: Array<string | undefined> = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    overlaysMachine.provide({ actions: { writeLocation: (_, { r }) => written.push(r) } }),
    { input: { isShow }, clock },
  ).start();
  const shown = () => {
    const snapshot = actor.getSnapshot();
    return snapshot.matches('open')
      ? { overlay: snapshot.context.overlay, page: snapshot.context.page }
      : null;
  };
  return { actor, clock, written, shown };
}

/** Each page of doc 2 §2 and where its back button leads (null: back closes the overlay). */
const BACK: Array<[OverlayId, string, string | null]> = [
  ['settings', '/', null],
  ['settings', '/quality', '/'],
  ['settings', '/audio', '/'],
  ['settings', '/captions', '/'],
  ['settings', '/captionsOverlay', null],
  ['settings', '/captions/settings', '/captions'],
  ['settings', '/captions/settingsOverlay', '/captionsOverlay'],
  ['settings', '/source', '/'],
  ['settings', '/source/embeds', '/source'],
  ['settings', '/playback', '/'],
  ['settings', '/download', '/'],
  ['settings', '/download/ios', '/download'],
  ['settings', '/download/android', '/download'],
  ['settings', '/download/pc', '/download'],
  ['settings', '/download/unable', '/'],
  ['settings', '/watchparty', '/'],
  ['episodes', '/', null],
  ['episodes', '/episodes', '/'],
];

describe('overlays: the back button of each page (doc 2 §2)', () => {
  it.each(BACK)('%s %s: back leads to %s', (overlay, page, back) => {
    const { actor, shown, written } = player();
    actor.send({ type: 'overlay.open', overlay, page });
    actor.send({ type: 'overlay.back' });
    if (back === null) {
      expect(shown()).toBeNull();
      expect(written.at(-1)).toBeUndefined();
    } else {
      expect(shown()).toEqual({ overlay, page: back });
      expect(written.at(-1)).toBe(back === '/' ? `/${overlay}` : `/${overlay}${back}`);
    }
  });
});

describe('overlays: links to overlays there are not (doc 2 §2)', () => {
  it('shows nothing for an r naming no overlay, and keeps working', () => {
    const { actor, shown } = player();
    actor.send({ type: 'location.changed', r: '/nothing/here' });
    expect(actor.getSnapshot().status).toBe('active');
    expect(shown()).toBeNull();
    actor.send({ type: 'overlay.open', overlay: 'settings' });
    expect(shown()).toEqual({ overlay: 'settings', page: '/' });
  });
});

describe('overlays: opening another while one is open (doc 2 §2)', () => {
  it('switches to the overlay and page asked for, and writes it', () => {
    const { actor, shown, written } = player();
    actor.send({ type: 'overlay.open', overlay: 'settings', page: '/quality' });
    actor.send({ type: 'overlay.open', overlay: 'episodes' });
    expect(shown()).toEqual({ overlay: 'episodes', page: '/' });
    expect(overlayParam(actor.getSnapshot())).toBe('/episodes');
    expect(written).toEqual(['/settings/quality', '/episodes']);
  });

  it('stays as it is, writing nothing, when asked for a page there is not', () => {
    const { actor, shown, written } = player(false);
    actor.send({ type: 'overlay.open', overlay: 'settings', page: '/quality' });
    actor.send({ type: 'overlay.open', overlay: 'episodes' });
    actor.send({ type: 'overlay.open', overlay: 'settings', page: '/nope' });
    expect(shown()).toEqual({ overlay: 'settings', page: '/quality' });
    expect(written).toEqual(['/settings/quality']);
  });

  it('does not come back while fading out when asked for a page there is not', () => {
    const { actor, clock, shown, written } = player(false);
    actor.send({ type: 'overlay.open', overlay: 'settings' });
    actor.send({ type: 'overlay.close' });
    actor.send({ type: 'overlay.open', overlay: 'episodes' });
    expect(shown()).toBeNull();
    expect(written).toEqual(['/settings', undefined]);
    clock.increment(400);
    expect(actor.getSnapshot().context.overlay).toBeNull();
  });
});
