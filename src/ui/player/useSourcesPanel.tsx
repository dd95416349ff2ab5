import '../../i18n/english/player.ts';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { playerMachine } from '../../machines/player/player.machine.ts';
import { OverlayPanel } from './OverlayPanel.tsx';
import { SourceList } from './SourceList.tsx';
import { usePlayerOverlays } from './usePlayerOverlays.ts';

/**
 * The source list over a screen without a video (playback error, nothing found), at the settings
 * overlay's `/source` (spec doc 2 §2): without a display only that page can be offered, so any
 * settings page shows it. Picking a source closes it.
 */
export function useSourcesPanel(player: ActorRefFrom<typeof playerMachine>) {
  const { t } = useTranslation();
  const overlays = usePlayerOverlays({ isShow: false });
  const open = useSelector(overlays, (snapshot) => snapshot.context.overlay === 'settings');
  return {
    openSources: () =>
      overlays.send({ type: 'overlay.open', overlay: 'settings', page: '/source' }),
    panel: open && (
      <div className="player-error-overlay">
        <OverlayPanel
          overlays={overlays}
          label={t('player.settings.title')}
          title={t('player.settings.source.title')}
        >
          <SourceList player={player} onPick={() => overlays.send({ type: 'overlay.close' })} />
        </OverlayPanel>
      </div>
    ),
  };
}
