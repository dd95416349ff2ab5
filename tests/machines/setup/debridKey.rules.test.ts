import { afterEach, describe, expect, it } from 'vitest';
import { type Actor, createActor, SimulatedClock, waitFor } from 'xstate';
import {
  type DebridKeyInput,
  debridKeyMachine,
} from '../../../src/machines/setup/debridKey.machine.ts';
import { eventually } from '../../support/eventually.ts';
import { holdRequests } from '../../support/network.ts';

/**
 * The debrid API key of the settings (spec doc 1 §1, §8), stated against the real machine, the real
 * check (the API answered by the test) and a simulated clock. What the field reads: the state,
 * whose name picks the message; what is stored: the key handed over in `key.accepted`.
 */
const API = 'https://debrid.example/rest/1.0';
const KEY = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567ABCDEFGHIJKLMNOPQRST';
const PREMIUM = { id: 7, username: 'viewer', type: 'premium', premium: 86_400 };

let actor: Actor<typeof debridKeyMachine> | undefined;
afterEach(() => actor?.stop());

function field(input: DebridKeyInput) {
  const api = holdRequests('get', `${API}/user`);
  const running = createActor(debridKeyMachine, { input, clock: new SimulatedClock() }).start();
  actor = running;
  const accepted: string[] = [];
  running.on('key.accepted', ({ key }) => accepted.push(key));
  return { actor: running, api, accepted, state: () => running.getSnapshot().value };
}

describe('debrid key: the key stored before', () => {
  it('is checked again at start, with its spaces trimmed: the account may have lapsed', async () => {
    const { actor, api } = field({ apiUrl: API, key: ` ${KEY} ` });
    await eventually(() => expect(api.pending).toBe(1));
    expect(api.requests[0]?.headers.get('authorization')).toBe(`Bearer ${KEY}`);
    api.respond(200, { ...PREMIUM, type: 'free', premium: 0 });
    const settled = await waitFor(actor, (snapshot) => !snapshot.matches('checking'));
    expect(settled.value).toBe('invalidKey');
  });

  it('is only kept, unasked, when no debrid API is configured', () => {
    const { state, api, accepted } = field({ apiUrl: '', key: KEY });
    expect(state()).toBe('unchecked');
    expect(api.received).toBe(0);
    expect(accepted).toEqual([]);
  });

  it('counts as none when it is blank', () => {
    const { state, api } = field({ apiUrl: API, key: '  ' });
    expect(state()).toBe('unset');
    expect(api.received).toBe(0);
  });
});

describe('debrid key: removing it', () => {
  it('says there is no key, and drops a check under way', async () => {
    const { actor, api, state, accepted } = field({ apiUrl: API, key: null });
    actor.send({ type: 'key.submitted', key: KEY });
    await eventually(() => expect(api.pending).toBe(1));
    actor.send({ type: 'key.removed' });
    expect(state()).toBe('unset');
    api.respond(200, PREMIUM);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state()).toBe('unset');
    expect(accepted).toEqual([]);
  });
});
