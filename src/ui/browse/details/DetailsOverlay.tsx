import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { parseMediaId } from '../../../domain/mediaId.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { WantedEpisode } from '../../../machines/browse/detailModal.machine.ts';
import { Modal } from '../../primitives/Modal.tsx';
import type { OverlayProps } from '../../shell/Overlays.tsx';
import { detailsOverlay } from '../home/detailsOverlay.ts';
import { DetailContent } from './DetailContent.tsx';
import { useDetailActor } from './useDetailActor.ts';
import { useStackedModal } from './useStackedModal.ts';

const MODAL_ID = 'details';

function DetailsModal({
  mediaId,
  episode,
  onClose,
}: {
  mediaId: string;
  episode?: WantedEpisode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actor = useDetailActor({
    mediaId,
    episode,
    onOpenEpisode: (path) => navigate({ to: path }),
    onRedirect: (current) => {
      const parts = parseMediaId(current);
      if (!parts) return;
      const r = detailsOverlay({ type: parts.type, id: parts.tmdbId });
      navigate({ to: '.', search: (previous) => ({ ...previous, r }), replace: true });
    },
  });
  const closed = useSelector(actor, (snapshot) => snapshot.matches('closed'));
  const title = useSelector(actor, (snapshot) => snapshot.context.detail?.title);
  useEffect(() => {
    if (closed) onClose();
  }, [closed, onClose]);
  return (
    <Modal id={MODAL_ID} title={title ?? t('details.title')}>
      <DetailContent actor={actor} currentEpisodeId={episode?.episodeId} />
    </Modal>
  );
}

/**
 * The title detail modal at `?r=/details/{mediaId}[/{seasonId}/{episodeId}]` (spec doc 3 §2): on
 * the modal stack while the address names it; closing it (Escape, the close button) drops `r`, and
 * so does a media id that names nothing. The player opens it at the episode playing.
 */
export default function DetailsOverlay({ path, onClose }: OverlayProps) {
  const [, mediaId = '', seasonId, episodeId] = path.split('/');
  useStackedModal(MODAL_ID, true, onClose);
  return (
    <DetailsModal
      key={path}
      mediaId={mediaId}
      episode={seasonId ? { seasonId, episodeId } : undefined}
      onClose={onClose}
    />
  );
}
