import { assign, not, type SnapshotFrom, setup } from 'xstate';
import { parseOverlay } from '../../domain/overlay.ts';

/**
 * The settings overlay's pages (spec doc 2 §2), each with the page its back button leads to; null:
 * back closes. The `…Overlay` caption pages are the ones opened straight from the captions button.
 */
export const SETTINGS_PAGES: Readonly<Record<string, string | null>> = {
  '/': null,
  '/quality': '/',
  '/audio': '/',
  '/captions': '/',
  '/captionsOverlay': null,
  '/captions/settings': '/captions',
  '/captions/settingsOverlay': '/captionsOverlay',
  '/source': '/',
  '/source/embeds': '/source',
  '/playback': '/',
  '/download': '/',
  '/download/ios': '/download',
  '/download/android': '/download',
  '/download/pc': '/download',
  // Shown instead of /download when the source cannot be downloaded.
  '/download/unable': '/',
  '/watchparty': '/',
};

/** The episodes overlay's pages (spec doc 2 §2): the season list and a season's episodes. */
export const EPISODES_PAGES: Readonly<Record<string, string | null>> = {
  '/': null,
  '/episodes': '/',
};

export const OVERLAY_PAGES = { settings: SETTINGS_PAGES, episodes: EPISODES_PAGES } as const;

export type OverlayId = keyof typeof OVERLAY_PAGES;

interface OverlayPlace {
  overlay: OverlayId;
  page: string;
}

interface OverlaysContext {
  /** Episodes are for shows only. */
  isShow: boolean;
  /** The overlay shown, or fading out while `closing`; null when closed. */
  overlay: OverlayId | null;
  page: string;
}

type OverlaysEvent =
  | { type: 'overlay.open'; overlay: OverlayId; page?: string }
  /** Go to another page of the open overlay. */
  | { type: 'overlay.navigate'; page: string }
  | { type: 'overlay.back' }
  | { type: 'overlay.close' }
  /** Escape: `typing` is true when focus is in a text input, where Escape belongs to the input. */
  | { type: 'overlay.escape'; typing: boolean }
  /** The `r` search parameter as the router has it now: on start, browser back/forward, links. */
  | { type: 'location.changed'; r: string | undefined };

/** The `r` value of an overlay page: `/settings`, `/settings/captions/settings`. */
export function overlayRoute(overlay: OverlayId, page: string): string {
  return page === '/' ? `/${overlay}` : `/${overlay}${page}`;
}

function isOverlayId(id: string): id is OverlayId {
  return Object.hasOwn(OVERLAY_PAGES, id);
}

/** Whether this page of this overlay exists and may be shown for this media. */
function allowed(place: { overlay: string; page: string }, isShow: boolean): boolean {
  if (!isOverlayId(place.overlay)) return false;
  if (place.overlay === 'episodes' && !isShow) return false;
  return Object.hasOwn(OVERLAY_PAGES[place.overlay], place.page);
}

/** Where an event asks to go, or null when it leads to no page that may be shown. */
function requestedPlace(context: OverlaysContext, event: OverlaysEvent): OverlayPlace | null {
  let place: { overlay: string; page: string } | null = null;
  if (event.type === 'overlay.open') place = { overlay: event.overlay, page: event.page ?? '/' };
  if (event.type === 'overlay.navigate' && context.overlay)
    place = { overlay: context.overlay, page: event.page };
  if (event.type === 'location.changed') {
    const location = parseOverlay(event.r);
    place = location && { overlay: location.id, page: location.path };
  }
  return place && allowed(place, context.isShow) ? (place as OverlayPlace) : null;
}

/** The page `overlay.back` leads to, or null when back closes the overlay. */
/** Where the back button leads from the current page; null: it closes the overlay. */
export function backPage(context: OverlaysContext): string | null {
  return context.overlay ? (OVERLAY_PAGES[context.overlay][context.page] ?? null) : null;
}

const writeCurrent = {
  type: 'writeLocation',
  params: ({ context }: { context: OverlaysContext }) => ({
    r: context.overlay ? overlayRoute(context.overlay, context.page) : undefined,
  }),
} as const;

const writeClosed = { type: 'writeLocation', params: { r: undefined } } as const;

/**
 * The player's overlay router (spec doc 2 §2, §9; doc 1 §2): the settings and episodes overlays and
 * their pages, kept in the `r` search parameter. Open, navigate and back write the location
 * (`writeLocation`, provided by the view: it owns the router); `location.changed` follows the URL
 * without writing it back. Closing (close, Escape unless typing, back from a first page) clears `r`
 * at once and lets the overlay fade out for 400 ms. The episodes overlay is for shows only.
 */
export const overlaysMachine = setup({
  types: {
    input: {} as { isShow: boolean },
    context: {} as OverlaysContext,
    events: {} as OverlaysEvent,
  },
  actions: {
    writeLocation: (_, _params: { r: string | undefined }) => {},
    goTo: assign(({ context, event }) => requestedPlace(context, event) ?? {}),
    goBack: assign({ page: ({ context }) => backPage(context) ?? '/' }),
    forget: assign({ overlay: null, page: '/' }),
  },
  guards: {
    allowedPlace: ({ context, event }) => requestedPlace(context, event) !== null,
    typing: ({ event }) => event.type === 'overlay.escape' && event.typing,
    onFirstPage: ({ context }) => backPage(context) === null,
  },
  delays: {
    overlayTransition: 400,
  },
}).createMachine({
  id: 'overlays',
  context: ({ input }) => ({ isShow: input.isShow, overlay: null, page: '/' }),
  initial: 'closed',
  states: {
    closed: {
      entry: 'forget',
      on: {
        'overlay.open': { guard: 'allowedPlace', target: 'open', actions: ['goTo', writeCurrent] },
        'location.changed': { guard: 'allowedPlace', target: 'open', actions: 'goTo' },
      },
    },
    open: {
      on: {
        'overlay.open': { guard: 'allowedPlace', actions: ['goTo', writeCurrent] },
        'overlay.navigate': { guard: 'allowedPlace', actions: ['goTo', writeCurrent] },
        'overlay.back': [
          { guard: 'onFirstPage', target: 'closing', actions: writeClosed },
          { actions: ['goBack', writeCurrent] },
        ],
        'overlay.close': { target: 'closing', actions: writeClosed },
        'overlay.escape': { guard: not('typing'), target: 'closing', actions: writeClosed },
        // The URL no longer names a page that may be shown (back button, hand-edited link).
        'location.changed': [{ guard: 'allowedPlace', actions: 'goTo' }, { target: 'closing' }],
      },
    },
    closing: {
      // The overlay fades out; reopening meanwhile takes it back.
      after: { overlayTransition: 'closed' },
      on: {
        'overlay.open': { guard: 'allowedPlace', target: 'open', actions: ['goTo', writeCurrent] },
        'location.changed': { guard: 'allowedPlace', target: 'open', actions: 'goTo' },
      },
    },
  },
});

/** The `r` search parameter for a snapshot: the open overlay's page, or none. */
export function overlayParam(snapshot: SnapshotFrom<typeof overlaysMachine>): string | undefined {
  const { overlay, page } = snapshot.context;
  return snapshot.matches('open') && overlay ? overlayRoute(overlay, page) : undefined;
}
