import type { ScrapeMedia } from '../../contracts/scrape.ts';
import type { Episode, MediaDetail, SeasonSummary, ShowDetail } from '../../domain/media.ts';
import type { MediaIdParts } from '../../domain/mediaId.ts';
import { markStep } from '../perf/marks.ts';
import type { WatchedMedia } from '../storage/index.ts';
import type { TmdbClient } from '../tmdb/client.ts';

/** What the player knows of what it plays (spec doc 2 §3 "Player meta"). */
export interface PlayerMeta {
  detail: MediaDetail;
  /** For progress, bookmarks and the library. */
  media: WatchedMedia;
  /**
   * For a show: the episode playing, its season's episodes, and the one after it: the next in the
   * season, else the first of the next season (specials, season 0, are never "next").
   */
  episode?: {
    season: SeasonSummary;
    current: Episode;
    seasonEpisodes: Episode[];
    next?: { season: SeasonSummary; episode: Episode };
  };
}

/** The address's title: a movie, or an episode by its season and episode ids. */
export interface PlayerAddress {
  id: MediaIdParts;
  seasonId?: string;
  episodeId?: string;
}

/**
 * Loads the player's meta: the title's details and, for a show, the episode of the address — or,
 * when the address names none, the first episode of the first season (specials come last).
 * Undefined when the address names a season or an episode the show does not have.
 */
export async function loadPlayerMeta(
  tmdb: TmdbClient,
  { id, seasonId, episodeId }: PlayerAddress,
  signal?: AbortSignal,
): Promise<PlayerMeta | undefined> {
  const detail = await tmdb.getDetail({ type: id.type, id: id.tmdbId }, { signal });
  markStep('details loaded');
  const title = {
    tmdbId: detail.id,
    title: detail.title,
    releaseYear: detail.year,
    poster: detail.posterUrl,
  };
  if (detail.type === 'movie') return { detail, media: { ...title, type: 'movie' } };
  const season = pickSeason(detail, seasonId);
  if (!season) return undefined;
  const seasonEpisodes = await tmdb.getSeasonEpisodes(detail.id, season.number, { signal });
  const current = episodeId
    ? seasonEpisodes.find((episode) => episode.id === episodeId)
    : seasonEpisodes[0];
  if (!current) return undefined;
  return {
    detail,
    media: {
      ...title,
      type: 'show',
      season: { tmdbId: season.id, number: season.number, title: season.title },
      episode: { tmdbId: current.id, number: current.number, title: current.title },
    },
    episode: {
      season,
      current,
      seasonEpisodes,
      next: await nextEpisode(tmdb, detail, season, current, seasonEpisodes, signal),
    },
  };
}

const firstByNumber = <T extends { number: number }>(items: T[]): T | undefined =>
  [...items].sort((a, b) => a.number - b.number)[0];

/** The episode after `current`: later in its season, else the first of the following season. */
async function nextEpisode(
  tmdb: TmdbClient,
  show: ShowDetail,
  season: SeasonSummary,
  current: Episode,
  seasonEpisodes: Episode[],
  signal: AbortSignal | undefined,
): Promise<{ season: SeasonSummary; episode: Episode } | undefined> {
  const later = firstByNumber(seasonEpisodes.filter((episode) => episode.number > current.number));
  if (later) return { season, episode: later };
  if (season.number === 0) return undefined;
  const following = firstByNumber(show.seasons.filter((other) => other.number > season.number));
  if (!following) return undefined;
  const episodes = await tmdb.getSeasonEpisodes(show.id, following.number, { signal });
  const first = firstByNumber(episodes);
  return first && { season: following, episode: first };
}

function pickSeason(show: ShowDetail, seasonId: string | undefined): SeasonSummary | undefined {
  if (seasonId) return show.seasons.find((season) => season.id === seasonId);
  return [...show.seasons].sort((a, b) => (a.number || Infinity) - (b.number || Infinity))[0];
}

/** What the scraping API is asked to find for the meta's title (CONTRACTS.md §3). */
export function scrapeMediaOf({ detail, media }: PlayerMeta): ScrapeMedia {
  const title = {
    title: detail.title,
    releaseYear: detail.year ?? 0,
    tmdbId: detail.id,
    ...(detail.imdbId && { imdbId: detail.imdbId }),
  };
  return media.type === 'movie'
    ? { type: 'movie', ...title }
    : {
        type: 'show',
        ...title,
        seasonNumber: media.season.number,
        seasonTmdbId: media.season.tmdbId,
        episodeNumber: media.episode.number,
        episodeTmdbId: media.episode.tmdbId,
      };
}
