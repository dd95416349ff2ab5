import type { Catalogue, Movie, Show, Title } from '../catalogue.ts';
import { genre } from '../genres.ts';
import { hashHex } from '../hash.ts';
import { networkId } from '../ids.ts';
import { paginate } from '../paging.ts';
import { recommendations } from '../recommend.ts';
import { createdBy, credits } from './credits.ts';
import { images } from './images.ts';
import { contentRatings, releaseDates } from './releases.ts';
import { lastEpisode, seasonSummary, seasonsOf } from './seasons.ts';
import { titleArtwork, typedItem } from './titles.ts';

const englishNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** The original language, named as TMDB names it (in English and in itself); none if unknown. */
function spokenLanguages(code: string) {
  const english = englishNames.of(code);
  if (!english) return [];
  const own = new Intl.DisplayNames([code], { type: 'language', fallback: 'none' }).of(code);
  return [{ english_name: english, iso_639_1: code, name: own ?? english }];
}

function genresOf(title: Title) {
  return title.genreIds.flatMap((id) => genre(title.mediaType, id) ?? []);
}

/** Fields TMDB has and the catalogue does not know: present, empty. */
const unknownFacts = {
  homepage: '',
  origin_country: [] as string[],
  production_companies: [],
  production_countries: [],
  tagline: '',
};

function movieDetails(movie: Movie) {
  return {
    adult: false,
    ...titleArtwork(movie),
    ...unknownFacts,
    belongs_to_collection: null,
    budget: 0,
    genres: genresOf(movie),
    id: movie.id,
    imdb_id: movie.imdbId,
    original_language: movie.originalLanguage,
    original_title: movie.originalTitle,
    overview: movie.overview,
    popularity: movie.popularity,
    release_date: movie.releaseDate,
    revenue: 0,
    runtime: movie.runtime,
    spoken_languages: spokenLanguages(movie.originalLanguage),
    status: 'Released',
    title: movie.title,
    video: false,
    vote_average: movie.voteAverage,
    vote_count: movie.voteCount,
  };
}

/** The most common episode length (TMDB's `episode_run_time`), or none when none is known. */
function episodeRunTime(show: Show): number[] {
  const counts = new Map<number, number>();
  for (const season of show.seasons) {
    for (const { runtime } of season.episodes) {
      if (runtime) counts.set(runtime, (counts.get(runtime) ?? 0) + 1);
    }
  }
  const [common] = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  return common ? [common[0]] : [];
}

function showDetails(show: Show) {
  const seasons = seasonsOf(show);
  const regular = seasons.filter((season) => season.seasonNumber > 0);
  return {
    adult: false,
    ...titleArtwork(show),
    ...unknownFacts,
    created_by: createdBy(show),
    episode_run_time: episodeRunTime(show),
    first_air_date: show.firstAirDate,
    genres: genresOf(show),
    id: show.id,
    in_production: show.status === 'Returning Series',
    languages: [show.originalLanguage],
    last_air_date: show.lastAirDate,
    last_episode_to_air: lastEpisode(show),
    name: show.name,
    next_episode_to_air: null,
    networks: show.networks.map((name) => ({
      id: networkId(name),
      logo_path: null,
      name,
      origin_country: '',
    })),
    number_of_episodes: regular.reduce((sum, season) => sum + season.episodes.length, 0),
    number_of_seasons: regular.length,
    original_language: show.originalLanguage,
    original_name: show.originalName,
    overview: show.overview,
    popularity: show.popularity,
    seasons: seasons.map((season) => seasonSummary(show, season)),
    spoken_languages: spokenLanguages(show.originalLanguage),
    status: show.status,
    type: 'Scripted',
    vote_average: show.voteAverage,
    vote_count: show.voteCount,
  };
}

function externalIds(title: Title) {
  const none = { wikidata_id: null, facebook_id: null, instagram_id: null, twitter_id: null };
  return title.mediaType === 'movie'
    ? { imdb_id: title.imdbId, ...none }
    : { imdb_id: title.imdbId, freebase_mid: null, freebase_id: null, tvdb_id: null, ...none };
}

/** TMDB's videos of a title: the YouTube upload of an open film, as its official trailer. */
function videos(title: Title) {
  if (!title.youTubeKey) return { results: [] };
  const released = title.mediaType === 'movie' ? title.releaseDate : title.firstAirDate;
  return {
    results: [
      {
        iso_639_1: 'en',
        iso_3166_1: 'US',
        name: title.mediaType === 'movie' ? title.title : title.name,
        key: title.youTubeKey,
        site: 'YouTube',
        size: 1080,
        type: 'Trailer',
        official: true,
        published_at: `${released}T00:00:00.000Z`,
        id: hashHex(`video:${title.mediaType}:${title.id}`, 24),
      },
    ],
  };
}

/**
 * What `append_to_response` can add, by name; TMDB ignores names it does not know (or that do not
 * apply to the type, like `release_dates` on a show), and so do we.
 */
const appendable: Record<string, (title: Title, catalogue: Catalogue) => unknown> = {
  external_ids: externalIds,
  credits,
  images,
  videos,
  recommendations: (title, catalogue) => paginate(recommendations(catalogue, title), 1, typedItem),
  release_dates: (title) => (title.mediaType === 'movie' ? releaseDates(title) : undefined),
  content_ratings: (title) => (title.mediaType === 'tv' ? contentRatings(title) : undefined),
};

/** TMDB answers at most 20 appended parts. */
const MAX_APPENDS = 20;

/** `movie/{id}` or `tv/{id}`, with the parts `append_to_response` asks for. */
export function details(title: Title, catalogue: Catalogue, appendToResponse = '') {
  const answer: Record<string, unknown> =
    title.mediaType === 'movie' ? movieDetails(title) : showDetails(title);
  const names = appendToResponse.split(',').map((name) => name.trim());
  for (const name of new Set(names.slice(0, MAX_APPENDS))) {
    const part = Object.hasOwn(appendable, name) ? appendable[name]?.(title, catalogue) : undefined;
    if (part !== undefined) answer[name] = part;
  }
  return answer;
}
