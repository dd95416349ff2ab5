import type { MediaType } from '../../../domain/media.ts';
import { PROVIDER_IDS } from '../../../services/releases/lists.ts';

interface Provider {
  /** The film database's watch-provider id (US). */
  id: number;
  /** The brand, as the provider writes it: not translated. */
  name: string;
}

/** The six providers with release lists come first, in the order of spec doc 3 §9. */
const WITH_RELEASE_LISTS: readonly Provider[] = [
  { id: PROVIDER_IDS.netflix, name: 'Netflix' },
  { id: PROVIDER_IDS.appletv, name: 'Apple TV' },
  { id: PROVIDER_IDS.prime, name: 'Amazon Video' },
  { id: PROVIDER_IDS.hulu, name: 'Hulu' },
  { id: PROVIDER_IDS.disney, name: 'Disney Plus' },
  { id: PROVIDER_IDS.hbo, name: 'Max' },
];

/** The provider picker lists 14 per media type (spec doc 3 §2, §9). */
export const DISCOVER_PROVIDERS: Record<MediaType, readonly Provider[]> = {
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

export function findProvider(type: MediaType, id: number): Provider | undefined {
  return DISCOVER_PROVIDERS[type].find((provider) => provider.id === id);
}
