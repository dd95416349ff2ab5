import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { overlaySearchSchema, parseOverlay } from '../../../src/domain/overlay.ts';
import {
  EPISODES_PAGES,
  type OverlayId,
  overlayParam,
  overlayRoute,
  overlaysMachine,
  SETTINGS_PAGES,
} from '../../../src/machines/player/overlays.machine.ts';
import { transitionTests } from '../../support/model.ts';

/** The router as the view owns it: `writeLocation` sets `r`, the tests play the browser's part. */
function overlaysSystem(isShow: boolean) {
  const location: { r: string | undefined } = { r: undefined };
  const writeLocation = vi.fn((r: string | undefined) => {
    location.r = r;
  });
  return {
    system: { location, writeLocation },
    machine: overlaysMachine.provide({
      actions: { writeLocation: (_, params) => writeLocation(params.r) },
    }),
    input: { isShow },
  };
}

/** The `r` values naming a page that may be shown: the settings pages, and episodes for shows. */
function shownRoutes(isShow: boolean): Set<string> {
  const settings = Object.keys(SETTINGS_PAGES).map((page) => overlayRoute('settings', page));
  const episodes = Object.keys(EPISODES_PAGES).map((page) => overlayRoute('episodes', page));
  return new Set(isShow ? [...settings, ...episodes] : settings);
}

const userEvents = () => [
  { type: 'overlay.open' as const, overlay: 'settings' as const },
  { type: 'overlay.open' as const, overlay: 'settings' as const, page: '/captions/settings' },
  { type: 'overlay.open' as const, overlay: 'settings' as const, page: '/nope' },
  { type: 'overlay.open' as const, overlay: 'episodes' as const },
  { type: 'overlay.navigate' as const, page: '/captions' },
  { type: 'overlay.navigate' as const, page: '/episodes' },
  { type: 'overlay.navigate' as const, page: '/nope' },
  { type: 'overlay.back' as const },
  { type: 'overlay.close' as const },
  { type: 'overlay.escape' as const, typing: false },
  { type: 'overlay.escape' as const, typing: true },
  { type: 'location.changed' as const, r: '/settings/source/embeds' },
  { type: 'location.changed' as const, r: '/episodes' },
  { type: 'location.changed' as const, r: '/settings/nope' },
  { type: 'location.changed' as const, r: undefined },
];

const walks = [true, false].flatMap((isShow) =>
  transitionTests({
    machine: overlaysMachine,
    input: { isShow },
    system: () => overlaysSystem(isShow),
    events: userEvents,
    perform: {
      // The browser moved (back/forward, a link): the router has the new `r` before the machine.
      'location.changed': (system, actor, event) => {
        system.location.r = event.r;
        actor.send(event as never);
      },
    },
    assert: {
      // While fading out, the view still knows which overlay to render.
      closing: (_system, actor) => expect(actor.getSnapshot().context.overlay).not.toBeNull(),
      closed: (_system, actor) => expect(actor.getSnapshot().context.overlay).toBeNull(),
    },
    invariant: ({ location }, actor) => {
      // The overlay on screen is the one in the URL, if the URL names one that may be shown.
      const inUrl = location.r !== undefined && shownRoutes(isShow).has(location.r);
      expect(overlayParam(actor.getSnapshot())).toBe(inUrl ? location.r : undefined);
      if (!isShow) expect(actor.getSnapshot().context.overlay).not.toBe('episodes');
    },
  }).map((test) => ({ ...test, name: `${isShow ? 'show' : 'movie'}: ${test.name}` })),
);

describe('overlays machine: every transition, with the router of the view', () => {
  it.each(walks)('$name', ({ run }) => run());
});

function overlays(isShow = true) {
  const { system, machine, input } = overlaysSystem(isShow);
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input, clock }).start();
  return { ...system, actor, clock, r: () => overlayParam(actor.getSnapshot()) };
}

describe('overlays: the overlay router of doc 2 §2, §9', () => {
  it('clears r at once on close and takes 400 ms to close', () => {
    const { actor, clock, writeLocation, r } = overlays();
    actor.send({ type: 'overlay.open', overlay: 'settings', page: '/quality' });
    expect(writeLocation).toHaveBeenLastCalledWith('/settings/quality');
    expect(r()).toBe('/settings/quality');
    actor.send({ type: 'overlay.close' });
    expect(writeLocation).toHaveBeenLastCalledWith(undefined);
    expect(r()).toBeUndefined();
    clock.increment(399);
    expect(actor.getSnapshot().value).toBe('closing');
    expect(actor.getSnapshot().context).toMatchObject({ overlay: 'settings', page: '/quality' });
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('reopens at once when opened again while closing', () => {
    const { actor, clock } = overlays();
    actor.send({ type: 'overlay.open', overlay: 'settings' });
    actor.send({ type: 'overlay.close' });
    clock.increment(200);
    actor.send({ type: 'overlay.open', overlay: 'episodes' });
    clock.increment(1_000);
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context).toMatchObject({ overlay: 'episodes', page: '/' });
  });

  it('closes on Escape, unless focus is in a text input', () => {
    const { actor } = overlays();
    actor.send({ type: 'overlay.open', overlay: 'settings', page: '/watchparty' });
    actor.send({ type: 'overlay.escape', typing: true });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'overlay.escape', typing: false });
    expect(actor.getSnapshot().value).toBe('closing');
  });

  it('goes back one page at a time, then closes', () => {
    const { actor, writeLocation } = overlays();
    actor.send({ type: 'overlay.open', overlay: 'settings', page: '/captions/settings' });
    actor.send({ type: 'overlay.back' });
    actor.send({ type: 'overlay.back' });
    actor.send({ type: 'overlay.back' });
    expect(writeLocation.mock.calls).toEqual([
      ['/settings/captions/settings'],
      ['/settings/captions'],
      ['/settings'],
      [undefined],
    ]);
    expect(actor.getSnapshot().value).toBe('closing');
  });

  it('closes on back from the captions menu opened from the captions button', () => {
    const { actor, writeLocation } = overlays();
    actor.send({ type: 'overlay.open', overlay: 'settings', page: '/captions/settingsOverlay' });
    actor.send({ type: 'overlay.back' });
    actor.send({ type: 'overlay.back' });
    expect(writeLocation.mock.calls.slice(1)).toEqual([['/settings/captionsOverlay'], [undefined]]);
  });

  it('opens the episodes overlay for shows only', () => {
    const movie = overlays(false);
    movie.actor.send({ type: 'overlay.open', overlay: 'episodes' });
    movie.actor.send({ type: 'location.changed', r: '/episodes/episodes' });
    expect(movie.actor.getSnapshot().value).toBe('closed');
    expect(movie.writeLocation).not.toHaveBeenCalled();
    const show = overlays(true);
    show.actor.send({ type: 'overlay.open', overlay: 'episodes' });
    show.actor.send({ type: 'overlay.navigate', page: '/episodes' });
    expect(show.r()).toBe('/episodes/episodes');
  });

  it('follows a link or the browser buttons without writing the location back', () => {
    const { actor, writeLocation, r } = overlays();
    actor.send({ type: 'location.changed', r: '/settings/source/' });
    expect(r()).toBe('/settings/source');
    actor.send({ type: 'location.changed', r: '/episodes/episodes' });
    expect(r()).toBe('/episodes/episodes');
    actor.send({ type: 'location.changed', r: undefined });
    expect(actor.getSnapshot().value).toBe('closing');
    expect(writeLocation).not.toHaveBeenCalled();
  });

  it('ignores pages its overlay does not have', () => {
    const { actor, writeLocation, r } = overlays();
    actor.send({ type: 'overlay.open', overlay: 'episodes' });
    actor.send({ type: 'overlay.navigate', page: '/quality' });
    expect(r()).toBe('/episodes');
    expect(writeLocation).toHaveBeenCalledOnce();
  });

  const pages = [
    ...Object.keys(SETTINGS_PAGES).map((page) => ['settings' as OverlayId, page] as const),
    ...Object.keys(EPISODES_PAGES).map((page) => ['episodes' as OverlayId, page] as const),
  ];
  it.each(pages)('opens %s at %s with an r that survives the URL', (overlay, page) => {
    const { actor, writeLocation } = overlays();
    actor.send({ type: 'overlay.open', overlay, page });
    const written = writeLocation.mock.calls[0]?.[0];
    const { r } = overlaySearchSchema.parse({ r: written });
    expect(parseOverlay(r)).toEqual({ id: overlay, path: page });
  });
});
