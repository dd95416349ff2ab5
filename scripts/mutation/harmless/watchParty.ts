import type { HarmlessKind } from '../harmless.ts';

/** Harmless survivors of the watch party's helpers, actions and guards (src/machines/player/watchParty.machine.ts, up to its chart): each kind matches only the lines it was checked on. */
export const WATCH_PARTY_HARMLESS: HarmlessKind[] = [];
