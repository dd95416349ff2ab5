import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { type Actor, createActor, fromPromise, waitFor } from 'xstate';
import { humanCheckMachine } from '../../../src/machines/account/humanCheck.machine.ts';
import { CAPTCHA_ACTION } from '../../../src/machines/account/register.machine.ts';
import { migrateDirectMachine } from '../../../src/machines/migration/migrateDirect.machine.ts';
import { createStores } from '../../../src/services/storage/index.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { network } from '../../support/network.ts';
import {
  fillStores,
  SOURCE,
  sourceAccount,
  TARGET,
  TARGET_META,
  targetBackend,
} from './targetBackend.ts';

/**
 * Migrating the account to another backend (spec doc 1 §2, §5, §7), stated against the real
 * machine, the real registration, login and copy, and a new backend in memory. What the page
 * reads: the step under way (`processing.*`), the problem said beside the form (shown whenever
 * there is one), whether it failed (`error`) or is done (`success`, with the backend's name).
 */
let actor: Actor<typeof migrateDirectMachine> | undefined;
afterEach(() => actor?.stop());

/** The device logged in to the old backend, with data, on the page; the captcha answered so. */
function migrationPage(captcha: (input: { siteKey: string; action: string }) => string | null) {
  const stores = createStores(memoryStorage());
  stores.account.trigger.loggedIn({ account: sourceAccount });
  stores.account.trigger.backendUrlSet({ backendUrl: SOURCE });
  fillStores(stores);
  const asked: { siteKey: string; action: string }[] = [];
  const machine = migrateDirectMachine.provide({
    actors: {
      humanCheck: humanCheckMachine.provide({
        actors: {
          captchaToken: fromPromise(async ({ input }) => {
            asked.push(input);
            return captcha(input);
          }),
        },
      }),
    },
  });
  const running = createActor(machine, { input: { account: sourceAccount, stores } }).start();
  actor = running;
  return {
    actor: running,
    asked,
    submit(backendUrl: string) {
      running.send({ type: 'migration.submit', backendUrl });
      return waitFor(running, (snapshot) => !snapshot.matches('processing'), { timeout: 5_000 });
    },
  };
}

const routes = (target: ReturnType<typeof targetBackend>) =>
  target.requests.map(({ method, path }) => `${method} ${path}`);
const CAPTCHA_META = { ...TARGET_META, hasCaptcha: true, captchaClientKey: 'site-key' };

describe('direct migration: the human check the new backend asks for', () => {
  it("asks it with the new backend's site key, and names the backend once done", async () => {
    targetBackend({ meta: CAPTCHA_META });
    const page = migrationPage(() => 'captcha-token');
    const done = await page.submit(TARGET);
    expect(done.value).toBe('success');
    expect(page.asked).toEqual([{ siteKey: 'site-key', action: CAPTCHA_ACTION }]);
    expect(done.context.meta?.name).toBe(TARGET_META.name);
  });

  it('stops when the check fails, says so, and registers nothing', async () => {
    const target = targetBackend({ meta: CAPTCHA_META });
    const page = migrationPage(() => null);
    const failed = await page.submit(TARGET);
    expect(failed.value).toBe('error');
    expect(failed.context.problem).toBe('humanCheck');
    expect(routes(target)).toEqual(['GET /meta']);
  });
});

describe('direct migration: a registration that fails', () => {
  it('says the registration failed when the backend refuses it for another reason than an account that exists', async () => {
    const target = targetBackend({
      failing: (_, path) => (path === '/auth/register/complete' ? 500 : null),
    });
    const failed = await migrationPage(() => null).submit(TARGET);
    expect(failed.value).toBe('error');
    expect(failed.context.problem).toBe('registerFailed');
    expect(routes(target)).not.toContain('POST /auth/login/start');
  });
});

describe('direct migration: the address after a failure', () => {
  it('refuses an empty address, or one that is no URL, and asks nothing', async () => {
    const target = targetBackend({
      failing: (_, path) => (path === '/auth/register/complete' ? 500 : null),
    });
    const page = migrationPage(() => null);
    await page.submit(TARGET);
    const asked = target.requests.length;
    const empty = await page.submit('   ');
    expect(empty.value).toBe('idle');
    expect(empty.context.problem).toBe('noUrl');
    const notAUrl = await page.submit('new-backend');
    expect(notAUrl.context.problem).toBe('invalidUrl');
    expect(target.requests).toHaveLength(asked);
  });

  it('says nothing of the last failure while the same address is tried again', async () => {
    let logins = 0;
    let copies = 0;
    targetBackend({
      failing: (method, path) =>
        (path === '/auth/login/start' && ++logins === 1) ||
        (method === 'PUT' && path.endsWith('/bookmarks') && ++copies === 1)
          ? 503
          : null,
    });
    const page = migrationPage(() => null);
    expect((await page.submit(TARGET)).context.problem).toBe('loginFailed');
    page.actor.send({ type: 'migration.submit', backendUrl: TARGET });
    expect(page.actor.getSnapshot().value).toEqual({ processing: 'loggingIn' });
    expect(page.actor.getSnapshot().context.problem).toBeNull();
    const failed = await waitFor(page.actor, (s) => !s.matches('processing'));
    expect(failed.context.problem).toBe('copyFailed');
    page.actor.send({ type: 'migration.submit', backendUrl: TARGET });
    expect(page.actor.getSnapshot().value).toEqual({ processing: 'copying' });
    expect(page.actor.getSnapshot().context.problem).toBeNull();
    expect((await waitFor(page.actor, (s) => !s.matches('processing'))).value).toBe('success');
  });

  it('says nothing of the last failure while another address is tried', async () => {
    targetBackend({ failing: (_, path) => (path === '/auth/register/complete' ? 500 : null) });
    const page = migrationPage(() => null);
    await page.submit(TARGET);
    page.actor.send({ type: 'migration.submit', backendUrl: `${TARGET}/` });
    expect(page.actor.getSnapshot().value).toEqual({ processing: 'checking' });
    expect(page.actor.getSnapshot().context.problem).toBeNull();
  });
});

describe('direct migration: starting afresh', () => {
  it('shows none of the last backend while another address is checked, and registers there first', async () => {
    const OTHER = 'http://other-backend.test';
    network.use(http.get(`${OTHER}/*`, () => HttpResponse.error()));
    targetBackend({
      meta: CAPTCHA_META,
      failing: (_, path) => (path === '/auth/login/start' ? 503 : null),
    });
    const page = migrationPage(() => 'captcha-token');
    expect((await page.submit(TARGET)).context.problem).toBe('loginFailed');
    page.actor.send({ type: 'migration.submit', backendUrl: OTHER });
    // The steps read whether this backend asks for a human check: not known yet.
    expect(page.actor.getSnapshot().context.meta).toBeNull();
    expect((await waitFor(page.actor, (s) => !s.matches('processing'))).context.problem).toBe(
      'unreachable',
    );
    // Nothing registered there: the same address again checks it again.
    expect((await page.submit(OTHER)).context.problem).toBe('unreachable');
  });

  it('sends no human check token of an earlier attempt to a backend that asks for none', async () => {
    targetBackend({
      meta: CAPTCHA_META,
      failing: (_, path) => (path === '/auth/register/complete' ? 500 : null),
    });
    const page = migrationPage(() => 'captcha-token');
    expect((await page.submit(TARGET)).context.problem).toBe('registerFailed');
    // The backend no longer asks for a human check.
    const now = targetBackend();
    expect((await page.submit(TARGET)).value).toBe('success');
    expect(now.requests.find(({ path }) => path === '/auth/register/start')?.body).toEqual({});
  });
});

describe("direct migration: the new backend's answers", () => {
  it('names the backend once done, without a human check too', async () => {
    targetBackend();
    const done = await migrationPage(() => null).submit(TARGET);
    expect(done.value).toBe('success');
    expect(done.context.meta?.name).toBe(TARGET_META.name);
  });

  it('takes a server error on /meta for a backend that cannot be reached, not another site', async () => {
    network.use(http.get(`${TARGET}/meta`, () => new HttpResponse('Oops', { status: 500 })));
    const failed = await migrationPage(() => null).submit(TARGET);
    expect(failed.context.problem).toBe('unreachable');
  });
});
