import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { mediaMachine } from '../../../machines/player/media.machine.ts';
import type { speedMachine } from '../../../machines/player/speed.machine.ts';
import type { PartyPlayer } from '../../../machines/player/watchParty.machine.ts';
import { partyControlOf, useWatchParty } from './WatchPartyContext.ts';

type Media = ActorRefFrom<typeof mediaMachine>;

/**
 * The player's state as the party's status tells it (spec doc 2 §3): playing from the moment it
 * is asked to play (the element's `play` event), as the host means it, even while it loads.
 */
export function partyPlayerOf(snapshot: SnapshotFrom<typeof mediaMachine>): PartyPlayer {
  const { context } = snapshot;
  const isPlaying =
    snapshot.matches({ active: 'playing' }) || snapshot.matches({ active: { loading: 'wanted' } });
  return {
    isPlaying,
    isPaused: !isPlaying,
    isLoading: snapshot.matches({ active: 'loading' }),
    hasPlayedOnce: context.hasPlayedOnce,
    time: context.time,
    duration: context.duration,
    playbackRate: context.rate,
    buffered: context.buffered,
  };
}

const samePlayer = (a: PartyPlayer, b: PartyPlayer) =>
  (Object.keys(a) as Array<keyof PartyPlayer>).every((key) => a[key] === b[key]);

/**
 * The party and the display in step (spec doc 2 §4, §9): the display's playback goes to the party;
 * what the party asks of a guest's player (seek, play, pause) goes to the display; while a party is
 * on, the speed is held at 1.
 */
export function usePartyPlayback({
  media,
  speed,
}: {
  media: Media | undefined;
  speed: ActorRefFrom<typeof speedMachine>;
}): void {
  const { party } = useWatchParty();
  useEffect(() => {
    if (!party || !media) return;
    let sent: PartyPlayer | null = null;
    const tell = (snapshot: SnapshotFrom<typeof mediaMachine>) => {
      const player = partyPlayerOf(snapshot);
      if (sent && samePlayer(sent, player)) return;
      sent = player;
      party.send({ type: 'player.updated', player });
    };
    tell(media.getSnapshot());
    const subscription = media.subscribe(tell);
    return () => subscription.unsubscribe();
  }, [party, media]);
  useEffect(() => {
    if (!party || !media) return;
    const requests = [
      party.on('party.seek', ({ time }) => media.send({ type: 'media.seek', time })),
      party.on('party.play', () => media.send({ type: 'media.play' })),
      party.on('party.pause', () => media.send({ type: 'media.pause' })),
    ];
    return () => {
      for (const request of requests) request.unsubscribe();
    };
  }, [party, media]);
  // From the party's state rather than its started/ended events: a speed actor that comes later
  // (a new display after an error) must hear of a party already on.
  const inParty = useSelector(party ?? undefined, (snapshot) => partyControlOf(snapshot).inParty);
  useEffect(() => {
    speed.send({ type: inParty ? 'party.started' : 'party.ended' });
  }, [speed, inParty]);
}
