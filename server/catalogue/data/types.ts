/**
 * The local demo catalogue as we write it down: facts of real titles (their real TMDB and IMDb ids,
 * dates, runtimes, genres, people), overviews in our own words. The routes turn these into TMDB's
 * answer shapes; artwork paths are derived from the ids (see ../artwork).
 */

/** `YYYY-MM-DD`. */
export type IsoDate = string;

export interface CastMember {
  name: string;
  character: string;
}

interface CatalogueTitle {
  /** The title's real TMDB id. */
  id: number;
  /** `tt…`. */
  imdbId: string;
  /** TMDB genre ids (movie or tv genre list). */
  genreIds: number[];
  /** Ours, two to four sentences. */
  overview: string;
  /** ISO 639-1 of the original language. */
  originalLanguage: string;
  /** In billing order; at least 3 where known. */
  cast: CastMember[];
  /** 0–10, and how many votes; plausible values, used for ordering and display only. */
  voteAverage: number;
  voteCount: number;
  popularity: number;
  /** For open films: the film on its maker's YouTube channel, offered as its trailer. */
  youTubeKey?: string;
}

export interface CatalogueMovie extends CatalogueTitle {
  title: string;
  originalTitle: string;
  /** First (US where known) theatrical release. */
  releaseDate: IsoDate;
  /** A later digital release, when one is documented. */
  digitalReleaseDate?: IsoDate;
  /** Minutes. */
  runtime: number;
  /** US certification (G, PG, PG-13, R, NR …), empty when none. */
  certification: string;
  directors: string[];
  /** Why it may be shown: "public domain (US)", "CC BY 3.0", … */
  licence: string;
}

export interface CatalogueEpisode {
  episodeNumber: number;
  name: string;
  airDate: IsoDate;
  /** Minutes, when known. */
  runtime?: number;
  /** Ours, one or two sentences; may be empty. */
  overview: string;
}

export interface CatalogueSeason {
  /** 0 for specials. */
  seasonNumber: number;
  name: string;
  airDate: IsoDate;
  episodes: CatalogueEpisode[];
}

export interface CatalogueShow extends CatalogueTitle {
  name: string;
  originalName: string;
  firstAirDate: IsoDate;
  lastAirDate: IsoDate;
  status: 'Ended' | 'Returning Series' | 'Canceled';
  /** US content rating (TV-G, TV-PG, …), empty when none. */
  contentRating: string;
  creators: string[];
  networks: string[];
  seasons: CatalogueSeason[];
  licence: string;
}
