import type { Profile } from '../contracts/profile.ts';

/**
 * The look of an account (spec doc 1 §2 "account information"): two colours from a palette and an
 * icon. The backend stores any short strings, so a profile made by another client may name a
 * colour or an icon not listed here: avatars still draw it (any CSS colour, the fallback icon).
 */

/**
 * The icons a profile can wear, by their stored key (shared with other clients of the backend, so
 * kept as they are; the views draw them); the first is the fallback for an unknown key.
 */
export const PROFILE_ICONS = [
  'user',
  'bookmark',
  'popcorn',
  'clapper',
  'ticket',
  'tv',
  'couch',
  'star',
  'heart',
  'ghost',
  'rocket',
  'crown',
] as const;
export type ProfileIcon = (typeof PROFILE_ICONS)[number];

/** The preset colours, by name (lower-case hex, as compared). */
export const PROFILE_COLOURS = {
  blue: '#2e65cf',
  violet: '#7c5cff',
  pink: '#d63c8f',
  red: '#d64545',
  orange: '#e0812b',
  yellow: '#d9b52c',
  green: '#2fa860',
  teal: '#2aa6b8',
} as const;

/** The icon to draw for a stored key: the fallback's for a key this app does not know. */
export function profileIconOf(icon: string): ProfileIcon {
  return PROFILE_ICONS.find((known) => known === icon) ?? PROFILE_ICONS[0];
}

/** Whether a stored colour is this preset (stored colours may differ in case). */
export function isColour(stored: string, preset: string): boolean {
  return stored.toLowerCase() === preset.toLowerCase();
}

/** A new account's look until its owner picks one: two different colours and any icon. */
export function randomProfile(random: () => number = Math.random): Profile {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const colours = Object.values(PROFILE_COLOURS);
  const colorA = pick(colours);
  return {
    colorA,
    colorB: pick(colours.filter((colour) => colour !== colorA)),
    icon: pick(PROFILE_ICONS),
  };
}
