import { hash32 } from './hash.ts';

/** The US watch providers the app lists (spec doc 3 §9), with TMDB's ids and names. */
export const providers = [
  { id: 8, name: 'Netflix' },
  { id: 2, name: 'Apple TV' },
  { id: 10, name: 'Amazon Video' },
  { id: 15, name: 'Hulu' },
  { id: 337, name: 'Disney Plus' },
  { id: 1899, name: 'Max' },
] as const;

export type ProviderId = (typeof providers)[number]['id'];

/** The only region the catalogue knows availability for. */
export const WATCH_REGION = 'US';

/**
 * Where each title streams, for `with_watch_providers`: made up, but stable and spread out. Titles in
 * id order go round the providers (with fewer titles than providers, each takes several), so every
 * provider has titles; each also gets one more picked by a hash of its id.
 */
export function assignProviders(ids: readonly number[], salt: string): Map<number, ProviderId[]> {
  const sorted = [...ids].sort((a, b) => a - b);
  return new Map(
    sorted.map((id, index) => {
      const extra = hash32(`${salt}:${id}`) % providers.length;
      const picked = providers.filter(
        (_, slot) =>
          slot === index % providers.length || slot % sorted.length === index || slot === extra,
      );
      return [id, picked.map((provider) => provider.id)];
    }),
  );
}
