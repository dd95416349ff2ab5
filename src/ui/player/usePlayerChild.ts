import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { captionsMachine } from '../../machines/player/captions.machine.ts';
import type { controlsMachine } from '../../machines/player/controls.machine.ts';
import type { externalSubtitlesMachine } from '../../machines/player/externalSubtitles.machine.ts';
import type { mediaMachine } from '../../machines/player/media.machine.ts';
import type { nextEpisodeMachine } from '../../machines/player/nextEpisode.machine.ts';
import type { playerMachine } from '../../machines/player/player.machine.ts';
import type { resumePromptMachine } from '../../machines/player/resumePrompt.machine.ts';
import type { scrapingMachine } from '../../machines/player/scraping.machine.ts';
import type { skipIntroMachine } from '../../machines/player/skipIntro.machine.ts';
import type { sourceSelectionMachine } from '../../machines/player/sourceSelection.machine.ts';

/** The player's children by invoke id, as the views reach them. */
interface PlayerChildren {
  media: typeof mediaMachine;
  captions: typeof captionsMachine;
  externalSubtitles: typeof externalSubtitlesMachine;
  controls: typeof controlsMachine;
  skipIntro: typeof skipIntroMachine;
  nextEpisode: typeof nextEpisodeMachine;
  resumePrompt: typeof resumePromptMachine;
  scraping: typeof scrapingMachine;
  sourceSelection: typeof sourceSelectionMachine;
}

/** The player's child `id` while the player's state invokes it; undefined otherwise. */
export function usePlayerChild<K extends keyof PlayerChildren>(
  player: ActorRefFrom<typeof playerMachine>,
  id: K,
): ActorRefFrom<PlayerChildren[K]> | undefined {
  return useSelector(
    player,
    (snapshot) => snapshot.children[id] as ActorRefFrom<PlayerChildren[K]> | undefined,
  );
}
