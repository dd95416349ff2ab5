import { useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Star } from 'lucide-react';
import type { MediaDetail, MediaItem } from '../../../domain/media.ts';
import { mediaPath } from '../../../domain/mediaId.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { GroupPicker } from '../../bookmarks/GroupPicker.tsx';
import { Button } from '../../primitives/Button.tsx';
import { MediaIdReveal } from './MediaIdReveal.tsx';
import { PlayButton } from './PlayButton.tsx';
import { useAppStores } from './useAppStores.ts';
import type { DetailActor } from './useDetailActor.ts';

const itemOf = (detail: MediaDetail): MediaItem => ({
  id: detail.id,
  type: detail.type,
  title: detail.title,
  year: detail.year,
  releaseDate: detail.releaseDate,
  poster: detail.posterUrl,
});

/**
 * The backdrop with the logo or the title, and the actions (spec doc 3 §2): play, trailer,
 * bookmark, share (the media page's address, "Copied" for 2 s) and the group dropdown.
 */
export function DetailHero({ actor, detail }: { actor: DetailActor; detail: MediaDetail }) {
  const { t } = useTranslation();
  const router = useRouter();
  const { preferences, bookmarks } = useAppStores();
  const imageLogos = useSelector(preferences, (snapshot) => snapshot.context.enableImageLogos);
  const bookmarked = useSelector(bookmarks, (snapshot) => detail.id in snapshot.context.bookmarks);
  const copied = useSelector(actor, (snapshot) =>
    snapshot.matches({ loaded: { share: 'copied' } }),
  );
  const share = () =>
    actor.send({
      type: 'share.copy',
      url: new URL(router.history.createHref(mediaPath(detail)), window.location.href).href,
    });
  return (
    <header className="details-hero">
      {detail.backdrop && <img className="details-backdrop" src={detail.backdrop} alt="" />}
      <div className="details-hero-content">
        {/* The dialog's own title names it: this is decoration. */}
        <p className="details-title" aria-hidden>
          {imageLogos && detail.logoUrl ? (
            <img className="details-logo" src={detail.logoUrl} alt={detail.title} />
          ) : (
            detail.title
          )}
        </p>
        <div className="details-actions">
          <PlayButton detail={detail} />
          {detail.trailerUrl && (
            <a className="button" href={detail.trailerUrl} target="_blank" rel="noreferrer">
              {t('details.trailer')}
            </a>
          )}
          <Button aria-pressed={bookmarked} onClick={() => actor.send({ type: 'bookmark.toggle' })}>
            <Star size={18} fill={bookmarked ? 'currentColor' : 'none'} /> {t('details.bookmark')}
          </Button>
          <Button onClick={share}>
            <span aria-live="polite">{copied ? t('details.copied') : t('details.share')}</span>
          </Button>
          <GroupPicker media={itemOf(detail)} />
        </div>
        <MediaIdReveal actor={actor} detail={detail} />
      </div>
    </header>
  );
}
