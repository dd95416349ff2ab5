import { describe, expect, it } from 'vitest';
import { type Actor, createActor, SimulatedClock, waitFor } from 'xstate';
import {
  type FileHostTokenInput,
  fileHostTokenMachine,
} from '../../../src/machines/setup/fileHostToken.machine.ts';
import { looksLikeUiToken } from '../../../src/services/setup/fileHostToken.ts';
import { eventually } from '../../support/eventually.ts';
import { transitionTests } from '../../support/model.ts';
import { holdRequests } from '../../support/network.ts';

const API = 'https://fed.example/api';
const TEST_MOVIE = `${API}/movie/tt13654226`;
/** The shape of a UI token (a JWT), made up. */
const TOKEN = 'eyJ0eXAiOiJKV1QifQ.eyJ1aWQiOjQyfQ.c2lnbmF0dXJl';
const VIP = {
  streams: { '4K': 'https://cdn.example/VIP/4k.mp4', '720p': 'https://cdn.example/720.mp4' },
};
const NO_VIP = { streams: { '720p': 'https://cdn.example/free/720.mp4' } };

function tokenSystem(input: FileHostTokenInput) {
  return () => ({
    system: {
      api: holdRequests('get', TEST_MOVIE),
      vipAnswers: 0,
      receivedBefore: 0,
      accepted: [] as string[],
      listening: false,
    },
    input,
  });
}
type System = ReturnType<ReturnType<typeof tokenSystem>>['system'];

async function askedWithToken(s: System, token: string | null) {
  await eventually(() => expect(s.api.pending).toBe(1), { interval: 2 });
  expect(s.api.requests.at(-1)?.headers.get('ui-token')).toBe(token);
}

function walksFrom(input: FileHostTokenInput) {
  const system = tokenSystem(input);
  return transitionTests({
    machine: fileHostTokenMachine,
    input,
    system,
    events: () => [
      { type: 'token.submitted' as const, token: ` ${TOKEN} ` },
      { type: 'token.submitted' as const, token: 'my febbox password' },
      { type: 'token.removed' as const },
    ],
    outcomes: {
      checkToken: [
        {
          done: 'vip',
          cause: (s: System) => {
            s.vipAnswers += 1;
            s.api.respond(200, VIP);
          },
        },
        { done: 'noVip', cause: (s: System) => s.api.respond(200, NO_VIP) },
        { error: { status: 503 }, cause: (s: System) => s.api.respond(503, 'Service Unavailable') },
        {
          error: { status: 401 },
          cause: (s: System) => s.api.respond(401, { error: 'bad token' }),
        },
        { error: {}, cause: (s: System) => s.api.fail() },
      ],
    },
    assert: {
      // Each attempt asks the test movie with the token in the ui-token header.
      'checking.first': (s, actor) => askedWithToken(s, actor.getSnapshot().context.token),
      'checking.second': (s, actor) => askedWithToken(s, actor.getSnapshot().context.token),
      'checking.pause': (s) => expect(s.api.pending).toBe(0),
      // A token that is no UI token is not sent anywhere.
      'invalidToken.malformed': (s) => expect(s.api.received).toBe(s.receivedBefore),
      success: (s, actor) => expect(s.accepted.at(-1)).toBe(actor.getSnapshot().context.token),
    },
    invariant: (s, actor) => {
      if (!s.listening) {
        actor.on('token.accepted', ({ token }) => s.accepted.push(token));
        s.listening = true;
      }
      // Only a UI token is ever handed over to be stored; with an API, only once it gave a VIP link.
      expect(s.accepted.every(looksLikeUiToken)).toBe(true);
      if (input.apiUrl !== '') expect(s.accepted.length).toBeLessThanOrEqual(s.vipAnswers);
      if (input.apiUrl === '') expect(s.api.received).toBe(0);
      s.receivedBefore = s.api.received;
    },
  });
}

const walks = [
  ...walksFrom({ apiUrl: API, token: null }),
  ...walksFrom({ apiUrl: API, token: TOKEN }),
  ...walksFrom({ apiUrl: '', token: TOKEN }),
];

describe('fileHostToken machine: every transition', () => {
  it.each(walks)('$name', ({ run }) => run());
});

function start(input: FileHostTokenInput = { apiUrl: API, token: null }) {
  const api = holdRequests('get', TEST_MOVIE);
  const clock = new SimulatedClock();
  const actor = createActor(fileHostTokenMachine, { input, clock }).start();
  const accepted: string[] = [];
  actor.on('token.accepted', ({ token }) => accepted.push(token));
  return { actor, clock, api, accepted };
}

const settled = (actor: Actor<typeof fileHostTokenMachine>) =>
  waitFor(actor, (snapshot) => !snapshot.matches('checking'));
const untilAsked = (api: ReturnType<typeof holdRequests>, count: number) =>
  eventually(() => expect(api.received).toBe(count), { interval: 2 });

describe('fileHostToken: the spec’s rules (doc 1 §4, §5, §7, §8, §9)', () => {
  it('asks the test movie with the token, and takes a VIP stream for a working token', async () => {
    const { actor, api, accepted } = start();
    actor.send({ type: 'token.submitted', token: TOKEN });
    api.respond(200, VIP);
    expect((await settled(actor)).value).toBe('success');
    expect(api.requests[0]?.url).toBe(TEST_MOVIE);
    expect(api.requests[0]?.headers.get('ui-token')).toBe(TOKEN);
    expect(accepted).toEqual([TOKEN]);
  });

  it('tries a second time 3 s after a first answer without a VIP stream', async () => {
    const { actor, api, clock, accepted } = start();
    actor.send({ type: 'token.submitted', token: TOKEN });
    api.respond(200, NO_VIP);
    await waitFor(actor, (snapshot) => snapshot.matches({ checking: 'pause' }));
    clock.increment(2_999);
    expect(api.received).toBe(1);
    clock.increment(1);
    await untilAsked(api, 2);
    api.respond(200, VIP);
    expect((await settled(actor)).value).toBe('success');
    expect(accepted).toEqual([TOKEN]);
  });

  it.each([
    ['streams without a VIP link', NO_VIP, 'noVipStream'],
    ['no streams at all', { error: 'Movie not found' }, 'noVipStream'],
    ['a web page', '<!doctype html><h1>Maintenance</h1>', 'noVipStream'],
  ])('says the token is invalid after two answers with %s', async (_, body, why) => {
    const { actor, api, clock, accepted } = start();
    actor.send({ type: 'token.submitted', token: TOKEN });
    api.respond(200, body);
    await waitFor(actor, (snapshot) => snapshot.matches({ checking: 'pause' }));
    clock.increment(3_000);
    api.respond(200, body);
    expect((await settled(actor)).value).toEqual({ invalidToken: why });
    expect(api.received).toBe(2);
    expect(accepted).toEqual([]);
  });

  it('says the token is refused when the API refuses it twice', async () => {
    const { actor, api, clock } = start();
    actor.send({ type: 'token.submitted', token: TOKEN });
    api.respond(401, { error: 'invalid token' });
    await waitFor(actor, (snapshot) => snapshot.matches({ checking: 'pause' }));
    clock.increment(3_000);
    api.respond(403, { error: 'invalid token' });
    expect((await settled(actor)).value).toEqual({ invalidToken: 'refused' });
  });

  it.each([502, 503])('takes %i for the API being down, at once', async (status) => {
    const { actor, api } = start();
    actor.send({ type: 'token.submitted', token: TOKEN });
    api.respond(status, 'Bad Gateway');
    expect((await settled(actor)).value).toEqual({ apiDown: 'unavailable' });
    expect(api.received).toBe(1);
  });

  it('cannot reach the API when neither attempt is answered', async () => {
    const { actor, api, clock } = start();
    actor.send({ type: 'token.submitted', token: TOKEN });
    api.fail();
    await waitFor(actor, (snapshot) => snapshot.matches({ checking: 'pause' }));
    clock.increment(3_000);
    await untilAsked(api, 2);
    // No answer in 10 s counts as none.
    clock.increment(10_000);
    expect(actor.getSnapshot().value).toEqual({ apiDown: 'unreachable' });
    expect(api.requests[1]?.signal.aborted).toBe(true);
  });

  it('refuses what is no UI token without asking, and accepts nothing', () => {
    const { actor, api, accepted } = start();
    for (const token of ['', '   ', 'ui=abc', 'eyJhbGciOi.missing-a-part']) {
      actor.send({ type: 'token.submitted', token });
      expect(actor.getSnapshot().value).toEqual({ invalidToken: 'malformed' });
    }
    expect(api.received).toBe(0);
    expect(accepted).toEqual([]);
  });

  it('checks the stored token again at start', async () => {
    const { actor, api } = start({ apiUrl: API, token: TOKEN });
    await untilAsked(api, 1);
    api.respond(200, VIP);
    expect((await settled(actor)).value).toBe('success');
  });

  it('only keeps a token when no file-host API is configured', () => {
    const { actor, api, accepted } = start({ apiUrl: '', token: null });
    expect(actor.getSnapshot().value).toBe('unset');
    actor.send({ type: 'token.submitted', token: TOKEN });
    expect(actor.getSnapshot().value).toBe('unchecked');
    expect(accepted).toEqual([TOKEN]);
    expect(api.received).toBe(0);
  });
});
