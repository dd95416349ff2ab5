import type { HarmlessKind } from '../harmless.ts';

/** Harmless survivors of the player machine (src/machines/player/player.machine.ts): each kind matches only the lines it was checked on. */
export const PLAYER_MACHINE_HARMLESS: HarmlessKind[] = [];
