// @vitest-environment jsdom
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { type Actor, createActor, SimulatedClock, waitFor } from 'xstate';
import type { AdminCheck } from '../../../src/domain/adminChecks.ts';
import { adminTestMachine } from '../../../src/machines/admin/adminTest.machine.ts';
import { eventually } from '../../support/eventually.ts';
import { EXAMPLE_BACKEND, exampleBackendMeta } from '../../support/fixtures.ts';
import { transitionTests } from '../../support/model.ts';
import { holdRequests } from '../../support/network.ts';
import { BACKEND_CHECK_PASSED } from './backendCheck.ts';

const BACKEND = EXAMPLE_BACKEND;
const META = exampleBackendMeta;
const PASSED = BACKEND_CHECK_PASSED;

/** The backend's `/meta`, answered by the test. */
function backendSystem() {
  return { system: { meta: holdRequests('get', `${BACKEND}/meta`) } };
}
type System = ReturnType<typeof backendSystem>['system'];

const walks = transitionTests({
  machine: adminTestMachine,
  input: { check: { kind: 'backend', url: BACKEND } },
  system: backendSystem,
  events: () => [{ type: 'test.run' as const }],
  outcomes: {
    runCheck: [
      { done: PASSED, cause: (system: System) => system.meta.respond(200, META) },
      { error: {}, cause: (system: System) => system.meta.fail() },
    ],
  },
  assert: {
    idle: (system) => expect(system.meta.received).toBe(0),
    // One request per run, asked as soon as it starts.
    running: (system) => eventually(() => expect(system.meta.pending).toBe(1), { interval: 2 }),
    success: (_, actor) => {
      expect(actor.getSnapshot().context).toMatchObject({ result: PASSED, problem: null });
    },
    error: (_, actor) => {
      expect(actor.getSnapshot().context).toMatchObject({ result: null, problem: 'backendFailed' });
    },
    // While the button rests, pressing it asks nothing.
    'success.resting': (system) => expect(system.meta.pending).toBe(0),
    'error.resting': (system) => expect(system.meta.pending).toBe(0),
  },
});

describe('adminTest machine: every transition', () => {
  it.each(walks)('$name', ({ run }) => run());
});

function start(check: AdminCheck) {
  const clock = new SimulatedClock();
  const actor = createActor(adminTestMachine, { input: { check }, clock }).start();
  actor.send({ type: 'test.run' });
  return { actor, clock };
}

const finished = (actor: Actor<typeof adminTestMachine>) =>
  waitFor(actor, (snapshot) => !snapshot.matches('running'));

const canRun = (actor: Actor<typeof adminTestMachine>) =>
  actor.getSnapshot().can({ type: 'test.run' });

describe('adminTest: the button rests after a run (doc 3 §4)', () => {
  it('5 s after a test that passed', async () => {
    const meta = holdRequests('get', `${BACKEND}/meta`);
    meta.respond(200, META);
    const { actor, clock } = start({ kind: 'backend', url: BACKEND });
    expect(canRun(actor)).toBe(false);
    expect((await finished(actor)).value).toEqual({ success: 'resting' });
    clock.increment(4_999);
    actor.send({ type: 'test.run' });
    expect(meta.received).toBe(1);
    clock.increment(1);
    expect(canRun(actor)).toBe(true);
    meta.respond(200, META);
    actor.send({ type: 'test.run' });
    expect(actor.getSnapshot().value).toBe('running');
    await eventually(() => expect(meta.received).toBe(2));
  });

  it('250 ms after a test that failed, which says why again each time', async () => {
    const meta = holdRequests('get', `${BACKEND}/meta`);
    meta.fail();
    const { actor, clock } = start({ kind: 'backend', url: BACKEND });
    expect((await finished(actor)).value).toEqual({ error: 'resting' });
    expect(actor.getSnapshot().context.problem).toBe('backendFailed');
    clock.increment(249);
    expect(canRun(actor)).toBe(false);
    clock.increment(1);
    expect(canRun(actor)).toBe(true);
    meta.respond(200, META);
    actor.send({ type: 'test.run' });
    // A new run forgets the last one's outcome until it has its own.
    expect(actor.getSnapshot().context).toMatchObject({ result: null, problem: null });
    expect((await finished(actor)).context.result).toEqual(PASSED);
  });

  it('fails a service that has not answered in 10 s, and stops asking it', async () => {
    const meta = holdRequests('get', `${BACKEND}/meta`);
    const { actor, clock } = start({ kind: 'backend', url: BACKEND });
    await eventually(() => expect(meta.pending).toBe(1));
    clock.increment(9_999);
    expect(actor.getSnapshot().value).toBe('running');
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ error: 'resting' });
    expect(actor.getSnapshot().context.problem).toBe('backendFailed');
    expect(meta.requests[0]?.signal.aborted).toBe(true);
  });
});

const TMDB = 'https://api.themoviedb.org/3';
const GENRES = { genres: [{ id: 28, name: 'Action' }] };
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJl';

async function outcomeOf(check: AdminCheck) {
  const { actor } = start(check);
  const { context } = await finished(actor);
  return context.problem ?? context.result;
}

describe('adminTest: what each test asks, and what it says (doc 3 §5, §7, §8)', () => {
  it('backend: a blank address is not set, and nothing is asked', async () => {
    const any = holdRequests('get', /.*/);
    expect(await outcomeOf({ kind: 'backend', url: ' ' })).toBe('backendNotSet');
    expect(any.received).toBe(0);
  });

  it('backend: an answer that is no backend fails the call', async () => {
    holdRequests('get', `${BACKEND}/meta`).respond(200, '<!doctype html><h1>Blog</h1>');
    expect(await outcomeOf({ kind: 'backend', url: BACKEND })).toBe('backendFailed');
  });

  it('TMDB: asks the genres with the key as a bearer token', async () => {
    const genres = holdRequests('get', `${TMDB}/genre/movie/list`);
    genres.respond(200, GENRES);
    expect(await outcomeOf({ kind: 'tmdb', apiUrl: TMDB, key: ` ${TOKEN} ` })).toEqual({
      kind: 'tmdb',
    });
    expect(genres.requests[0]?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('TMDB: without a key, or with one that is no read access token, nothing is asked', async () => {
    const genres = holdRequests('get', `${TMDB}/genre/movie/list`);
    expect(await outcomeOf({ kind: 'tmdb', apiUrl: TMDB, key: '' })).toBe('tmdbKeyNotSet');
    expect(await outcomeOf({ kind: 'tmdb', apiUrl: TMDB, key: 'a1b2c3d4e5' })).toBe(
      'tmdbKeyNotReadOnly',
    );
    expect(genres.received).toBe(0);
  });

  it.each([
    ['a refused key', () => HttpResponse.json({ status_code: 7 }, { status: 401 })],
    ['an answer that is no genre list', () => HttpResponse.json({ results: [] })],
    ['no connection', () => HttpResponse.error()],
  ])('TMDB: %s fails the call', async (_, answer) => {
    holdRequests('get', `${TMDB}/genre/movie/list`).reply(answer);
    expect(await outcomeOf({ kind: 'tmdb', apiUrl: TMDB, key: TOKEN })).toBe('tmdbFailed');
  });

  it('TMDB: the local catalogue (a path on this site) is asked without a key', async () => {
    const genres = holdRequests('get', `${location.origin}/tmdb/3/genre/movie/list`);
    genres.respond(200, GENRES);
    expect(await outcomeOf({ kind: 'tmdb', apiUrl: '/tmdb/3', key: '' })).toEqual({
      kind: 'tmdb',
    });
    expect(genres.requests[0]?.headers.has('authorization')).toBe(false);
  });

  const ECHO_URL = 'http://flicker.example/echo';
  const PROXY = 'https://proxy.example/worker';
  const proxyCheck = (url = PROXY): AdminCheck => ({ kind: 'proxy', url, testUrl: ECHO_URL });

  it('proxy: the echo service asked through it, and echoed back, passes', async () => {
    const proxy = holdRequests('get', `${PROXY}/`);
    proxy.respond(200, { url: ECHO_URL, args: {}, headers: {} });
    expect(await outcomeOf(proxyCheck())).toEqual({ kind: 'proxy' });
    expect(proxy.requests[0]?.url).toBe(`${PROXY}/?destination=${encodeURIComponent(ECHO_URL)}`);
  });

  it('proxy: a URL ending with a slash is refused, not asked', async () => {
    const any = holdRequests('get', /.*/);
    expect(await outcomeOf(proxyCheck(`${PROXY}/`))).toBe('trailingSlash');
    expect(any.received).toBe(0);
  });

  it.each([
    [
      'a web page',
      'notProxy',
      (proxy: ReturnType<typeof holdRequests>) => proxy.respond(200, '<h1>Hi</h1>'),
    ],
    [
      'a server error',
      'proxyFailed',
      (proxy: ReturnType<typeof holdRequests>) => proxy.respond(502),
    ],
    ['no connection', 'proxyFailed', (proxy: ReturnType<typeof holdRequests>) => proxy.fail()],
  ])('proxy: %s is %s', async (_, problem, answer) => {
    answer(holdRequests('get', `${PROXY}/`));
    expect(await outcomeOf(proxyCheck())).toBe(problem);
  });
});
