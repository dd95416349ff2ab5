import type { PartyContent } from '../../../domain/party.ts';
import type { PlayerMeta } from '../../../services/player/meta.ts';

/** What the player shows, as the watch party's status payload names it (spec doc 2 §3). */
export function partyContentOf(media: PlayerMeta['media']): PartyContent {
  if (media.type === 'movie') return { title: media.title, type: 'Movie', tmdbId: media.tmdbId };
  return {
    title: media.title,
    type: 'TV Show',
    tmdbId: media.tmdbId,
    seasonId: media.season.tmdbId,
    episodeId: media.episode.tmdbId,
    seasonNumber: media.season.number,
    episodeNumber: media.episode.number,
  };
}
