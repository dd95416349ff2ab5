import type { HarmlessKind } from '../harmless.ts';

/** Harmless survivors of the watch party's chart (src/machines/player/watchParty.machine.ts, from `createMachine` on): each kind matches only the lines it was checked on. */
export const WATCH_PARTY_CHART_HARMLESS: HarmlessKind[] = [];
