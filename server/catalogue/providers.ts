import type { MediaType as AppMediaType } from '../../src/domain/media.ts';
import { DISCOVER_PROVIDERS, type WatchProvider } from '../../src/domain/providers.ts';
import { hash32 } from './hash.ts';

/** Every US watch provider the app lists, for movies or shows (spec doc 3 §9), once each. */
export const providers: readonly WatchProvider[] = [
  ...new Map(
    [...DISCOVER_PROVIDERS.movie, ...DISCOVER_PROVIDERS.show].map((provider) => [
      provider.id,
      provider,
    ]),
  ).values(),
];

/** The only region the catalogue knows availability for. */
export const WATCH_REGION = 'US';

/**
 * Where each title streams, for `with_watch_providers`: made up, but stable and spread out over the
 * providers the app lists for that type. Titles in id order go round the providers (with fewer
 * titles than providers, each takes several), so every provider has titles; each also gets one more
 * picked by a hash of its id.
 */
export function assignProviders(ids: readonly number[], type: AppMediaType): Map<number, number[]> {
  const listed = DISCOVER_PROVIDERS[type];
  const sorted = [...ids].sort((a, b) => a - b);
  return new Map(
    sorted.map((id, index) => {
      const extra = hash32(`${type}:${id}`) % listed.length;
      const picked = listed.filter(
        (_, slot) =>
          slot === index % listed.length || slot % sorted.length === index || slot === extra,
      );
      return [id, picked.map((provider) => provider.id)];
    }),
  );
}
