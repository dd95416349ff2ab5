import type { MediaType } from './media.ts';

/** A streaming service, by the film database's watch-provider id (US). */
export interface WatchProvider {
  id: number;
  /** The brand, as the provider writes it: not translated. */
  name: string;
}

/** Streaming providers with a release list (spec doc 3 §9). */
export const PROVIDER_IDS = {
  netflix: 8,
  appletv: 2,
  prime: 10,
  hulu: 15,
  disney: 337,
  hbo: 1899,
} as const;

/** The six providers with release lists come first, in the order of spec doc 3 §9. */
const WITH_RELEASE_LISTS: readonly WatchProvider[] = [
  { id: PROVIDER_IDS.netflix, name: 'Netflix' },
  { id: PROVIDER_IDS.appletv, name: 'Apple TV' },
  { id: PROVIDER_IDS.prime, name: 'Amazon Video' },
  { id: PROVIDER_IDS.hulu, name: 'Hulu' },
  { id: PROVIDER_IDS.disney, name: 'Disney Plus' },
  { id: PROVIDER_IDS.hbo, name: 'Max' },
];

/** The provider picker lists 14 per media type (spec doc 3 §2, §9). */
export const DISCOVER_PROVIDERS: Record<MediaType, readonly WatchProvider[]> = {
  movie: [
    ...WITH_RELEASE_LISTS,
    { id: 531, name: 'Paramount Plus' },
    { id: 386, name: 'Peacock' },
    { id: 350, name: 'Apple TV Plus' },
    { id: 43, name: 'Starz' },
    { id: 258, name: 'Criterion Channel' },
    { id: 11, name: 'MUBI' },
    { id: 73, name: 'Tubi' },
    { id: 99, name: 'Shudder' },
  ],
  show: [
    ...WITH_RELEASE_LISTS,
    { id: 531, name: 'Paramount Plus' },
    { id: 386, name: 'Peacock' },
    { id: 350, name: 'Apple TV Plus' },
    { id: 283, name: 'Crunchyroll' },
    { id: 526, name: 'AMC Plus' },
    { id: 43, name: 'Starz' },
    { id: 151, name: 'BritBox' },
    { id: 300, name: 'Pluto TV' },
  ],
};

export function findProvider(type: MediaType, id: number): WatchProvider | undefined {
  return DISCOVER_PROVIDERS[type].find((provider) => provider.id === id);
}
