import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { parseMediaId } from '../../../domain/mediaId.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Modal } from '../../primitives/Modal.tsx';
import type { OverlayProps } from '../../shell/Overlays.tsx';
import { detailsOverlay } from '../home/detailsOverlay.ts';
import { DetailContent } from './DetailContent.tsx';
import { useDetailActor } from './useDetailActor.ts';
import { useStackedModal } from './useStackedModal.ts';

const MODAL_ID = 'details';

function DetailsModal({ mediaId, onClose }: { mediaId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actor = useDetailActor({
    mediaId,
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
      <DetailContent actor={actor} variant="modal" />
    </Modal>
  );
}

/**
 * The title detail modal at `?r=/details/{mediaId}` (spec doc 3 §2): on the modal stack while the
 * address names it; closing it (Escape, the close button) drops `r`, and so does a media id that
 * names nothing.
 */
export default function DetailsOverlay({ path, onClose }: OverlayProps) {
  const mediaId = path.split('/')[1] ?? '';
  useStackedModal(MODAL_ID, true, onClose);
  return <DetailsModal key={mediaId} mediaId={mediaId} onClose={onClose} />;
}
