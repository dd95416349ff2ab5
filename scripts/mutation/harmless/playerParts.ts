import type { HarmlessKind } from '../harmless.ts';

/**
 * Harmless survivors of the player's smaller machines (src/machines/player, but the media, player
 * and watch-party machines): each kind matches only the lines it was checked on.
 */
export const PLAYER_PARTS_HARMLESS: HarmlessKind[] = [
  {
    name: 'adCover: a dismissed space stays dismissed',
    why: "A dismissed ad space takes no event and its ad view reads only `matches('shown')`; no one waits for it to finish, so whether `dismissed` is final changes nothing.",
    matches: (s) =>
      ['ObjectLiteral', 'StringLiteral'].includes(s.mutator) &&
      s.lineText === "dismissed: { type: 'final' },",
  },
];
