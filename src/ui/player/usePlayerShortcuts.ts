import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { holdToBoostMachine } from '../../machines/player/holdToBoost.machine.ts';
import type { mediaMachine } from '../../machines/player/media.machine.ts';
import type { overlaysMachine } from '../../machines/player/overlays.machine.ts';
import type { speedMachine } from '../../machines/player/speed.machine.ts';
import type { volumeMachine } from '../../machines/player/volume.machine.ts';
import { isTypingTarget } from '../primitives/keyboard.ts';

type Media = ActorRefFrom<typeof mediaMachine>;

/** Seconds the arrows and j/l move, and the frame step while paused (spec doc 2 §5, §9). */
const ARROW_SEEK = 5;
const JUMP_SEEK = 10;
const FRAME_STEP = 1;

/**
 * The player's keyboard (spec doc 2 §5), ignored while typing: space and k play or pause (space
 * held plays at 2x), the
 * arrows seek 5 s and change the volume, j/l seek 10 s, m mutes, f toggles fullscreen, < and >
 * step the speed, , and . step 1 s while paused, and Escape closes the top overlay.
 */
export function usePlayerShortcuts({
  media,
  volume,
  speed,
  boost,
  overlays,
  toggleFullscreen,
}: {
  media: Media | undefined;
  volume: ActorRefFrom<typeof volumeMachine>;
  speed: ActorRefFrom<typeof speedMachine>;
  boost: ActorRefFrom<typeof holdToBoostMachine>;
  overlays: ActorRefFrom<typeof overlaysMachine>;
  toggleFullscreen: () => void;
}) {
  useEffect(() => {
    if (!media) return;
    const seekBy = (seconds: number) => media.send({ type: 'media.seekBy', seconds });
    const actions: Record<string, () => void> = {
      // Held, space plays at 2x; pressed, it toggles play (the holdToBoost machine tells).
      ' ': () => boost.send({ type: 'boost.press', currentRate: media.getSnapshot().context.rate }),
      k: () => media.send({ type: 'media.togglePlay' }),
      ArrowRight: () => seekBy(ARROW_SEEK),
      ArrowLeft: () => seekBy(-ARROW_SEEK),
      l: () => seekBy(JUMP_SEEK),
      j: () => seekBy(-JUMP_SEEK),
      ArrowUp: () => volume.send({ type: 'volume.up' }),
      ArrowDown: () => volume.send({ type: 'volume.down' }),
      m: () => volume.send({ type: 'volume.toggleMute' }),
      f: toggleFullscreen,
      '>': () => speed.send({ type: 'speed.faster' }),
      '<': () => speed.send({ type: 'speed.slower' }),
      '.': () => {
        if (!media.getSnapshot().matches({ active: 'playing' })) seekBy(FRAME_STEP);
      },
      ',': () => {
        if (!media.getSnapshot().matches({ active: 'playing' })) seekBy(-FRAME_STEP);
      },
    };
    const ignored = (event: KeyboardEvent) =>
      event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target);
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === ' ' && !ignored(event)) boost.send({ type: 'boost.release' });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // Escape closes the top overlay, unless it belongs to the field being typed in.
      if (event.key === 'Escape') {
        overlays.send({ type: 'overlay.escape', typing: isTypingTarget(event.target) });
        return;
      }
      if (ignored(event)) return;
      // A held key repeats: only its first press counts.
      if (event.repeat && event.key === ' ') {
        event.preventDefault();
        return;
      }
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      const action = actions[event.key] ?? actions[key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('keyup', onKeyUp);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keyup', onKeyUp);
    };
  }, [media, volume, speed, boost, overlays, toggleFullscreen]);
}
