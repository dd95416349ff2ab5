import { hash32, hashHex } from './hash.ts';

/**
 * Ids the catalogue data does not carry, derived so that they never change between runs or releases:
 * progress and favourites are stored under episode ids, so a renumbering would orphan them.
 */

/**
 * An id for something known by name only, in a band of 99 million starting at `base`: far above
 * TMDB's own ids (people and networks number in the millions at most), so nobody mistakes them.
 */
const nameId = (base: number, name: string) => base + (hash32(name.trim()) % 99_000_000);

/** The same name is the same person in every title. */
export const personId = (name: string) => nameId(900_000_000, name);

export const networkId = (name: string) => nameId(800_000_000, name);

/** Season numbers below 100 and episode numbers below 1000 (checked when the catalogue loads). */
export const MAX_SEASON_NUMBER = 99;
export const MAX_EPISODE_NUMBER = 999;

export function seasonId(showId: number, seasonNumber: number): number {
  return showId * 100 + seasonNumber;
}

export function episodeId(showId: number, seasonNumber: number, episodeNumber: number): number {
  return seasonId(showId, seasonNumber) * 1000 + episodeNumber;
}

/** TMDB's `credit_id` is 24 hex digits; ours is derived from who plays what in which title. */
export function creditId(titleKey: string, person: number, role: string): string {
  return hashHex(`${titleKey}|${person}|${role}`, 24);
}
