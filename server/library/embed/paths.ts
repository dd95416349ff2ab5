import type { LibraryRef } from '../../../src/domain/library.ts';

/**
 * Where the local embed page of a title is: the default embed provider's URL templates
 * (`/embed/movie/{tmdbId}`, `/embed/tv/{tmdbId}/{season}/{episode}`, src/contracts/config.ts).
 */
export function embedPath(ref: LibraryRef): string {
  return ref.type === 'movie'
    ? `/embed/movie/${ref.tmdbId}`
    : `/embed/tv/${ref.tmdbId}/${ref.season}/${ref.episode}`;
}

const TMDB_ID = /^[1-9]\d{0,9}$/;
const NUMBER = /^\d{1,5}$/;

/** The title of a movie page's or an episode page's path segments, if they are numbers. */
export function embedRef(
  tmdbId: string,
  season?: string,
  episode?: string,
): LibraryRef | undefined {
  if (!TMDB_ID.test(tmdbId)) return undefined;
  if (season === undefined && episode === undefined)
    return { type: 'movie', tmdbId: Number(tmdbId) };
  if (!season || !episode || !NUMBER.test(season) || !NUMBER.test(episode)) return undefined;
  return { type: 'show', tmdbId: Number(tmdbId), season: Number(season), episode: Number(episode) };
}

/** The title an embed page's path names, or undefined for any other path. */
export function parseEmbedPath(pathname: string): LibraryRef | undefined {
  const movie = /^\/embed\/movie\/([^/]+)$/.exec(pathname);
  if (movie?.[1]) return embedRef(movie[1]);
  const episode = /^\/embed\/tv\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(pathname);
  if (episode?.[1]) return embedRef(episode[1], episode[2], episode[3]);
  return undefined;
}
