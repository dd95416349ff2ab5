import type { CatalogueMovie, CatalogueShow } from './data/types.ts';
import { genre } from './genres.ts';
import { MAX_EPISODE_NUMBER, MAX_SEASON_NUMBER, personId } from './ids.ts';
import { assignProviders } from './providers.ts';

/** TMDB's two kinds of title, as its paths and `media_type` spell them. */
export type MediaType = 'movie' | 'tv';

export interface CatalogueData {
  movies: readonly CatalogueMovie[];
  shows: readonly CatalogueShow[];
}

export interface Movie extends CatalogueMovie {
  mediaType: 'movie';
  providers: number[];
}

export interface Show extends CatalogueShow {
  mediaType: 'tv';
  providers: number[];
}

export type Title = Movie | Show;

interface TitlesByType {
  movie: Movie;
  tv: Show;
}

/** The catalogue data, checked and indexed once when the server starts. */
export interface Catalogue {
  titles<K extends MediaType>(mediaType: K): readonly TitlesByType[K][];
  find<K extends MediaType>(mediaType: K, id: number): TitlesByType[K] | undefined;
  findByImdbId(imdbId: string): Title | undefined;
}

export function titleName(title: Title): string {
  return title.mediaType === 'movie' ? title.title : title.name;
}

export function originalName(title: Title): string {
  return title.mediaType === 'movie' ? title.originalTitle : title.originalName;
}

/** The date a title first came out: a movie's release, a show's first air date. */
export function firstDate(title: Title): string {
  return title.mediaType === 'movie' ? title.releaseDate : title.firstAirDate;
}

/** The date a title last had something new: a movie's digital release, a show's last episode. */
export function latestDate(title: Title): string {
  if (title.mediaType === 'tv') return title.lastAirDate;
  return title.digitalReleaseDate ?? title.releaseDate;
}

/** Everyone credited on a title: cast, then directors or creators. */
export function people(title: CatalogueMovie | CatalogueShow): string[] {
  const crew = 'directors' in title ? title.directors : title.creators;
  return [...title.cast.map((member) => member.name), ...crew];
}

export function createCatalogue(data: CatalogueData): Catalogue {
  const problems = findProblems(data);
  if (problems.length > 0) {
    throw new Error(`The catalogue data is invalid:\n- ${problems.slice(0, 20).join('\n- ')}`);
  }
  const movieProviders = assignProviders(
    data.movies.map((movie) => movie.id),
    'movie',
  );
  const showProviders = assignProviders(
    data.shows.map((show) => show.id),
    'show',
  );
  const movies: Movie[] = data.movies.map((movie) => ({
    ...movie,
    mediaType: 'movie',
    providers: movieProviders.get(movie.id) ?? [],
  }));
  const shows: Show[] = data.shows.map((show) => ({
    ...show,
    mediaType: 'tv',
    providers: showProviders.get(show.id) ?? [],
  }));
  const lists: { [K in MediaType]: readonly TitlesByType[K][] } = { movie: movies, tv: shows };
  const byId: { [K in MediaType]: ReadonlyMap<number, TitlesByType[K]> } = {
    movie: new Map(movies.map((movie) => [movie.id, movie])),
    tv: new Map(shows.map((show) => [show.id, show])),
  };
  const byImdbId = new Map<string, Title>([...movies, ...shows].map((t) => [t.imdbId, t]));
  return {
    titles: (mediaType) => lists[mediaType],
    find: (mediaType, id) => byId[mediaType].get(id),
    findByImdbId: (imdbId) => byImdbId.get(imdbId),
  };
}

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * What the answers and the derived ids rely on: unique ids, TMDB-style dates and language codes,
 * genres from TMDB's lists, YouTube keys of 11 characters, season and episode numbers that fit the id scheme (see ids.ts), no two
 * people sharing an id.
 */
function findProblems({ movies, shows }: CatalogueData): string[] {
  const problems: string[] = [];
  const titles: { key: string; mediaType: MediaType; title: CatalogueMovie | CatalogueShow }[] = [
    ...movies.map((title) => ({ key: `movie ${title.id}`, mediaType: 'movie' as const, title })),
    ...shows.map((title) => ({ key: `tv ${title.id}`, mediaType: 'tv' as const, title })),
  ];
  const seen = new Set<string>();
  const imdbIds = new Set<string>();
  const personNames = new Map<number, string>();
  for (const { key, mediaType, title } of titles) {
    if (!Number.isSafeInteger(title.id) || title.id < 1) problems.push(`${key}: bad id`);
    if (seen.has(key)) problems.push(`${key}: listed twice`);
    seen.add(key);
    if (!/^tt\d{7,10}$/.test(title.imdbId)) problems.push(`${key}: bad IMDb id ${title.imdbId}`);
    if (imdbIds.has(title.imdbId)) problems.push(`${key}: IMDb id ${title.imdbId} used twice`);
    imdbIds.add(title.imdbId);
    if (title.youTubeKey !== undefined && !/^[\w-]{11}$/.test(title.youTubeKey)) {
      problems.push(`${key}: bad YouTube key "${title.youTubeKey}"`);
    }
    if (!/^[a-z]{2}$/.test(title.originalLanguage)) {
      problems.push(`${key}: bad language code "${title.originalLanguage}"`);
    }
    for (const id of title.genreIds) {
      if (!genre(mediaType, id)) problems.push(`${key}: no ${mediaType} genre ${id}`);
    }
    const dates =
      'releaseDate' in title
        ? [title.releaseDate, title.digitalReleaseDate ?? title.releaseDate]
        : [
            title.firstAirDate,
            title.lastAirDate,
            ...title.seasons.flatMap((season) => [
              season.airDate,
              ...season.episodes.map((episode) => episode.airDate),
            ]),
          ];
    for (const date of dates) {
      if (!ISO_DATE.test(date)) problems.push(`${key}: bad date "${date}"`);
    }
    if ('seasons' in title) problems.push(...seasonProblems(key, title));
    for (const name of people(title)) {
      const id = personId(name);
      const other = personNames.get(id);
      if (other !== undefined && other !== name.trim()) {
        problems.push(`${key}: "${name}" and "${other}" get the same person id`);
      }
      personNames.set(id, name.trim());
    }
  }
  return problems;
}

function seasonProblems(key: string, show: CatalogueShow): string[] {
  const problems: string[] = [];
  const seasons = new Set<number>();
  for (const { seasonNumber, episodes } of show.seasons) {
    if (!Number.isInteger(seasonNumber) || seasonNumber < 0 || seasonNumber > MAX_SEASON_NUMBER) {
      problems.push(`${key}: season number ${seasonNumber} out of 0–${MAX_SEASON_NUMBER}`);
    }
    if (seasons.has(seasonNumber)) problems.push(`${key}: season ${seasonNumber} listed twice`);
    seasons.add(seasonNumber);
    const numbers = new Set<number>();
    for (const { episodeNumber } of episodes) {
      if (
        !Number.isInteger(episodeNumber) ||
        episodeNumber < 1 ||
        episodeNumber > MAX_EPISODE_NUMBER
      ) {
        problems.push(`${key}: episode number ${episodeNumber} out of 1–${MAX_EPISODE_NUMBER}`);
      }
      if (numbers.has(episodeNumber)) {
        problems.push(`${key}: season ${seasonNumber} lists episode ${episodeNumber} twice`);
      }
      numbers.add(episodeNumber);
    }
  }
  return problems;
}
