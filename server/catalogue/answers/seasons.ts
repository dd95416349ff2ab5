import { artworkFile, imagePath } from '../artwork.ts';
import type { Show } from '../catalogue.ts';
import type { CatalogueEpisode, CatalogueSeason } from '../data/types.ts';
import { episodeId, seasonId } from '../ids.ts';

/** Seasons in order (specials, season 0, first, as TMDB lists them), their episodes in order. */
export function seasonsOf(show: Show): CatalogueSeason[] {
  return [...show.seasons]
    .sort((a, b) => a.seasonNumber - b.seasonNumber)
    .map((season) => ({
      ...season,
      episodes: [...season.episodes].sort((a, b) => a.episodeNumber - b.episodeNumber),
    }));
}

/** An episode as `last_episode_to_air` shows it; the season answer adds crew and guest stars. */
function episode(show: Show, season: CatalogueSeason, episode: CatalogueEpisode) {
  const last = Math.max(...season.episodes.map((each) => each.episodeNumber));
  return {
    id: episodeId(show.id, season.seasonNumber, episode.episodeNumber),
    name: episode.name,
    overview: episode.overview,
    vote_average: 0,
    vote_count: 0,
    air_date: episode.airDate,
    episode_number: episode.episodeNumber,
    episode_type: episode.episodeNumber === last ? 'finale' : 'standard',
    production_code: '',
    runtime: episode.runtime ?? null,
    season_number: season.seasonNumber,
    show_id: show.id,
    still_path: imagePath(artworkFile.still(show.id, season.seasonNumber, episode.episodeNumber)),
  };
}

/** The latest aired regular episode (specials aside), for `last_episode_to_air`. */
export function lastEpisode(show: Show) {
  const aired = seasonsOf(show)
    .filter((season) => season.seasonNumber > 0)
    .flatMap((season) => season.episodes.map((each) => ({ season, each })));
  const latest = aired.reduce<(typeof aired)[number] | undefined>(
    (best, next) => (best && best.each.airDate > next.each.airDate ? best : next),
    undefined,
  );
  return latest ? episode(show, latest.season, latest.each) : null;
}

const posterPath = (show: Show) => imagePath(artworkFile.poster('tv', show.id));

/** A season in a show's `seasons` list. */
export function seasonSummary(show: Show, season: CatalogueSeason) {
  return {
    air_date: season.airDate,
    episode_count: season.episodes.length,
    id: seasonId(show.id, season.seasonNumber),
    name: season.name,
    overview: '',
    poster_path: posterPath(show),
    season_number: season.seasonNumber,
    vote_average: 0,
  };
}

/** `tv/{id}/season/{n}`. */
export function seasonDetails(show: Show, season: CatalogueSeason) {
  const id = seasonId(show.id, season.seasonNumber);
  return {
    // TMDB's internal id, 24 hex digits; clients ignore it.
    _id: id.toString(16).padStart(24, '0'),
    air_date: season.airDate,
    episodes: season.episodes.map((each) => ({
      ...episode(show, season, each),
      crew: [],
      guest_stars: [],
    })),
    name: season.name,
    overview: '',
    id,
    poster_path: posterPath(show),
    season_number: season.seasonNumber,
    vote_average: 0,
  };
}
