import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Play } from 'lucide-react';
import type { MediaDetail } from '../../../domain/media.ts';
import { mediaPath } from '../../../domain/mediaId.ts';
import { type PlayLabel, playLabel } from '../../../domain/playLabel.ts';
import { resumeEpisode } from '../../../domain/watching.ts';
import type { TFunction } from '../../../i18n/index.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { storedEpisodes } from '../../../machines/browse/detailModal.machine.ts';
import { Button } from '../../primitives/Button.tsx';
import { useAppStores } from './useAppStores.ts';

function wording(label: PlayLabel, t: TFunction): string {
  switch (label.kind) {
    case 'resumeEpisode':
      return t('details.resumeEpisode', { season: label.season, episode: label.episode });
    case 'resume':
      return t('details.resume');
    case 'unreleased':
      return t('details.unreleased');
    case 'play':
      return t('details.play');
  }
}

/**
 * Play, Resume, Resume S1:E2 or Unreleased (spec doc 3 §4): a link to the media page, or to the
 * episode watching resumes at; an unreleased movie has nothing to open.
 */
export function PlayButton({ detail }: { detail: MediaDetail }) {
  const { t } = useTranslation();
  const { progress } = useAppStores();
  const item = useSelector(progress, (snapshot) => snapshot.context.items[detail.id]);
  const episodes = storedEpisodes(item);
  const label = playLabel(
    detail.type === 'movie'
      ? { type: 'movie', releaseDate: detail.releaseDate, progress: item?.progress }
      : { type: 'show', episodes },
    new Date(),
  );
  if (label.kind === 'unreleased') {
    return (
      <Button variant="primary" disabled>
        {wording(label, t)}
      </Button>
    );
  }
  const resumed = label.kind === 'resumeEpisode' ? resumeEpisode(episodes) : undefined;
  return (
    <Link
      className="button button-primary"
      to={mediaPath(detail, resumed && { seasonId: resumed.seasonId, episodeId: resumed.id })}
    >
      <Play size={18} fill="currentColor" /> {wording(label, t)}
    </Link>
  );
}
