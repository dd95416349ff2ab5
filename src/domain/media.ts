/**
 * The app's own words for catalogue titles (spec doc 3 §3), independent of the film database's field
 * names: services map TMDB answers to these, views and rules read only these.
 */

/** The film database says movie and tv; the app says movie and show. */
export type MediaType = 'movie' | 'show';

/** What a media card shows and links to. */
export interface MediaItem {
  /** The film database's id, as text. */
  id: string;
  type: MediaType;
  title: string;
  /** Year of release (movies) or first air date (shows). */
  year?: number;
  /** `YYYY-MM-DD`; absent when unknown. */
  releaseDate?: string;
  /** A full image URL (w342), or absent. */
  poster?: string;
}

/** A card that opens a show at an episode (continue watching). */
export interface SeriesPosition {
  season: number;
  episode: number;
  seasonId: string;
  episodeId: string;
}

/** One page of a paged list (search, lists, discover, recommendations). */
export interface MediaPage {
  items: MediaItem[];
  page: number;
  totalPages: number;
}

export interface Genre {
  id: number;
  name: string;
}

/** A person of the cast row; `profile` is a full image URL (w185). */
export interface Person {
  id: string;
  name: string;
  profile?: string;
}

export interface CastMember extends Person {
  character?: string;
}

export interface SeasonSummary {
  id: string;
  /** 0 is the specials. */
  number: number;
  title: string;
  episodeCount: number;
  airDate?: string;
  poster?: string;
}

export interface Episode {
  id: string;
  seasonNumber: number;
  number: number;
  title: string;
  overview: string;
  /** A full image URL (w300). */
  still?: string;
  airDate?: string;
}

/** What the title detail modal and the featured carousel show (spec doc 3 §3). */
interface MediaDetailBase {
  id: string;
  type: MediaType;
  title: string;
  overview: string;
  /** Full image URLs: backdrop at original size, poster at w342, logo at original size. */
  backdrop?: string;
  posterUrl?: string;
  logoUrl?: string;
  /** Minutes (per episode for shows). */
  runtime?: number;
  genres: Genre[];
  /** The original language (ISO 639-1). */
  language: string;
  voteAverage: number;
  voteCount: number;
  /** `YYYY-MM-DD` (first air date for shows). */
  releaseDate?: string;
  year?: number;
  /** The US certification or content rating. */
  rating?: string;
  imdbId?: string;
  /** A YouTube embed URL of the trailer. */
  trailerUrl?: string;
  /** Up to 20, in billing order. */
  cast: CastMember[];
  directors: Person[];
}

export interface MovieDetail extends MediaDetailBase {
  type: 'movie';
  /** `YYYY-MM-DD`, for the release badge (spec doc 3 §4): a MediaDetail is a ReleaseInfo. */
  theatricalReleaseDate?: string;
  digitalReleaseDate?: string;
}

export interface ShowDetail extends MediaDetailBase {
  type: 'show';
  seasonCount: number;
  episodeCount: number;
  seasons: SeasonSummary[];
}

export type MediaDetail = MovieDetail | ShowDetail;
