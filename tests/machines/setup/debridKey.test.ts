import { describe, expect, it } from 'vitest';
import { type Actor, createActor, SimulatedClock, waitFor } from 'xstate';
import {
  type DebridKeyInput,
  debridKeyMachine,
} from '../../../src/machines/setup/debridKey.machine.ts';
import { eventually } from '../../support/eventually.ts';
import { transitionTests } from '../../support/model.ts';
import { holdRequests } from '../../support/network.ts';

const API = 'https://debrid.example/rest/1.0';
const KEY = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567ABCDEFGHIJKLMNOPQRST';
/** Real-Debrid's `GET /user`, shortened. */
const user = (type: string) => ({
  id: 7,
  username: 'viewer',
  type,
  premium: type === 'premium' ? 86_400 : 0,
});

function keySystem(input: DebridKeyInput) {
  return () => ({
    system: {
      api: holdRequests('get', `${API}/user`),
      premiumAnswers: 0,
      receivedBefore: 0,
      accepted: [] as string[],
      listening: false,
    },
    input,
  });
}
type System = ReturnType<ReturnType<typeof keySystem>>['system'];

function walksFrom(input: DebridKeyInput) {
  return transitionTests({
    machine: debridKeyMachine,
    input,
    system: keySystem(input),
    events: () => [
      { type: 'key.submitted' as const, key: ` ${KEY} ` },
      { type: 'key.submitted' as const, key: '  ' },
      { type: 'key.removed' as const },
    ],
    outcomes: {
      checkKey: [
        {
          done: 'premium',
          cause: (s: System) => {
            s.premiumAnswers += 1;
            s.api.respond(200, user('premium'));
          },
        },
        { done: 'free', cause: (s: System) => s.api.respond(200, user('free')) },
        {
          error: { status: 401 },
          cause: (s: System) => s.api.respond(401, { error: 'bad_token' }),
        },
        { error: { status: 503 }, cause: (s: System) => s.api.respond(503, 'Service Unavailable') },
        { error: {}, cause: (s: System) => s.api.fail() },
      ],
    },
    assert: {
      // The account is asked for with the key as a bearer token.
      checking: async (s, actor) => {
        await eventually(() => expect(s.api.pending).toBe(1), { interval: 2 });
        expect(s.api.requests.at(-1)?.headers.get('authorization')).toBe(
          `Bearer ${actor.getSnapshot().context.key}`,
        );
      },
      success: (s, actor) => expect(s.accepted.at(-1)).toBe(actor.getSnapshot().context.key),
      invalidKey: (s, actor) => {
        // An empty key is not sent anywhere.
        if (!actor.getSnapshot().context.key) expect(s.api.received).toBe(s.receivedBefore);
      },
    },
    invariant: (s, actor) => {
      if (!s.listening) {
        actor.on('key.accepted', ({ key }) => s.accepted.push(key));
        s.listening = true;
      }
      // Only a key is ever handed over to be stored; with an API, only a premium account's.
      expect(s.accepted.every((key) => key === KEY)).toBe(true);
      if (input.apiUrl !== '') expect(s.accepted.length).toBeLessThanOrEqual(s.premiumAnswers);
      if (input.apiUrl === '') expect(s.api.received).toBe(0);
      s.receivedBefore = s.api.received;
    },
  });
}

const walks = [
  ...walksFrom({ apiUrl: API, key: null }),
  ...walksFrom({ apiUrl: API, key: KEY }),
  ...walksFrom({ apiUrl: '', key: KEY }),
];

describe('debridKey machine: every transition', () => {
  it.each(walks)('$name', ({ run }) => run());
});

function start(input: DebridKeyInput = { apiUrl: API, key: null }) {
  const api = holdRequests('get', `${API}/user`);
  const clock = new SimulatedClock();
  const actor = createActor(debridKeyMachine, { input, clock }).start();
  const accepted: string[] = [];
  actor.on('key.accepted', ({ key }) => accepted.push(key));
  return { actor, clock, api, accepted };
}

const settled = (actor: Actor<typeof debridKeyMachine>) =>
  waitFor(actor, (snapshot) => !snapshot.matches('checking'));

describe('debridKey: the spec’s rules (doc 1 §1, §8)', () => {
  it('takes a premium account for a working key, asked once with the key as a bearer token', async () => {
    const { actor, api, accepted } = start();
    actor.send({ type: 'key.submitted', key: KEY });
    api.respond(200, user('premium'));
    expect((await settled(actor)).value).toBe('success');
    expect(api.requests[0]?.url).toBe(`${API}/user`);
    expect(api.requests[0]?.headers.get('authorization')).toBe(`Bearer ${KEY}`);
    expect(api.received).toBe(1);
    expect(accepted).toEqual([KEY]);
  });

  it.each([
    ['a free account', 200, user('free')],
    ['a bad key', 401, { error: 'bad_token', error_code: 8 }],
    ['a locked account', 403, { error: 'permission_denied', error_code: 9 }],
  ])('says the key is invalid for %s', async (_, status, body) => {
    const { actor, api, accepted } = start();
    actor.send({ type: 'key.submitted', key: KEY });
    api.respond(status, body);
    expect((await settled(actor)).value).toBe('invalidKey');
    expect(accepted).toEqual([]);
  });

  it.each([
    ['a server error', 503, 'Service Unavailable'],
    ['too many requests', 429, { error: 'too_many_requests' }],
    ['something that is no account', 200, '<!doctype html><h1>Maintenance</h1>'],
  ])('takes %s for the API being down', async (_, status, body) => {
    const { actor, api } = start();
    actor.send({ type: 'key.submitted', key: KEY });
    api.respond(status, body);
    expect((await settled(actor)).value).toBe('apiDown');
  });

  it('says the connection failed when there is no answer, or none in 10 s', async () => {
    const failed = start();
    failed.actor.send({ type: 'key.submitted', key: KEY });
    failed.api.fail();
    expect((await settled(failed.actor)).value).toBe('connectionFailed');
    failed.actor.stop();

    const slow = start();
    slow.actor.send({ type: 'key.submitted', key: KEY });
    await eventually(() => expect(slow.api.pending).toBe(1));
    slow.clock.increment(9_999);
    expect(slow.actor.getSnapshot().value).toBe('checking');
    slow.clock.increment(1);
    expect(slow.actor.getSnapshot().value).toBe('connectionFailed');
  });

  it('refuses an empty key without asking', () => {
    const { actor, api } = start();
    actor.send({ type: 'key.submitted', key: '   ' });
    expect(actor.getSnapshot().value).toBe('invalidKey');
    expect(api.received).toBe(0);
  });

  it('only keeps a key when no debrid API is configured', () => {
    const { actor, api, accepted } = start({ apiUrl: '', key: null });
    actor.send({ type: 'key.submitted', key: KEY });
    expect(actor.getSnapshot().value).toBe('unchecked');
    expect(accepted).toEqual([KEY]);
    expect(api.received).toBe(0);
  });
});
