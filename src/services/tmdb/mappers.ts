import {
  RELEASE_TYPE,
  type TmdbContentRatings,
  type TmdbCredits,
  type TmdbImages,
  type TmdbMovieDetails,
  type TmdbMovieResult,
  type TmdbReleaseDates,
  type TmdbSeason,
  type TmdbShowDetails,
  type TmdbShowResult,
  type TmdbVideos,
} from '../../contracts/tmdb.ts';
import type {
  CastMember,
  Episode,
  MediaItem,
  MediaType,
  MovieDetail,
  Person,
  ShowDetail,
} from '../../domain/media.ts';

/** The image sizes the app uses (spec doc 1 §7): profiles, stills, posters, backdrops and logos. */
export type ImageSize = 'w185' | 'w300' | 'w342' | 'original';

/** Builds `{base}/{size}{path}`; absent when TMDB has no image. */
export type ImageUrl = (size: ImageSize, path: string | null | undefined) => string | undefined;

export function imageUrlBuilder(imageBase: string): ImageUrl {
  const base = imageBase.replace(/\/+$/, '');
  return (size, path) => (path ? `${base}/${size}${path}` : undefined);
}

/** The cast row: up to 20 members (spec doc 3 §2, §9). */
export const CAST_LIMIT = 20;
/** The country whose certification and release dates the app shows. */
const COUNTRY = 'US';

/** TMDB says movie and tv; the app says movie and show. */
export const tmdbMediaType = (type: MediaType) => (type === 'show' ? 'tv' : 'movie');

/** TMDB sends "" for an unknown date. */
const dateOrUndefined = (date: string | null | undefined) => date || undefined;
function yearOf(date: string | undefined): number | undefined {
  const year = Number(date?.slice(0, 4));
  return Number.isInteger(year) && year > 0 ? year : undefined;
}

export const isAdult = (result: { adult?: boolean }) => result.adult === true;

export function movieToItem(movie: TmdbMovieResult | TmdbMovieDetails, image: ImageUrl): MediaItem {
  const releaseDate = dateOrUndefined(movie.release_date);
  return {
    id: String(movie.id),
    type: 'movie',
    title: movie.title,
    year: yearOf(releaseDate),
    releaseDate,
    poster: image('w342', movie.poster_path),
  };
}

export function showToItem(show: TmdbShowResult | TmdbShowDetails, image: ImageUrl): MediaItem {
  const releaseDate = dateOrUndefined(show.first_air_date);
  return {
    id: String(show.id),
    type: 'show',
    title: show.name,
    year: yearOf(releaseDate),
    releaseDate,
    poster: image('w342', show.poster_path),
  };
}

export function creditsToPeople(credits: TmdbCredits | undefined, image: ImageUrl) {
  const cast: CastMember[] = (credits?.cast ?? []).slice(0, CAST_LIMIT).map((member) => ({
    id: String(member.id),
    name: member.name,
    character: member.character || undefined,
    profile: image('w185', member.profile_path),
  }));
  const directors: Person[] = (credits?.crew ?? [])
    .filter((member) => member.job === 'Director')
    .map((member) => ({
      id: String(member.id),
      name: member.name,
      profile: image('w185', member.profile_path),
    }));
  return { cast, directors };
}

/** The first English or language-less logo (a logo in another script would not read). */
export function pickLogo(images: TmdbImages | undefined, image: ImageUrl): string | undefined {
  const logo = images?.logos?.find(({ iso_639_1 }) => iso_639_1 === 'en' || iso_639_1 == null);
  return image('original', logo?.file_path);
}

function pickTrailer(videos: TmdbVideos | undefined): string | undefined {
  const trailers = (videos?.results ?? []).filter(
    (video) => video.site === 'YouTube' && video.type === 'Trailer',
  );
  const trailer = trailers.find((video) => video.official) ?? trailers[0];
  return trailer && `https://www.youtube.com/embed/${trailer.key}`;
}

/** The US release dates when the US has one of that kind, else the earliest anywhere. */
function releaseDateOf(releaseDates: TmdbReleaseDates | undefined, types: readonly number[]) {
  const countries = releaseDates?.results ?? [];
  const datesIn = (candidates: typeof countries) =>
    candidates
      .flatMap((country) => country.release_dates)
      .filter((release) => types.includes(release.type))
      .map((release) => release.release_date.slice(0, 10))
      .sort();
  const inUs = datesIn(countries.filter((country) => country.iso_3166_1 === COUNTRY));
  return inUs[0] ?? datesIn(countries)[0];
}

function movieCertification(releaseDates: TmdbReleaseDates | undefined): string | undefined {
  const us = releaseDates?.results.find((country) => country.iso_3166_1 === COUNTRY);
  return us?.release_dates.map((release) => release.certification.trim()).find(Boolean);
}

function showContentRating(ratings: TmdbContentRatings | undefined): string | undefined {
  return ratings?.results
    .filter((rating) => rating.iso_3166_1 === COUNTRY)
    .map((rating) => rating.rating.trim())
    .find(Boolean);
}

function detailBase(details: TmdbMovieDetails | TmdbShowDetails, item: MediaItem, image: ImageUrl) {
  return {
    id: item.id,
    title: item.title,
    releaseDate: item.releaseDate,
    year: item.year,
    posterUrl: item.poster,
    overview: details.overview ?? '',
    backdrop: image('original', details.backdrop_path),
    logoUrl: pickLogo(details.images, image),
    genres: details.genres.map(({ id, name }) => ({ id, name })),
    language: details.original_language,
    voteAverage: details.vote_average,
    voteCount: details.vote_count,
    trailerUrl: pickTrailer(details.videos),
    ...creditsToPeople(details.credits, image),
  };
}

export function movieToDetail(movie: TmdbMovieDetails, image: ImageUrl): MovieDetail {
  return {
    ...detailBase(movie, movieToItem(movie, image), image),
    type: 'movie',
    runtime: movie.runtime || undefined,
    rating: movieCertification(movie.release_dates),
    imdbId: movie.external_ids?.imdb_id ?? movie.imdb_id ?? undefined,
    theatricalReleaseDate: releaseDateOf(movie.release_dates, [
      RELEASE_TYPE.limitedTheatrical,
      RELEASE_TYPE.theatrical,
    ]),
    digitalReleaseDate: releaseDateOf(movie.release_dates, [RELEASE_TYPE.digital]),
  };
}

export function showToDetail(show: TmdbShowDetails, image: ImageUrl): ShowDetail {
  return {
    ...detailBase(show, showToItem(show, image), image),
    type: 'show',
    runtime: show.episode_run_time?.[0] || undefined,
    rating: showContentRating(show.content_ratings),
    imdbId: show.external_ids?.imdb_id ?? undefined,
    seasonCount: show.number_of_seasons,
    episodeCount: show.number_of_episodes,
    seasons: show.seasons.map((season) => ({
      id: String(season.id),
      number: season.season_number,
      title: season.name,
      episodeCount: season.episode_count,
      airDate: dateOrUndefined(season.air_date),
      poster: image('w342', season.poster_path),
    })),
  };
}

export function seasonToEpisodes(season: TmdbSeason, image: ImageUrl): Episode[] {
  return season.episodes.map((episode) => ({
    id: String(episode.id),
    seasonNumber: episode.season_number,
    number: episode.episode_number,
    title: episode.name,
    overview: episode.overview ?? '',
    still: image('w300', episode.still_path),
    airDate: dateOrUndefined(episode.air_date),
  }));
}
