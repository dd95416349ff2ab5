import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { SUBTITLE_DELAY_STEP } from '../../domain/subtitleDelay.ts';
import type { captionsMachine } from '../../machines/player/captions.machine.ts';
import type { holdToBoostMachine } from '../../machines/player/holdToBoost.machine.ts';
import type { indicatorMachine } from '../../machines/player/indicator.machine.ts';
import type { mediaMachine } from '../../machines/player/media.machine.ts';
import type { speedMachine } from '../../machines/player/speed.machine.ts';
import type { volumeMachine } from '../../machines/player/volume.machine.ts';
import type { SubtitlesStore } from '../../services/storage/index.ts';
import { isActivatableTarget, isTypingTarget } from '../primitives/keyboard.ts';
import { partyControlOf, useWatchParty } from './party/WatchPartyContext.ts';

type Media = ActorRefFrom<typeof mediaMachine>;
type Indicator = ActorRefFrom<typeof indicatorMachine>;

const inPanel = (target: EventTarget | null) =>
  target instanceof Element && target.closest('.player-panel') !== null;

/** Seconds the arrows and j/l move, and the frame step while paused (spec doc 2 §5, §9). */
const ARROW_SEEK = 5;
const JUMP_SEEK = 10;
const FRAME_STEP = 1;

/** Keys that play, pause or seek: a watch party's guest has none of them (spec doc 2 §6). */
const PLAYBACK_KEYS = new Set([' ', 'k', 'ArrowRight', 'ArrowLeft', 'l', 'j', '.', ',']);
/** Keys that change the speed: nobody's in a watch party, which plays at 1x (spec doc 2 §5). */
const SPEED_KEYS = new Set(['>', '<']);

/**
 * The player's keyboard (spec doc 2 §5), ignored while typing: space and k play or pause (space
 * held plays at 2x), the arrows seek 5 s and change the volume, j/l seek 10 s, m mutes, f toggles
 * fullscreen, < and > step the speed (shown for a moment), , and . step 1 s while paused, [ and ]
 * move the subtitles by 0.5 s (shown for 3 s), c toggles the last-used captions, and r rolls the
 * picture. Escape belongs to the
 * overlays (`usePlayerOverlays`). In a watch party the speed keys do nothing, space just plays or
 * pauses (no 2x), and a guest's keys do not play, pause or seek: the host's do.
 */
export function usePlayerShortcuts({
  media,
  volume,
  speed,
  boost,
  captions,
  subtitles,
  indicators,
  toggleFullscreen,
}: {
  media: Media | undefined;
  volume: ActorRefFrom<typeof volumeMachine>;
  speed: ActorRefFrom<typeof speedMachine>;
  boost: ActorRefFrom<typeof holdToBoostMachine>;
  captions: ActorRefFrom<typeof captionsMachine> | undefined;
  subtitles: SubtitlesStore;
  indicators: { speed: Indicator; subtitleDelay: Indicator; roll: Indicator };
  toggleFullscreen: () => void;
}) {
  const { party } = useWatchParty();
  useEffect(() => {
    if (!media) return;
    const seekBy = (seconds: number) => media.send({ type: 'media.seekBy', seconds });
    const show = (indicator: Indicator) => indicator.send({ type: 'indicator.show' });
    const shiftSubtitles = (seconds: number) => {
      const { delay } = subtitles.getSnapshot().context;
      subtitles.trigger.delayChanged({ delay: delay + seconds });
      show(indicators.subtitleDelay);
    };
    const actions: Record<string, () => void> = {
      // Held, space plays at 2x; pressed, it toggles play (the holdToBoost machine tells).
      ' ': () =>
        partyControlOf(party?.getSnapshot()).inParty
          ? media.send({ type: 'media.togglePlay' })
          : boost.send({ type: 'boost.press', currentRate: media.getSnapshot().context.rate }),
      k: () => media.send({ type: 'media.togglePlay' }),
      ArrowRight: () => seekBy(ARROW_SEEK),
      ArrowLeft: () => seekBy(-ARROW_SEEK),
      l: () => seekBy(JUMP_SEEK),
      j: () => seekBy(-JUMP_SEEK),
      ArrowUp: () => volume.send({ type: 'volume.up' }),
      ArrowDown: () => volume.send({ type: 'volume.down' }),
      m: () => volume.send({ type: 'volume.toggleMute' }),
      f: toggleFullscreen,
      '>': () => {
        speed.send({ type: 'speed.faster' });
        show(indicators.speed);
      },
      '<': () => {
        speed.send({ type: 'speed.slower' });
        show(indicators.speed);
      },
      '[': () => shiftSubtitles(-SUBTITLE_DELAY_STEP),
      ']': () => shiftSubtitles(SUBTITLE_DELAY_STEP),
      r: () => show(indicators.roll),
      c: () => captions?.send({ type: 'caption.toggle' }),
      '.': () => {
        if (!media.getSnapshot().matches({ active: 'playing' })) seekBy(FRAME_STEP);
      },
      ',': () => {
        if (!media.getSnapshot().matches({ active: 'playing' })) seekBy(-FRAME_STEP);
      },
    };
    const ignored = (event: KeyboardEvent) =>
      event.ctrlKey ||
      event.metaKey ||
      event.altKey ||
      isTypingTarget(event.target) ||
      // In a panel, Space presses the focused button or switch; on the bars it stays play/pause.
      (event.key === ' ' && isActivatableTarget(event.target) && inPanel(event.target));
    const refusedInParty = (key: string) => {
      const { inParty, guest } = partyControlOf(party?.getSnapshot());
      return (guest && PLAYBACK_KEYS.has(key)) || (inParty && SPEED_KEYS.has(key));
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === ' ' && !ignored(event)) boost.send({ type: 'boost.release' });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (ignored(event)) return;
      // A held key repeats: only its first press counts.
      if (event.repeat && event.key === ' ') {
        event.preventDefault();
        return;
      }
      const lowered = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      const key = actions[event.key] ? event.key : lowered;
      const action = actions[key];
      if (!action || refusedInParty(key)) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('keyup', onKeyUp);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keyup', onKeyUp);
    };
  }, [media, volume, speed, boost, captions, subtitles, indicators, toggleFullscreen, party]);
}
