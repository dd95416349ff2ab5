import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ShowDetail } from '../../../domain/media.ts';
import { isWatched } from '../../../domain/watching.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { FAVORITES_SEASON, seasonChange } from '../../../machines/browse/detailModal.machine.ts';
import { Button } from '../../primitives/Button.tsx';
import { inlineSign } from '../../primitives/inlineDirection.ts';
import { EpisodeCard } from './EpisodeCard.tsx';
import { useAppStores } from './useAppStores.ts';
import type { DetailActor } from './useDetailActor.ts';

/** One arrow press scrolls two cards of 256 px with their 16 px gap (spec doc 3 §2). */
export const EPISODE_SCROLL_PX = 2 * (256 + 16);

/** The row's scroll offset that brings `card` to its start edge (the right one, right to left). */
function startOffset(list: HTMLElement, card: HTMLElement): number {
  if (inlineSign(list) === 1) return card.offsetLeft - list.offsetLeft;
  const listEnd = list.offsetLeft + list.clientWidth;
  return -(listEnd - (card.offsetLeft + card.offsetWidth));
}

const noFavorites: string[] = [];

/**
 * A show's episodes (spec doc 3 §2): the season selector with the favourites view, the
 * season-watched toggle and go-to-episode, and the cards: a row with arrows from 1024 px wide,
 * a list below (details.css); with "Compact episode list" on, a list of compact rows at any width.
 */
export function EpisodeCarousel({
  actor,
  show,
  currentEpisodeId,
}: {
  actor: DetailActor;
  show: ShowDetail;
  currentEpisodeId?: string;
}) {
  const { t } = useTranslation();
  const { progress, bookmarks, preferences } = useAppStores();
  const season = useSelector(actor, (snapshot) => snapshot.context.season);
  const episodes = useSelector(actor, (snapshot) => snapshot.context.episodes);
  const loading = useSelector(actor, (snapshot) =>
    snapshot.matches({ loaded: { episodes: 'loading' } }),
  );
  const failed = useSelector(actor, (snapshot) =>
    snapshot.matches({ loaded: { episodes: 'failed' } }),
  );
  const stored = useSelector(progress, (snapshot) => snapshot.context.items[show.id]);
  const favorites = useSelector(
    bookmarks,
    (snapshot) => snapshot.context.bookmarks[show.id]?.favoriteEpisodes ?? noFavorites,
  );
  const compact = useSelector(preferences, (snapshot) => snapshot.context.forceCompactEpisodeView);
  const row = useRef<HTMLOListElement>(null);

  const favoritesView = season === FAVORITES_SEASON;
  const shown = favoritesView
    ? episodes.filter((episode) => favorites.includes(episode.id))
    : episodes;
  const change = favoritesView || loading ? null : seasonChange(episodes, stored, new Date());

  // The row starts at the episode of the address; the page itself stays where it is.
  useEffect(() => {
    const list = row.current;
    const current = list?.querySelector<HTMLElement>('[aria-current]');
    if (!loading && list && current) list.scrollLeft = startOffset(list, current);
  }, [loading]);
  const scroll = (direction: 1 | -1) => {
    const list = row.current;
    if (list)
      list.scrollBy?.({
        left: inlineSign(list) * direction * EPISODE_SCROLL_PX,
        behavior: 'smooth',
      });
  };

  return (
    <section className="details-episodes" aria-labelledby="details-episodes-heading">
      <header className="details-episodes-header">
        <h3 id="details-episodes-heading">{t('details.episodes.heading')}</h3>
        <label className="details-season">
          <span>{t('details.episodes.season')}</span>
          <select
            value={season ?? ''}
            onChange={(event) =>
              actor.send({ type: 'season.select', season: Number(event.target.value) })
            }
          >
            {show.seasons.map((option) => (
              <option key={option.id} value={option.number}>
                {option.title}
              </option>
            ))}
            <option id="favorites" value={FAVORITES_SEASON}>
              {t('details.episodes.favorites')}
            </option>
          </select>
        </label>
        {change && (
          <Button onClick={() => actor.send({ type: 'season.toggleWatched' })}>
            {change.markAs === 'watched'
              ? t('details.episodes.markSeasonWatched')
              : t('details.episodes.markSeasonUnwatched')}
          </Button>
        )}
        <Button onClick={() => actor.send({ type: 'goTo.open' })}>
          {t('details.episodes.goTo')}
        </Button>
        {!compact && (
          <div className="details-episodes-arrows">
            <button
              type="button"
              aria-label={t('details.episodes.scrollBack')}
              onClick={() => scroll(-1)}
            >
              <span className="icon-directional">‹</span>
            </button>
            <button
              type="button"
              aria-label={t('details.episodes.scrollForward')}
              onClick={() => scroll(1)}
            >
              <span className="icon-directional">›</span>
            </button>
          </div>
        )}
      </header>
      {loading ? (
        <p role="status" className="details-episodes-note">
          {t('details.episodes.loading')}
        </p>
      ) : failed ? (
        <p className="details-episodes-note">{t('details.episodes.failed')}</p>
      ) : favoritesView && shown.length === 0 ? (
        <p className="details-episodes-note">{t('details.episodes.noFavorites')}</p>
      ) : (
        <ol
          ref={row}
          className={`details-episode-list${compact ? ' details-episode-list-compact' : ''}`}
        >
          {shown.map((episode) => (
            <EpisodeCard
              key={episode.id}
              show={show}
              episode={episode}
              watched={isWatched(stored?.episodes[episode.id]?.progress)}
              favorite={favorites.includes(episode.id)}
              current={episode.id === currentEpisodeId}
              compact={compact}
              onToggleWatched={() =>
                actor.send({ type: 'episode.toggleWatched', episodeId: episode.id })
              }
              onToggleFavorite={() =>
                actor.send({ type: 'episode.toggleFavorite', episodeId: episode.id })
              }
            />
          ))}
        </ol>
      )}
    </section>
  );
}
