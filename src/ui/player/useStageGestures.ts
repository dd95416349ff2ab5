import { type PointerEvent, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { DOUBLE_CLICK_SEEK, DOUBLE_TAP_MS, doubleClickZone } from '../../domain/playback.ts';
import type { holdToBoostMachine } from '../../machines/player/holdToBoost.machine.ts';
import type { mediaMachine } from '../../machines/player/media.machine.ts';
import type { playerMachine } from '../../machines/player/player.machine.ts';
import { partyControlOf, useWatchParty } from './party/WatchPartyContext.ts';

interface StageActors {
  player: ActorRefFrom<typeof playerMachine>;
  media: ActorRefFrom<typeof mediaMachine> | undefined;
  boost: ActorRefFrom<typeof holdToBoostMachine>;
  /** The preference enableDoubleClickToSeek: a mouse's double click seeks in the outer thirds. */
  doubleClickSeeks: boolean;
  toggleFullscreen: () => void;
}

interface At {
  clientX: number;
  currentTarget: HTMLElement;
}

/**
 * What the pointer does on the picture (spec doc 2 §4, §5). A mouse: a click plays or pauses, a
 * hold of 300 ms plays at 2x (the hold-to-boost machine tells them apart), a double click goes
 * fullscreen, or seeks 10 s in the outer thirds when the preference says so. A finger: a tap shows
 * or hides the controls, a hold boosts, a double tap seeks 10 s in the outer thirds (a phone has no
 * other quick way to) and goes fullscreen in the middle. In a watch party nothing boosts (a click
 * just plays or pauses), and a guest's pointer neither plays, pauses nor seeks: the host's does.
 */
export function useStageGestures({
  player,
  media,
  boost,
  doubleClickSeeks,
  toggleFullscreen,
}: StageActors) {
  const { party } = useWatchParty();
  const lastTap = useRef(Number.NEGATIVE_INFINITY);
  const lastPointer = useRef('mouse');
  const doubleAction = ({ clientX, currentTarget }: At, seeks: boolean) => {
    const box = currentTarget.getBoundingClientRect();
    const zone = seeks ? doubleClickZone(clientX - box.left, box.width) : 'middle';
    if (zone === 'middle') toggleFullscreen();
    else if (!partyControlOf(party?.getSnapshot()).guest)
      media?.send({
        type: 'media.seekBy',
        seconds: zone === 'back' ? -DOUBLE_CLICK_SEEK : DOUBLE_CLICK_SEEK,
      });
  };
  const release = () => boost.send({ type: 'boost.release' });
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      lastPointer.current = event.pointerType;
      if (event.button !== 0) return;
      const touch = event.pointerType === 'touch';
      const { inParty, guest } = partyControlOf(party?.getSnapshot());
      const currentRate = media?.getSnapshot().context.rate ?? 1;
      if (!inParty) boost.send({ type: 'boost.press', currentRate, toggles: !touch });
      else if (!guest && !touch) media?.send({ type: 'media.togglePlay' });
      if (!touch) return;
      // The second of two quick taps seeks; it leaves the controls as the first tap set them.
      if (event.timeStamp - lastTap.current < DOUBLE_TAP_MS) {
        lastTap.current = Number.NEGATIVE_INFINITY;
        doubleAction(event, true);
      } else {
        lastTap.current = event.timeStamp;
        player.send({ type: 'screen.tap' });
      }
    },
    onPointerUp: release,
    onPointerCancel: release,
    onPointerLeave: release,
    // Touch screens may send a double click after two taps: those were handled as taps.
    onDoubleClick: (event: At) => {
      if (lastPointer.current !== 'touch') doubleAction(event, doubleClickSeeks);
    },
  };
}
