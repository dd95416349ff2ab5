import type { ActorRefFrom } from 'xstate';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { overlaysMachine } from '../../machines/player/overlays.machine.ts';

/**
 * `/source` (spec doc 2 §2): the sources the player can play from. Until scraping lands the local
 * media library is the only one, so it is always the current one; trying it again closes the
 * overlay so the reloaded video shows.
 */
export function SourcePage({
  overlays,
  onReloadSource,
}: {
  overlays: ActorRefFrom<typeof overlaysMachine>;
  onReloadSource?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="player-panel-source">
      <ul className="player-panel-sources" aria-label={t('player.settings.source.list')}>
        <li aria-current="true">
          {t('player.settings.source.local')} <span>{t('player.settings.source.current')}</span>
        </li>
      </ul>
      {onReloadSource && (
        <button
          type="button"
          onClick={() => {
            overlays.send({ type: 'overlay.close' });
            onReloadSource();
          }}
        >
          {t('player.settings.source.reload')}
        </button>
      )}
    </div>
  );
}
