import { describe, expect, it } from 'vitest';
import { fromPromise, type SnapshotFrom } from 'xstate';
import type { BackendMeta } from '../../../src/contracts/backend.ts';
import { humanCheckMachine } from '../../../src/machines/account/humanCheck.machine.ts';
import { migrateDirectMachine } from '../../../src/machines/migration/migrateDirect.machine.ts';
import { decryptDeviceName, publicKeyString } from '../../../src/services/crypto/index.ts';
import { createStores } from '../../../src/services/storage/index.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { transitionTests } from '../../support/model.ts';
import { holdRequests } from '../../support/network.ts';
import { networkError, statusError, TEST_SEED } from '../account/authFixtures.ts';
import { holdResults } from '../account/heldResults.ts';
import {
  authAt,
  fillStores,
  sourceAccount,
  storesContent,
  TARGET,
  TARGET_META,
} from './targetBackend.ts';

const META_WITH_CAPTCHA: BackendMeta = {
  ...TARGET_META,
  hasCaptcha: true,
  captchaClientKey: 'site-key',
};
const CAPTCHA_TOKEN = 'captcha-token-1';
const user = `${TARGET}/users/new-user`;

/** The device logged in, with data; the new backend's routes held; the captcha provider too. */
function migrationSystem() {
  const stores = createStores(memoryStorage());
  fillStores(stores);
  const captcha = holdResults<string | null>();
  const system = {
    stores,
    before: storesContent(stores),
    captcha,
    meta: holdRequests('get', `${TARGET}/meta`),
    registerStart: holdRequests('post', `${TARGET}/auth/register/start`),
    registerComplete: holdRequests('post', `${TARGET}/auth/register/complete`),
    loginStart: holdRequests('post', `${TARGET}/auth/login/start`),
    loginComplete: holdRequests('post', `${TARGET}/auth/login/complete`),
    bookmarks: holdRequests('put', `${user}/bookmarks`),
    progress: holdRequests('put', `${user}/progress/import`),
    settings: holdRequests('put', `${user}/settings`),
    groupOrder: holdRequests('put', `${user}/group-order`),
    endSession: holdRequests('delete', `${TARGET}/sessions/:sid`),
  };
  return {
    system,
    machine: migrateDirectMachine.provide({
      actors: {
        humanCheck: humanCheckMachine.provide({
          actors: { captchaToken: fromPromise(() => captcha.next()) },
        }),
      },
    }),
    input: { account: sourceAccount, stores },
  };
}
type System = ReturnType<typeof migrationSystem>['system'];

/** The viewer submits an address: none, one that is no URL, or the new backend's. */
function userEvents(snapshot: SnapshotFrom<typeof migrateDirectMachine>) {
  const submit = (backendUrl: string) => ({ type: 'migration.submit' as const, backendUrl });
  if (snapshot.matches('idle') || snapshot.matches('error')) {
    return [submit('  '), submit('backend.example'), submit(` ${TARGET} `)];
  }
  return [];
}

const bodyOf = async (requests: Request[]) => (requests.at(-1) as Request).clone().json();

const loggedIn = {
  url: TARGET,
  userId: 'new-user',
  token: 'token-of-session-2',
  sessionIds: ['session-1', 'session-2'],
};

describe('migrateDirect machine: every transition', () => {
  const tests = transitionTests({
    machine: migrateDirectMachine,
    input: { account: sourceAccount, stores: createStores(memoryStorage()) },
    system: migrationSystem,
    events: userEvents,
    outcomes: {
      loadMeta: [
        { done: TARGET_META, cause: ({ meta }) => meta.respond(200, TARGET_META) },
        { done: META_WITH_CAPTCHA, cause: ({ meta }) => meta.respond(200, META_WITH_CAPTCHA) },
        { error: networkError, cause: ({ meta }) => meta.fail() },
        { error: statusError(502), cause: ({ meta }) => meta.respond(502, 'Bad gateway') },
        { error: statusError(404), cause: ({ meta }) => meta.respond(404, 'Not found') },
        { error: { name: 'SyntaxError' }, cause: ({ meta }) => meta.respond(200, '<html>') },
        { error: { name: '$ZodError' }, cause: ({ meta }) => meta.respond(200, { ok: true }) },
      ],
      humanCheck: [
        { done: { token: CAPTCHA_TOKEN }, cause: ({ captcha }) => captcha.resolve(CAPTCHA_TOKEN) },
        { done: { token: null }, cause: ({ captcha }) => captcha.resolve(null) },
      ],
      register: [
        {
          done: 'session-1',
          cause: ({ registerStart, registerComplete }) => {
            registerStart.respond(200, { challenge: 'register-challenge' });
            registerComplete.respond(200, authAt('session-1'));
          },
        },
        {
          error: statusError(409),
          cause: ({ registerStart, registerComplete }) => {
            registerStart.respond(200, { challenge: 'register-challenge' });
            registerComplete.respond(409, 'Exists');
          },
        },
        { error: networkError, cause: ({ registerStart }) => registerStart.fail() },
      ],
      logIn: [
        {
          done: loggedIn,
          cause: ({ loginStart, loginComplete }) => {
            loginStart.respond(200, { challenge: 'login-challenge' });
            loginComplete.respond(200, authAt('session-2'));
          },
        },
        { error: networkError, cause: ({ loginStart }) => loginStart.fail() },
      ],
      copy: [
        {
          done: undefined,
          cause: (system: System) => {
            for (const held of [system.bookmarks, system.progress, system.settings]) {
              held.respond(200, []);
            }
            system.groupOrder.respond(200, { groupOrder: ['Silent'] });
            system.endSession.respond(200, { id: 'session-1' });
            system.endSession.respond(200, { id: 'session-2' });
          },
        },
        { error: statusError(500), cause: ({ bookmarks }) => bookmarks.respond(500, 'Down') },
      ],
    },
    assert: {
      'processing.humanCheck': ({ captcha }) => expect(captcha.calls).toBeGreaterThan(0),
      success: async (system) => {
        // The same account: this device's key, name (sealed by it) and look.
        const registration = await bodyOf(system.registerComplete.requests);
        expect(registration.publicKey).toBe(publicKeyString(TEST_SEED));
        expect(await decryptDeviceName(registration.device, TEST_SEED)).toBe('Laptop');
        expect(registration.profile).toEqual(sourceAccount.profile);
        // Everything the device holds, copied with the token of the login there.
        const bookmarks = system.bookmarks.requests.at(-1) as Request;
        expect(bookmarks.headers.get('Authorization')).toBe('Bearer token-of-session-2');
        expect(await bookmarks.clone().json()).toEqual([
          expect.objectContaining({ tmdbId: '653', group: ['Silent'] }),
        ]);
        expect(await bodyOf(system.progress.requests)).toEqual([
          expect.objectContaining({ tmdbId: '1399', episodeId: 'e2', watched: 600 }),
        ]);
        expect(await bodyOf(system.settings.requests)).toMatchObject({
          applicationTheme: 'blue',
        });
        expect(await bodyOf(system.groupOrder.requests)).toEqual(['Silent']);
        // The migration's own sessions there end: the viewer logs in there next.
        expect(system.endSession.requests.map(({ url }) => url.split('/').at(-1))).toEqual([
          'session-1',
          'session-2',
        ]);
      },
    },
    // The account here and the device's data are never changed, whatever happens.
    invariant: ({ stores, before }) => expect(storesContent(stores)).toBe(before),
  });
  it.each(tests)('$name', ({ run }) => run());
});
