import {
  assign,
  emit,
  enqueueActions,
  fromCallback,
  fromPromise,
  not,
  raise,
  setup,
  stateIn,
} from 'xstate';
import type { BackendMeta, PlayerStatus, PlayerStatusInput } from '../../contracts/backend.ts';
import {
  type ContentMismatch,
  contentMismatch,
  hostCode,
  type PartyContent,
  presentStatuses,
  type SyncPlan,
  servesWatchParty,
  syncPlan,
  typedRoomCode,
  withStatus,
} from '../../domain/party.ts';
import { isUnreadable } from '../../services/backend/answers.ts';
import { createBackendClient } from '../../services/backend/client.ts';
import {
  createPartyClient,
  PartyStatusError,
  type RoomStatuses,
} from '../../services/party/client.ts';
import { roomEventsUrl, watchRoom } from '../../services/party/push.ts';

/** The player's facts the party sends and follows (the status payload's `player`, doc 2 §3). */
export type PartyPlayer = PlayerStatusInput['player'];

export interface WatchPartyInput {
  /** The backend in use; without one there is no party ('Backend URL not set'). */
  backendUrl: string | null;
  /** The account's session token, sent as a bearer header when there is one (doc 2 §5). */
  token: string | null;
  /** Who this viewer is in the room: the account's id, or a device's own. */
  userId: string;
  /** What the player shows. */
  content: PartyContent;
  /** A room to join as soon as the backend is known to serve parties (a `?watchparty=` link). */
  joinCode?: string | null;
  /** The player as it is when the party starts, when it is there already. */
  player?: PartyPlayer;
}

/** Why the party stopped, or did not start: the view shows the spec's message for it (doc 2 §8). */
export type PartyAlert =
  | 'noBackend'
  | 'oldBackend'
  | 'backendUnreachable'
  | 'emptyRoom'
  | 'invalidRoom'
  | 'unreachable'
  | 'contentMismatch'
  | 'episodeMismatch'
  | 'mediaChanged';

/** A viewer in the room, by their newest status. */
export interface PartyMember {
  userId: string;
  isHost: boolean;
  status: PlayerStatus;
}

interface WatchPartyContext {
  backendUrl: string | null;
  token: string | null;
  userId: string;
  content: PartyContent;
  joinCode: string;
  /** Where the backend pushes the room's statuses as they arrive, when it does (else polling). */
  pushUrl: string | null;
  /** The backend's clock minus ours (ms), learnt from its answers to our statuses. */
  clockOffset: number;
  /** Whether the viewer keeps the party's status box on screen (doc 2 §3 showStatusOverlay). */
  statusBox: boolean;
  player: PartyPlayer;
  /** The room joined or hosted ('' while disabled and never in one). */
  roomCode: string;
  /** The host's room code as being edited. */
  draft: string;
  /** The other viewers as last read, oldest status first. */
  members: PartyMember[];
  /** The host's newest statuses, newest last (a guest follows them). */
  hostHistory: PlayerStatus[];
  /** What the guest is doing to catch up with the host, while it settles. */
  plan: SyncPlan | null;
  /** The guest has caught up with the host once since joining. */
  caughtUp: boolean;
  alert: PartyAlert | null;
}

type WatchPartyEvent =
  | { type: 'party.retry' }
  | { type: 'party.host' }
  | { type: 'party.join'; code: string }
  | { type: 'party.leave' }
  | { type: 'party.code.edit' }
  | { type: 'party.code.typed'; text: string }
  | { type: 'party.code.save' }
  | { type: 'party.code.cancel' }
  | { type: 'party.alert.dismiss' }
  | { type: 'party.statusBox.toggle' }
  | { type: 'player.updated'; player: PartyPlayer }
  | { type: 'player.content'; content: PartyContent }
  /** The backend pushed the room's statuses; `at` is when they arrived (epoch ms, our clock). */
  | { type: 'room.pushed'; room: RoomStatuses; at: number }
  /** The push stream broke: the room is polled from then on. */
  | { type: 'room.feedLost' }
  /** Raised when the room was read, polled or pushed; `at` is when, by the backend's clock. */
  | { type: 'room.read'; at: number }
  /** Raised instead when the room's host watches another title or episode than ours. */
  | { type: 'room.hostElsewhere'; mismatch: ContentMismatch }
  /** Raised when the host saves another room code: the room is announced and read anew. */
  | { type: 'room.moved' }
  /** Raised when the player starts, stops or jumps: the host tells the room at once. */
  | { type: 'status.changed' };

/** What the guest's player must do to follow the host; the machine never touches the video. */
type WatchPartyEmitted =
  | { type: 'party.play' }
  | { type: 'party.pause' }
  | { type: 'party.seek'; time: number }
  | { type: 'party.started' }
  | { type: 'party.ended' };

/** A room as read, and when (epoch ms, our clock). */
interface RoomRead {
  room: RoomStatuses;
  at: number;
}

/** What our status's answer says: the backend's time of it, and when it arrived (our clock). */
interface StatusSent {
  timestamp: number | null;
  at: number;
}

/** A player not heard from yet: loading, so a guest is not told to seek before it can. */
const NOT_YET_HEARD: PartyPlayer = {
  isPlaying: false,
  isPaused: true,
  isLoading: true,
  hasPlayedOnce: false,
  time: 0,
  duration: 0,
  playbackRate: 1,
  buffered: 0,
};

/** A host status of the player's changes worth telling at once: play, pause, or a seek. */
const JUMP_TOLD_AT_ONCE = 2;
const changedNotably = (before: PartyPlayer, after: PartyPlayer) =>
  before.isPlaying !== after.isPlaying ||
  before.isPaused !== after.isPaused ||
  Math.abs(after.time - before.time) > JUMP_TOLD_AT_ONCE;

/** The other viewers still in the room at `now` (backend clock), by their newest status. */
function membersOf(room: RoomStatuses, me: string, now: number): PartyMember[] {
  return presentStatuses(room.users, now)
    .filter(([userId]) => userId !== me)
    .map(([userId, status]) => ({ userId, isHost: status.isHost, status }));
}

const hostOf = (members: PartyMember[]) => members.find((member) => member.isHost);

/** The host's history with its statuses in this room added; a new host starts a new history. */
function hostHistoryAfter(history: PlayerStatus[], room: RoomStatuses, me: string, now: number) {
  const host = hostOf(membersOf(room, me, now));
  if (!host) return history;
  const kept = history.at(-1)?.userId === host.userId ? history : [];
  const statuses = [...(room.users[host.userId] ?? [])].sort((a, b) => a.timestamp - b.timestamp);
  return statuses.reduce(withStatus, kept);
}

/** The status call of this viewer, as host or guest. */
const statusCall = (context: WatchPartyContext, isHost: boolean) => ({
  backendUrl: context.backendUrl ?? '',
  token: context.token,
  status: {
    userId: context.userId,
    roomCode: context.roomCode,
    isHost,
    content: context.content,
    player: context.player,
  },
});

/** The room an event brings: pushed, or the output of a poll or of the look-up. */
const roomOf = (event: { type: string }): RoomRead =>
  event.type === 'room.pushed'
    ? (event as Extract<WatchPartyEvent, { type: 'room.pushed' }>)
    : (event as unknown as { output: RoomRead }).output;

/** The other viewers in the room an event brings, by the backend's clock. */
const membersIn = (context: WatchPartyContext, event: { type: string }) => {
  const { room, at } = roomOf(event);
  return membersOf(room, context.userId, at + context.clockOffset);
};

/** A host on another title or another episode than ours, in the room an event brings. */
const hostMismatch = (context: WatchPartyContext, event: { type: string }) => {
  const host = hostOf(membersIn(context, event));
  return host ? contentMismatch(context.content, host.status.content) : null;
};

/** Sends this viewer's status, as host or guest; a failed one is told again at the next turn. */
const postingStatus = (isHost: boolean) => ({
  invoke: {
    id: 'sendStatus' as const,
    src: 'sendStatus' as const,
    input: ({ context }: { context: WatchPartyContext }) => statusCall(context, isHost),
    onDone: { target: 'idle', actions: 'takeClock' as const },
    onError: 'idle',
  },
});

/**
 * What a guest must do to follow the host, judged when the room is read; null: nothing, or not
 * yet: a player still loading would land late on whatever it was told, so it is judged once loaded.
 */
const planFor = (context: WatchPartyContext, event: WatchPartyEvent) =>
  event.type === 'room.read' && hostOf(context.members) !== undefined && !context.player.isLoading
    ? syncPlan({
        guest: context.player,
        hostHistory: context.hostHistory,
        now: event.at,
        joining: !context.caughtUp,
      })
    : null;

const roomInput = ({ context }: { context: WatchPartyContext }) => ({
  backendUrl: context.backendUrl ?? '',
  token: context.token,
  roomCode: context.roomCode,
});

/**
 * The watch party (spec doc 2 §3–§9; STATECHARTS.md `watchParty`). First the backend is asked
 * whether it keeps rooms (version 2.0.1 on) and whether it pushes them; then off, host (a 4-digit
 * code the host alone may change) or guest (the room is looked up first: it must have viewers, and
 * the host's title and episode must be the guest's). While on, the host tells the room its status
 * about every second (at once on a play, pause or seek), a guest every 10 s; the room is read as
 * the backend pushes it, or every 2 s. A guest follows the host — seek, 200 ms to land, then play
 * or pause, 500 ms to settle — by emitting requests the player carries out; a guest alone in the
 * room for 10 s becomes its host. Another title in the player, or a host on another one, ends the
 * party with an alert.
 */
export const watchPartyMachine = setup({
  types: {
    input: {} as WatchPartyInput,
    context: {} as WatchPartyContext,
    events: {} as WatchPartyEvent,
    emitted: {} as WatchPartyEmitted,
    children: {} as {
      loadMeta: 'loadMeta';
      lookUpRoom: 'readRoom';
      pollRoom: 'readRoom';
      roomFeed: 'roomFeed';
      sendStatus: 'sendStatus';
    },
  },
  actors: {
    loadMeta: fromPromise<BackendMeta, { backendUrl: string }>(({ input, signal }) =>
      createBackendClient({ baseUrl: input.backendUrl }).meta(signal),
    ),
    readRoom: fromPromise<RoomRead, { backendUrl: string; token: string | null; roomCode: string }>(
      async ({ input, signal }) => {
        const client = createPartyClient({ baseUrl: input.backendUrl, token: input.token });
        return { room: await client.roomStatuses(input.roomCode, signal), at: Date.now() };
      },
    ),
    roomFeed: fromCallback<WatchPartyEvent, { url: string; roomCode: string }>(
      ({ input, sendBack }) =>
        watchRoom({
          url: input.url,
          roomCode: input.roomCode,
          onRoom: (room, at) => sendBack({ type: 'room.pushed', room, at }),
          onLost: () => sendBack({ type: 'room.feedLost' }),
        }),
    ),
    sendStatus: fromPromise<
      StatusSent,
      { backendUrl: string; token: string | null; status: PlayerStatusInput }
    >(async ({ input, signal }) => {
      const client = createPartyClient({ baseUrl: input.backendUrl, token: input.token });
      return { timestamp: await client.sendStatus(input.status, signal), at: Date.now() };
    }),
  },
  guards: {
    noBackend: ({ context }) => !context.backendUrl,
    servesParty: ({ event }) =>
      servesWatchParty((event as unknown as { output: BackendMeta }).output.version),
    linkedRoom: ({ context }) => context.joinCode !== '',
    codeTyped: ({ event }) => event.type === 'party.join' && typedRoomCode(event.code) !== '',
    draftTyped: ({ context }) => typedRoomCode(context.draft) !== '',
    otherContent: ({ context, event }) =>
      event.type === 'player.content' && contentMismatch(context.content, event.content) !== null,
    emptyRoom: ({ context, event }) => membersIn(context, event).length === 0,
    hostOnOtherTitle: ({ context, event }) => hostMismatch(context, event) === 'content',
    hostOnOtherEpisode: ({ context, event }) => hostMismatch(context, event) === 'episode',
    roomRefused: ({ event }) => {
      const error = (event as { error?: unknown }).error;
      return error instanceof PartyStatusError || isUnreadable(error);
    },
    pushed: ({ context }) => context.pushUrl !== null,
    episodeElsewhere: ({ event }) =>
      event.type === 'room.hostElsewhere' && event.mismatch === 'episode',
    alone: ({ context }) => context.members.length === 0,
    behindHost: ({ context, event }) => planFor(context, event)?.seekTo != null,
    offStateOfHost: ({ context, event }) => planFor(context, event)?.play != null,
    hosting: stateIn({ on: { role: 'host' } }),
  },
  actions: {
    alert: assign((_, alert: PartyAlert) => ({ alert })),
    dismissAlert: assign({ alert: null }),
    takeMeta: assign(({ context, event }) => ({
      pushUrl: roomEventsUrl(
        context.backendUrl ?? '',
        (event as unknown as { output: BackendMeta }).output,
      ),
    })),
    toggleStatusBox: assign({ statusBox: ({ context }) => !context.statusBox }),
    openRoom: assign({ roomCode: () => hostCode(), alert: null }),
    enterRoom: assign(({ context, event }) => ({
      roomCode: typedRoomCode(event.type === 'party.join' ? event.code : context.joinCode),
      joinCode: '',
      alert: null,
    })),
    leaveRoom: assign({ members: [], hostHistory: [], plan: null, caughtUp: false, draft: '' }),
    takeRoom: assign(({ context, event }) => {
      const { room, at } = roomOf(event);
      const now = at + context.clockOffset;
      return {
        members: membersOf(room, context.userId, now),
        hostHistory: hostHistoryAfter(context.hostHistory, room, context.userId, now),
      };
    }),
    announceRead: enqueueActions(({ context, event, enqueue }) => {
      const host = hostOf(context.members);
      const elsewhere = host ? contentMismatch(context.content, host.status.content) : null;
      if (elsewhere) enqueue.raise({ type: 'room.hostElsewhere', mismatch: elsewhere });
      else enqueue.raise({ type: 'room.read', at: roomOf(event).at + context.clockOffset });
    }),
    takeClock: assign(({ context, event }) => {
      const { timestamp, at } = (event as unknown as { output: StatusSent }).output;
      return { clockOffset: timestamp === null ? context.clockOffset : timestamp - at };
    }),
    takePlayer: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'player.updated') return;
      if (changedNotably(context.player, event.player)) enqueue.raise({ type: 'status.changed' });
      enqueue.assign({ player: event.player });
    }),
    takeContent: assign({
      content: ({ context, event }) =>
        event.type === 'player.content' ? event.content : context.content,
    }),
    startEditing: assign(({ context }) => ({ draft: context.roomCode })),
    typeDraft: assign({
      draft: ({ event }) => (event.type === 'party.code.typed' ? typedRoomCode(event.text) : ''),
    }),
    saveDraft: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ roomCode: typedRoomCode(context.draft), draft: '' });
      enqueue.raise({ type: 'room.moved' });
    }),
    dropDraft: assign({ draft: '' }),
    planSync: assign(({ context, event }) => ({ plan: planFor(context, event) })),
    seek: enqueueActions(({ context, enqueue }) => {
      const time = context.plan?.seekTo;
      if (time != null) enqueue.emit({ type: 'party.seek', time });
    }),
    playOrPause: enqueueActions(({ context, enqueue }) => {
      const play = context.plan?.play;
      if (play === true) enqueue.emit({ type: 'party.play' });
      if (play === false) enqueue.emit({ type: 'party.pause' });
    }),
    dropPlan: assign({ plan: null, caughtUp: true }),
    announceStart: emit({ type: 'party.started' as const }),
    announceEnd: emit({ type: 'party.ended' as const }),
  },
  delays: {
    /** How often everyone reads the room when the backend does not push it (doc 2 §7, §9). */
    pollEvery: 2000,
    /** How often the host tells the room its status, besides at every change (doc 2 §7). */
    hostSendEvery: 1000,
    /** How often a guest tells the room it is there (doc 2 §7). */
    guestSendEvery: 10_000,
    /** A guest alone in the room this long becomes its host (doc 2 §4, §9). */
    aloneLimit: 10_000,
    /** A guest's seek lands before it plays or pauses (doc 2 §9). */
    settleSeek: 200,
    /** Then its player settles before the next catch-up is judged (doc 2 §9). */
    settleSync: 500,
  },
}).createMachine({
  id: 'watchParty',
  context: ({ input }) => ({
    backendUrl: input.backendUrl,
    token: input.token,
    userId: input.userId,
    content: input.content,
    joinCode: input.joinCode ?? '',
    pushUrl: null,
    clockOffset: 0,
    statusBox: true,
    player: input.player ?? NOT_YET_HEARD,
    roomCode: '',
    draft: '',
    members: [],
    hostHistory: [],
    plan: null,
    caughtUp: false,
    alert: null,
  }),
  initial: 'checking',
  on: {
    'player.updated': { actions: 'takePlayer' },
    'player.content': { actions: 'takeContent' },
    'party.statusBox.toggle': { actions: 'toggleStatusBox' },
    'party.alert.dismiss': { actions: 'dismissAlert' },
  },
  states: {
    checking: {
      always: {
        guard: 'noBackend',
        target: 'unavailable',
        actions: { type: 'alert', params: 'noBackend' },
      },
      invoke: {
        id: 'loadMeta',
        src: 'loadMeta',
        input: ({ context }) => ({ backendUrl: context.backendUrl ?? '' }),
        onDone: [
          {
            guard: not('servesParty'),
            target: 'unavailable',
            actions: { type: 'alert', params: 'oldBackend' },
          },
          { guard: 'linkedRoom', target: 'validating', actions: ['takeMeta', 'enterRoom'] },
          { target: 'disabled', actions: 'takeMeta' },
        ],
        onError: {
          target: 'unavailable',
          actions: { type: 'alert', params: 'backendUnreachable' },
        },
      },
    },
    unavailable: {
      on: { 'party.retry': { guard: not('noBackend'), target: 'checking' } },
    },
    disabled: {
      on: {
        'party.host': { target: 'on.role.host', actions: 'openRoom' },
        'party.join': { guard: 'codeTyped', target: 'validating', actions: 'enterRoom' },
      },
    },
    validating: {
      invoke: {
        id: 'lookUpRoom',
        src: 'readRoom',
        input: roomInput,
        onDone: [
          {
            guard: 'emptyRoom',
            target: 'disabled',
            actions: { type: 'alert', params: 'emptyRoom' },
          },
          {
            guard: 'hostOnOtherTitle',
            target: 'disabled',
            actions: { type: 'alert', params: 'contentMismatch' },
          },
          {
            guard: 'hostOnOtherEpisode',
            target: 'disabled',
            actions: { type: 'alert', params: 'episodeMismatch' },
          },
          // The guest catches up at once rather than at the first poll.
          { target: 'on.role.guest', actions: ['takeRoom', 'announceRead'] },
        ],
        onError: [
          {
            guard: 'roomRefused',
            target: 'disabled',
            actions: { type: 'alert', params: 'invalidRoom' },
          },
          { target: 'disabled', actions: { type: 'alert', params: 'unreachable' } },
        ],
      },
      on: {
        'party.leave': 'disabled',
        'player.content': {
          guard: 'otherContent',
          target: 'disabled',
          actions: ['takeContent', { type: 'alert', params: 'mediaChanged' }],
        },
      },
    },
    on: {
      type: 'parallel',
      entry: 'announceStart',
      exit: ['announceEnd', 'leaveRoom'],
      on: {
        'party.leave': 'disabled',
        'player.content': {
          guard: 'otherContent',
          target: 'disabled',
          actions: ['takeContent', { type: 'alert', params: 'mediaChanged' }],
        },
      },
      states: {
        role: {
          initial: 'host',
          states: {
            host: {
              initial: 'sharing',
              // A guest who takes over tells the room at once, then every second.
              entry: raise({ type: 'status.changed' }),
              states: {
                sharing: {
                  on: { 'party.code.edit': { target: 'editing', actions: 'startEditing' } },
                },
                editing: {
                  on: {
                    'party.code.typed': { actions: 'typeDraft' },
                    'party.code.save': {
                      guard: 'draftTyped',
                      target: 'sharing',
                      actions: 'saveDraft',
                    },
                    'party.code.cancel': { target: 'sharing', actions: 'dropDraft' },
                  },
                },
              },
            },
            guest: {
              initial: 'following',
              // A host met later than the look-up (none was there then, or it moved on) is checked too.
              on: {
                'room.hostElsewhere': [
                  {
                    guard: 'episodeElsewhere',
                    target: '#watchParty.disabled',
                    actions: { type: 'alert', params: 'episodeMismatch' },
                  },
                  {
                    target: '#watchParty.disabled',
                    actions: { type: 'alert', params: 'contentMismatch' },
                  },
                ],
              },
              states: {
                following: {
                  initial: 'watching',
                  on: { 'room.read': { guard: 'alone', target: 'alone' } },
                  states: {
                    watching: {
                      on: {
                        'room.read': [
                          {
                            guard: 'behindHost',
                            target: 'seeking',
                            actions: ['planSync', 'seek'],
                          },
                          // Only a play or a pause to follow: at once, nothing to land first.
                          {
                            guard: 'offStateOfHost',
                            target: 'settling',
                            actions: ['planSync', 'playOrPause'],
                          },
                        ],
                      },
                    },
                    seeking: {
                      after: { settleSeek: { target: 'settling', actions: 'playOrPause' } },
                    },
                    settling: {
                      after: { settleSync: { target: 'watching', actions: 'dropPlan' } },
                    },
                  },
                },
                alone: {
                  on: { 'room.read': { guard: not('alone'), target: 'following' } },
                  after: { aloneLimit: '#watchParty.on.role.host' },
                },
              },
            },
          },
        },
        sending: {
          initial: 'announcing',
          on: { 'room.moved': '.announcing' },
          states: {
            announcing: {
              always: [{ guard: 'hosting', target: 'postingAsHost' }, { target: 'postingAsGuest' }],
            },
            idle: {
              after: {
                hostSendEvery: { guard: 'hosting', target: 'announcing' },
                guestSendEvery: { target: 'announcing' },
              },
              on: { 'status.changed': { guard: 'hosting', target: 'announcing' } },
            },
            postingAsHost: postingStatus(true),
            postingAsGuest: postingStatus(false),
          },
        },
        reading: {
          initial: 'choosing',
          on: { 'room.moved': '.choosing' },
          states: {
            choosing: {
              always: [{ guard: 'pushed', target: 'listening' }, { target: 'waiting' }],
            },
            listening: {
              invoke: {
                id: 'roomFeed',
                src: 'roomFeed',
                input: ({ context }) => ({
                  url: context.pushUrl ?? '',
                  roomCode: context.roomCode,
                }),
              },
              on: {
                'room.pushed': { actions: ['takeRoom', 'announceRead'] },
                'room.feedLost': 'waiting',
              },
            },
            waiting: { after: { pollEvery: 'polling' } },
            polling: {
              invoke: {
                id: 'pollRoom',
                src: 'readRoom',
                input: roomInput,
                onDone: { target: 'waiting', actions: ['takeRoom', 'announceRead'] },
                onError: 'waiting',
              },
            },
          },
        },
      },
    },
  },
});
