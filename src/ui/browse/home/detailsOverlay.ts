import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { MediaItem } from '../../../domain/media.ts';
import { formatMediaId } from '../../../domain/mediaId.ts';

/**
 * The `r` overlay that shows a title's details over the current page (spec doc 3 §2). The id goes
 * without its slug: the type and id name the title, and a slug in another script would not pass
 * the overlay's path check.
 */
export function detailsOverlay(media: Pick<MediaItem, 'type' | 'id'>): string {
  return `/details/${formatMediaId({ type: media.type, tmdbId: media.id, slug: '' })}`;
}

/** Opens a title's details where the user is, for the cards' details button. */
export function useOpenDetails(): (media: MediaItem) => void {
  const navigate = useNavigate();
  return useCallback(
    (media: MediaItem) =>
      navigate({ to: '.', search: (previous) => ({ ...previous, r: detailsOverlay(media) }) }),
    [navigate],
  );
}
