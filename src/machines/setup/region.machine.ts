import { assign, fromPromise, setup } from 'xstate';
import {
  nearestRegion,
  needsDetection,
  type Region,
  type RegionChoice,
} from '../../domain/regions.ts';
import { locate, locateByFallback, type Place } from '../../services/geo/locate.ts';
import type { RegionStore } from '../../services/storage/stores/region.ts';

export interface RegionInput {
  store: RegionStore;
  /** GEOLOCATION_URL and GEOLOCATION_FALLBACK_URL: an empty one is skipped. */
  primaryUrl: string;
  fallbackUrl: string;
  /** Seconds since the epoch, now (`Date.now()` by default). */
  now?: () => number;
}

interface RegionContext {
  store: RegionStore;
  primaryUrl: string;
  fallbackUrl: string;
  now: () => number;
  /** What is stored: `stored.region ?? 'unknown'` is the region in use. */
  stored: RegionChoice;
}

export type RegionEvent =
  /** Make sure the region is known: detected again only if not picked and 30 days old. */
  | { type: 'region.detect' }
  /** The user picks a region: it stays until they go back to detection. */
  | { type: 'region.picked'; region: Region }
  /** The user goes back to a detected region. */
  | { type: 'region.automatic' };

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The region of the file-host API's servers (spec doc 1 §3, §4, §7, §8): detected from this
 * device's place by a geolocation service, or a second one when the first fails, as the nearest of
 * the nine regions; detected again only when not picked by the user and 30 days old. A failed
 * detection keeps the stored region, or "unknown" when there is none. Kept in `__MW::region`.
 */
export const regionMachine = setup({
  types: {
    input: {} as RegionInput,
    context: {} as RegionContext,
    events: {} as RegionEvent,
    children: {} as { locate: 'locate'; locateByFallback: 'locateByFallback' },
  },
  actors: {
    locate: fromPromise<Place, { url: string }>(({ input, signal }) => locate(input.url, signal)),
    locateByFallback: fromPromise<Place, { url: string }>(({ input, signal }) =>
      locateByFallback(input.url, signal),
    ),
  },
  guards: {
    needsDetection: ({ context }) => needsDetection(context.stored, context.now()),
    userPicked: ({ context }) => context.stored.userPicked,
  },
  actions: {
    detected: assign({
      stored: ({ context, event }) => ({
        region: nearestRegion((event as unknown as { output: Place }).output),
        lastChecked: context.now(),
        userPicked: false,
      }),
    }),
    picked: assign({
      stored: ({ context, event }) =>
        event.type === 'region.picked'
          ? { region: event.region, lastChecked: context.now(), userPicked: true }
          : context.stored,
    }),
    // The picked region stays in use until another is detected.
    unpicked: assign({
      stored: ({ context }) => ({ ...context.stored, lastChecked: null, userPicked: false }),
    }),
    save: ({ context }) => context.store.trigger.changed({ choice: context.stored }),
  },
  delays: {
    /** A geolocation service that has not answered by then is taken for failed. */
    locateTimeout: 10_000,
  },
}).createMachine({
  id: 'region',
  context: ({ input }) => ({
    store: input.store,
    primaryUrl: input.primaryUrl,
    fallbackUrl: input.fallbackUrl,
    now: input.now ?? nowInSeconds,
    stored: input.store.getSnapshot().context,
  }),
  initial: 'idle',
  on: {
    'region.picked': { target: '.picked', actions: ['picked', 'save'] },
    'region.automatic': { target: '.detecting', actions: ['unpicked', 'save'] },
  },
  states: {
    idle: {
      on: {
        'region.detect': [
          { guard: 'needsDetection', target: 'detecting' },
          { guard: 'userPicked', target: 'picked' },
          { target: 'detected' },
        ],
      },
    },
    detecting: {
      initial: 'primary',
      states: {
        primary: {
          invoke: {
            id: 'locate',
            src: 'locate',
            input: ({ context }) => ({ url: context.primaryUrl }),
            onDone: { target: '#region.detected', actions: ['detected', 'save'] },
            onError: 'fallback',
          },
          after: { locateTimeout: 'fallback' },
        },
        fallback: {
          invoke: {
            id: 'locateByFallback',
            src: 'locateByFallback',
            input: ({ context }) => ({ url: context.fallbackUrl }),
            onDone: { target: '#region.detected', actions: ['detected', 'save'] },
            onError: '#region.failed',
          },
          after: { locateTimeout: '#region.failed' },
        },
      },
    },
    /** Detected now, or within the last 30 days. */
    detected: {},
    picked: {},
    /** Neither service answered: the stored region stays, or "unknown". */
    failed: {},
  },
});

/** The region in use: the stored one, or "unknown" when none was ever detected or picked. */
export const regionInUse = (context: Pick<RegionContext, 'stored'>): Region | 'unknown' =>
  context.stored.region ?? 'unknown';
