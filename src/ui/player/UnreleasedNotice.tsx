import '../../i18n/english/player.ts';
import { useState } from 'react';
import { isReleased } from '../../domain/released.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { PlayerMeta } from '../../services/player/meta.ts';
import { formatDate } from '../browse/details/format.ts';

/** An episode that has not aired may play something else: the viewer is told, once per episode. */
export function UnreleasedNotice({ meta }: { meta: PlayerMeta }) {
  const { t, i18n } = useTranslation();
  const current = meta.episode?.current;
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!current || dismissed === current.id) return null;
  if (isReleased({ releaseDate: current.airDate }, new Date())) return null;
  const date = formatDate(current.airDate, i18n.language);
  return (
    <aside className="player-notice" aria-label={t('player.unreleased.title')}>
      <h2>{t('player.unreleased.title')}</h2>
      <p>{date ? t('player.unreleased.text', { date }) : t('player.unreleased.noDate')}</p>
      <button type="button" onClick={() => setDismissed(current.id)}>
        {t('player.unreleased.dismiss')}
      </button>
    </aside>
  );
}
