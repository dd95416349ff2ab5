import type { PlayerStatus } from '../../src/contracts/backend.ts';

/** The backend the watch-party tests talk to. */
export const PARTY_BACKEND = 'https://backend.party.test';
export const PARTY_STATUS_URL = `${PARTY_BACKEND}/api/player/status`;

/** Episode 2 of season 1 of a show, as the status payload names it. */
export const EPISODE: PlayerStatus['content'] = {
  title: 'The Show',
  type: 'TV Show',
  tmdbId: '1399',
  seasonId: 's1',
  episodeId: 'e2',
  seasonNumber: 1,
  episodeNumber: 2,
};

/** A viewer's status as the backend answers it. */
export function roomStatus(
  userId: string,
  {
    isHost = false,
    time = 0,
    isPlaying = false,
    timestamp = 1_700_000_000_000,
    content = EPISODE,
    roomCode = '1234',
  }: Partial<{
    isHost: boolean;
    time: number;
    isPlaying: boolean;
    timestamp: number;
    content: PlayerStatus['content'];
    roomCode: string;
  }> = {},
): PlayerStatus {
  return {
    userId,
    roomCode,
    isHost,
    timestamp,
    content,
    player: {
      isPlaying,
      isPaused: !isPlaying,
      isLoading: false,
      hasPlayedOnce: true,
      time,
      duration: 1800,
      playbackRate: 1,
      buffered: time,
    },
  };
}
