import { afterEach, describe, expect, it } from 'vitest';
import { type Actor, createActor, SimulatedClock, waitFor } from 'xstate';
import {
  type FileHostTokenInput,
  fileHostTokenMachine,
} from '../../../src/machines/setup/fileHostToken.machine.ts';
import { eventually } from '../../support/eventually.ts';
import { holdRequests } from '../../support/network.ts';

/**
 * The file-host token of the settings and onboarding (spec doc 1 §4, §5, §7, §8, §9), stated
 * against the real machine, the real check (the API answered by the test) and a simulated clock.
 * What the panel reads: the state, whose name picks the message; what is stored: the token handed
 * over in `token.accepted`.
 */
const API = 'https://fed.example/api';
const TEST_MOVIE = `${API}/movie/tt13654226`;
const TOKEN = 'eyJ0eXAiOiJKV1QifQ.eyJ1aWQiOjQyfQ.c2lnbmF0dXJl';
const VIP = { streams: { '4K': 'https://cdn.example/VIP/4k.mp4' } };

let actor: Actor<typeof fileHostTokenMachine> | undefined;
afterEach(() => actor?.stop());

function panel(input: FileHostTokenInput) {
  const api = holdRequests('get', TEST_MOVIE);
  const clock = new SimulatedClock();
  const running = createActor(fileHostTokenMachine, { input, clock }).start();
  actor = running;
  const accepted: string[] = [];
  running.on('token.accepted', ({ token }) => accepted.push(token));
  return { actor: running, api, clock, accepted, state: () => running.getSnapshot().value };
}

/** A token submitted, its first check failed to connect, the second under way 3 s later. */
async function secondAttempt() {
  const opened = panel({ apiUrl: API, token: null });
  const { actor, api, clock } = opened;
  actor.send({ type: 'token.submitted', token: TOKEN });
  api.fail();
  await waitFor(actor, (snapshot) => snapshot.matches({ checking: 'pause' }));
  clock.increment(3_000);
  await eventually(() => expect(api.received).toBe(2));
  return opened;
}

describe('file-host token: the token stored before', () => {
  it('is only kept, unasked, when no file-host API is configured', () => {
    const { state, api, accepted } = panel({ apiUrl: '', token: TOKEN });
    expect(state()).toBe('unchecked');
    expect(api.received).toBe(0);
    expect(accepted).toEqual([]);
  });

  it('counts as none when it is blank', () => {
    const { state, api } = panel({ apiUrl: API, token: '   ' });
    expect(state()).toBe('unset');
    expect(api.received).toBe(0);
  });

  it('is checked again with its spaces trimmed', async () => {
    const { api } = panel({ apiUrl: API, token: ` ${TOKEN} ` });
    await eventually(() => expect(api.pending).toBe(1));
    expect(api.requests[0]?.headers.get('ui-token')).toBe(TOKEN);
  });
});

describe('file-host token: removing it', () => {
  it('says there is no token, and drops a check under way', async () => {
    const { actor, api, state, accepted } = panel({ apiUrl: API, token: null });
    actor.send({ type: 'token.submitted', token: TOKEN });
    await eventually(() => expect(api.pending).toBe(1));
    actor.send({ type: 'token.removed' });
    expect(state()).toBe('unset');
    api.respond(200, VIP);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state()).toBe('unset');
    expect(accepted).toEqual([]);
  });
});

describe('file-host token: an attempt without an answer', () => {
  it('is given up after 10 s, and the token asked again 3 s later', async () => {
    const { actor, api, clock } = panel({ apiUrl: API, token: null });
    actor.send({ type: 'token.submitted', token: TOKEN });
    await eventually(() => expect(api.pending).toBe(1));
    clock.increment(9_999);
    expect(actor.getSnapshot().matches({ checking: 'first' })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ checking: 'pause' })).toBe(true);
    expect(api.requests[0]?.signal.aborted).toBe(true);
    clock.increment(3_000);
    await eventually(() => expect(api.received).toBe(2));
    api.respond(200, VIP);
    await waitFor(actor, (snapshot) => snapshot.matches('success'), { timeout: 1_000 });
  });

  it('cannot reach the API when the second attempt fails to connect', async () => {
    const { actor, api } = await secondAttempt();
    api.fail();
    const settled = await waitFor(actor, (snapshot) => !snapshot.matches('checking'));
    expect(settled.value).toEqual({ apiDown: 'unreachable' });
  });

  it('takes 502 or 503 on the second attempt for the API being down', async () => {
    const { actor, api } = await secondAttempt();
    api.respond(503, 'Service Unavailable');
    const settled = await waitFor(actor, (snapshot) => !snapshot.matches('checking'));
    expect(settled.value).toEqual({ apiDown: 'unavailable' });
  });
});

describe('file-host token: a token typed with spaces around it', () => {
  it('is checked and stored without them', async () => {
    const { actor, api, accepted } = panel({ apiUrl: API, token: null });
    actor.send({ type: 'token.submitted', token: `  ${TOKEN} ` });
    await eventually(() => expect(api.pending).toBe(1));
    api.respond(200, VIP);
    await waitFor(actor, (snapshot) => snapshot.matches('success'), { timeout: 1_000 });
    expect(accepted).toEqual([TOKEN]);
  });
});
