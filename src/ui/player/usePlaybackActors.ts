import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { holdToBoostMachine } from '../../machines/player/holdToBoost.machine.ts';
import { indicatorMachine, ROLL_MS } from '../../machines/player/indicator.machine.ts';
import type { mediaMachine } from '../../machines/player/media.machine.ts';
import { speedMachine } from '../../machines/player/speed.machine.ts';
import { volumeMachine } from '../../machines/player/volume.machine.ts';
import { useViewActorOptions } from '../app/useViewActorOptions.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';

/**
 * The viewer's own playback settings, as actors that outlive a display: volume, speed,
 * hold-to-boost and the passing indicators. They act on whichever display is current; a new
 * display starts at the viewer's volume and speed, and plays.
 */
export function usePlaybackActors(media: ActorRefFrom<typeof mediaMachine> | undefined) {
  const viewOptions = useViewActorOptions();
  const stores = useAppStores();
  const mediaRef = useRef(media);
  mediaRef.current = media;
  // Built once: the actions reach whichever display is current through the ref.
  const [logic] = useState(() => ({
    volume: volumeMachine.provide({
      actions: {
        applyVolume: (_, { volume: level }) => {
          mediaRef.current?.send({ type: 'media.setVolume', volume: level });
          // Muting is not kept: the next title starts at the volume last heard.
          if (level > 0) stores.volume.trigger.changed({ volume: level });
        },
      },
    }),
    speed: speedMachine.provide({
      actions: {
        applyRate: (_, { rate }) => mediaRef.current?.send({ type: 'media.setRate', rate }),
      },
    }),
    boost: holdToBoostMachine.provide({
      actions: {
        setRate: (_, { rate }) => mediaRef.current?.send({ type: 'media.setRate', rate }),
        togglePlay: () => mediaRef.current?.send({ type: 'media.togglePlay' }),
      },
    }),
    roll: indicatorMachine.provide({ delays: { showFor: ROLL_MS } }),
  }));
  const volume = useActorRef(logic.volume, {
    ...viewOptions,
    input: { volume: stores.volume.getSnapshot().context.volume },
  });
  const speed = useActorRef(logic.speed, { ...viewOptions, input: {} });
  const holdToBoost = useSelector(
    stores.preferences,
    (snapshot) => snapshot.context.enableHoldToBoost,
  );
  const boost = useActorRef(logic.boost, { ...viewOptions, input: { enabled: holdToBoost } });
  const indicators = {
    speed: useActorRef(indicatorMachine, viewOptions),
    subtitleDelay: useActorRef(indicatorMachine, viewOptions),
    roll: useActorRef(logic.roll, viewOptions),
  };
  const [stableIndicators] = useState(() => indicators);
  useEffect(() => {
    media?.send({ type: 'media.setVolume', volume: volume.getSnapshot().context.volume });
    media?.send({ type: 'media.setRate', rate: speed.getSnapshot().context.rate });
    media?.send({ type: 'media.play' });
  }, [media, volume, speed]);
  return { volume, speed, boost, indicators: stableIndicators };
}
