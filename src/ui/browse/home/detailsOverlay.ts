import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { MediaItem } from '../../../domain/media.ts';
import { formatMediaId } from '../../../domain/mediaId.ts';
import type { MediaCardProps } from '../../media/MediaCard.tsx';
import { useAppStores } from '../details/useAppStores.ts';

/**
 * The `r` overlay that shows a title's details over the current page (spec doc 3 §2). The id goes
 * without its slug: the type and id name the title, and a slug in another script would not pass
 * the overlay's path check.
 */
export function detailsOverlay(media: Pick<MediaItem, 'type' | 'id'>): string {
  return `/details/${formatMediaId({ type: media.type, tmdbId: media.id, slug: '' })}`;
}

/**
 * How the cards of a list open a title's details where the user is: their info button, or, with
 * "Details in a window" on (spec doc 1 §3 `enableDetailsModal`), the card itself.
 */
export function useCardDetails(): Pick<MediaCardProps, 'onOpenDetails' | 'detailsFirst'> {
  const navigate = useNavigate();
  const { preferences } = useAppStores();
  const detailsFirst = useSelector(preferences, (snapshot) => snapshot.context.enableDetailsModal);
  const onOpenDetails = useCallback(
    (media: MediaItem) =>
      navigate({ to: '.', search: (previous) => ({ ...previous, r: detailsOverlay(media) }) }),
    [navigate],
  );
  return { onOpenDetails, detailsFirst };
}
