import '../../i18n/english/player.ts';
import '../../i18n/english/details.ts';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ShowDetail } from '../../domain/media.ts';
import { mediaIdOf, mediaPath } from '../../domain/mediaId.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { FAVORITES_SEASON } from '../../machines/browse/detailModal.machine.ts';
import type { overlaysMachine } from '../../machines/player/overlays.machine.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { useDetailActor } from '../browse/details/useDetailActor.ts';
import { OverlayPanel } from './OverlayPanel.tsx';

const noFavorites: string[] = [];

/**
 * The player's episodes overlay (spec doc 2 §2), for shows, at `?r=/episodes`: the season list
 * (with the favourites when there are any), then a season's episodes, each with its still and
 * overview (only its number and name with "Compact episode list" on); picking one plays it. The
 * seasons load through the title-details machine, as in the details modal.
 */
export function EpisodesOverlay({
  overlays,
  show,
  seasonId,
  episodeId,
}: {
  overlays: ActorRefFrom<typeof overlaysMachine>;
  show: ShowDetail;
  seasonId: string;
  episodeId: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { bookmarks, preferences } = useAppStores();
  const compact = useSelector(preferences, (snapshot) => snapshot.context.forceCompactEpisodeView);
  const actor = useDetailActor({
    mediaId: mediaIdOf(show),
    episode: { seasonId, episodeId },
    onOpenEpisode: (path) => navigate({ to: path }),
    onRedirect: () => {},
  });
  const page = useSelector(overlays, (snapshot) => snapshot.context.page);
  const season = useSelector(actor, (snapshot) => snapshot.context.season);
  const episodes = useSelector(actor, (snapshot) => snapshot.context.episodes);
  const loading = useSelector(
    actor,
    (snapshot) =>
      !snapshot.matches('loaded') || snapshot.matches({ loaded: { episodes: 'loading' } }),
  );
  const failed = useSelector(actor, (snapshot) =>
    snapshot.matches({ loaded: { episodes: 'failed' } }),
  );
  const favorites = useSelector(
    bookmarks,
    (snapshot) => snapshot.context.bookmarks[show.id]?.favoriteEpisodes ?? noFavorites,
  );
  const pick = (number: number) => {
    actor.send({ type: 'season.select', season: number });
    overlays.send({ type: 'overlay.navigate', page: '/episodes' });
  };
  const shown =
    season === FAVORITES_SEASON
      ? episodes.filter((episode) => favorites.includes(episode.id))
      : episodes;
  const seasonIdOf = (number: number) =>
    show.seasons.find((candidate) => candidate.number === number)?.id ?? seasonId;

  return (
    <OverlayPanel
      overlays={overlays}
      label={t('player.episodes.title')}
      title={t('player.episodes.title')}
    >
      {page === '/' ? (
        <ul className="player-panel-list" aria-label={t('player.episodes.seasons')}>
          {show.seasons.map((option) => (
            <li key={option.id}>
              <button
                type="button"
                aria-current={option.id === seasonId}
                onClick={() => pick(option.number)}
              >
                {option.title}
              </button>
            </li>
          ))}
          {favorites.length > 0 && (
            <li>
              <button type="button" onClick={() => pick(FAVORITES_SEASON)}>
                {t('details.episodes.favorites')}
              </button>
            </li>
          )}
        </ul>
      ) : loading ? (
        <p className="player-panel-note" role="status">
          {t('player.episodes.loading')}
        </p>
      ) : failed ? (
        <p className="player-panel-note" role="alert">
          {t('player.episodes.failed')}
        </p>
      ) : shown.length === 0 ? (
        <p className="player-panel-note">
          {t(season === FAVORITES_SEASON ? 'player.episodes.noFavorites' : 'player.episodes.empty')}
        </p>
      ) : (
        <ul className="player-panel-list" aria-label={t('player.episodes.list')}>
          {shown.map((episode) => (
            <li key={episode.id} className={compact ? undefined : 'player-episode-item'}>
              <button
                type="button"
                aria-current={episode.id === episodeId}
                onClick={() =>
                  navigate({
                    to: mediaPath(show, {
                      seasonId: seasonIdOf(episode.seasonNumber),
                      episodeId: episode.id,
                    }),
                  })
                }
              >
                {!compact && (
                  <span className="player-episode-still">
                    {episode.still && (
                      <img src={episode.still} alt="" loading="lazy" decoding="async" />
                    )}
                  </span>
                )}
                <span>
                  {t('media.episodeShort', {
                    season: episode.seasonNumber,
                    episode: episode.number,
                  })}{' '}
                  {episode.title}
                </span>
              </button>
              {!compact && episode.overview && (
                <p className="player-episode-overview">{episode.overview}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </OverlayPanel>
  );
}
