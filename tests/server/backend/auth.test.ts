import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHALLENGE_LIFETIME_MS } from '../../../server/backend/auth/challenges.ts';
import { SESSION_LIFETIME_MS } from '../../../server/backend/auth/sessions.ts';
import { challenges } from '../../../server/db/schema.ts';
import {
  authResponseSchema,
  backendErrorSchema,
  meResponseSchema,
} from '../../../src/contracts/backend.ts';
import {
  keysFromPassphrase,
  openTestBackend,
  TEST_PASSPHRASE,
  type TestBackend,
} from './support.ts';

type Keys = ReturnType<typeof keysFromPassphrase>;

const PROFILE = { colorA: '#2E65CF', colorB: '#D4A017', icon: 'bookmark' };
const DEVICE = 'iv.ciphertext.tag';

let backend: TestBackend;
let clientAddress: string;
let clients = 0;

beforeAll(async () => {
  backend = await openTestBackend();
});
afterAll(async () => {
  await backend.close();
});
// Each test is a client of its own, so the per-address rate limit (auth-rate-limit.test.ts) never
// counts the requests of the whole file together.
beforeEach(() => {
  clients += 1;
  clientAddress = `10.0.0.${clients}`;
});

function post(url: string, payload?: unknown, headers: Record<string, string | undefined> = {}) {
  return backend.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    remoteAddress: clientAddress,
  });
}

async function challenge(url: string, payload: object = {}): Promise<string> {
  const response = await post(url, payload);
  expect(response.statusCode).toBe(200);
  return response.json().challenge;
}

const registrationChallenge = () => challenge('/auth/register/start');
const loginChallenge = (keys: { publicKey: string }) =>
  challenge('/auth/login/start', { publicKey: keys.publicKey });

function completeRegistration(
  keys: Keys,
  code: string,
  headers?: Record<string, string | undefined>,
) {
  return post(
    '/auth/register/complete',
    {
      publicKey: keys.publicKey,
      challenge: { code, signature: keys.sign(code) },
      namespace: 'movie-web',
      device: DEVICE,
      profile: PROFILE,
    },
    headers,
  );
}

function completeLogin(keys: Keys, code: string, signature = keys.sign(code)) {
  return post('/auth/login/complete', {
    publicKey: keys.publicKey,
    challenge: { code, signature },
    device: DEVICE,
    namespace: 'movie-web',
  });
}

async function register(keys: Keys) {
  const response = await completeRegistration(keys, await registrationChallenge());
  expect(response.statusCode).toBe(200);
  return authResponseSchema.parse(response.json());
}

const newKeys = () => keysFromPassphrase(randomUUID());

function expectError(response: Awaited<ReturnType<typeof post>>, status: number) {
  expect(response.statusCode).toBe(status);
  const body = backendErrorSchema.parse(response.json());
  expect(body.statusCode).toBe(status);
  return body.message;
}

describe('keys', () => {
  it('derive from a passphrase as CONTRACTS.md §2 says', () => {
    const keys = keysFromPassphrase(TEST_PASSPHRASE);
    expect(keys.publicKey).toBe('9icC8Nazxbe-I7xnJgSBc5sWSIkRChBlSOWULWtnxkA');
    expect(keys.sign('hello')).toBe(
      'uxDKSukqd5shwBT6aMoHRUO52Mu_fDTsOo3sAkpWI6mSNpkTMOr0hVsvgxGTRqu_DADm6pipfEA9oUYBBPQ5DQ',
    );
  });
});

describe('register and log in', () => {
  it('registers and logs in with the test-vector passphrase', async () => {
    const keys = keysFromPassphrase(TEST_PASSPHRASE);
    const registered = await completeRegistration(keys, await registrationChallenge(), {
      'user-agent': 'community-client/1.0',
    });
    expect(registered.statusCode).toBe(200);
    const { user, session, token } = authResponseSchema.parse(registered.json());
    expect(user).toEqual({
      id: expect.any(String),
      publicKey: keys.publicKey,
      namespace: 'movie-web',
      nickname: expect.stringMatching(/^[A-Z][a-z]+ [A-Z][a-z]+$/),
      profile: PROFILE,
      permissions: [],
    });
    const now = backend.clock.now().getTime();
    expect(session).toEqual({
      id: expect.any(String),
      user: user.id,
      createdAt: new Date(now).toISOString(),
      accessedAt: new Date(now).toISOString(),
      expiresAt: new Date(now + SESSION_LIFETIME_MS).toISOString(),
      device: DEVICE,
      userAgent: 'community-client/1.0',
    });

    const me = await backend.app.inject({
      url: '/users/@me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(meResponseSchema.parse(me.json())).toEqual({ user, session });

    const loggedIn = await completeLogin(keys, await loginChallenge(keys));
    expect(loggedIn.statusCode).toBe(200);
    const login = authResponseSchema.parse(loggedIn.json());
    expect(login.user).toEqual(user);
    expect(login.session.id).not.toBe(session.id);
    const meAgain = await backend.app.inject({
      url: '/users/@me',
      headers: { authorization: `Bearer ${login.token}` },
    });
    expect(meAgain.json().session.id).toBe(login.session.id);
  });

  it('accepts a registration start without a body', async () => {
    const response = await post('/auth/register/start');
    expect(response.statusCode).toBe(200);
    expect(response.json().challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('records an empty User-Agent when the client sends none', async () => {
    const response = await completeRegistration(newKeys(), await registrationChallenge(), {
      'user-agent': undefined,
    });
    expect(authResponseSchema.parse(response.json()).session.userAgent).toBe('');
  });

  it('refuses a second registration of the same key with 409', async () => {
    const keys = newKeys();
    await register(keys);
    const again = await completeRegistration(keys, await registrationChallenge());
    expect(expectError(again, 409)).toMatch(/exists/);
  });

  it('refuses to start a login for a key no account has', async () => {
    const response = await post('/auth/login/start', { publicKey: newKeys().publicKey });
    expectError(response, 401);
  });
});

describe('challenges', () => {
  it('are single use', async () => {
    const code = await registrationChallenge();
    expect((await completeRegistration(newKeys(), code)).statusCode).toBe(200);
    expectError(await completeRegistration(newKeys(), code), 401);
  });

  it('are used up by a wrong signature too', async () => {
    const keys = newKeys();
    const code = await registrationChallenge();
    const forged = await post('/auth/register/complete', {
      publicKey: keys.publicKey,
      challenge: { code, signature: newKeys().sign(code) },
      namespace: 'movie-web',
      device: DEVICE,
      profile: PROFILE,
    });
    expectError(forged, 401);
    expectError(await completeRegistration(keys, code), 401);
  });

  it('expire 10 minutes after they were issued', async () => {
    const fresh = await registrationChallenge();
    const stale = await registrationChallenge();
    backend.clock.advance(CHALLENGE_LIFETIME_MS - 1000);
    expect((await completeRegistration(newKeys(), fresh)).statusCode).toBe(200);
    backend.clock.advance(1000);
    expectError(await completeRegistration(newKeys(), stale), 401);
  });

  it('are swept once expired, when another is issued', async () => {
    await registrationChallenge();
    await loginChallenge((await register(newKeys())).user);
    backend.clock.advance(CHALLENGE_LIFETIME_MS);
    const code = await registrationChallenge();
    const left = await backend.db.select({ code: challenges.code }).from(challenges);
    expect(left).toEqual([{ code }]);
  });

  it('of registration do not log in', async () => {
    const keys = newKeys();
    await register(keys);
    expectError(await completeLogin(keys, await registrationChallenge()), 401);
  });

  it('of login do not register', async () => {
    const keys = newKeys();
    await register(keys);
    const code = await loginChallenge(keys);
    expectError(await completeRegistration(newKeys(), code), 401);
  });

  it('of login are for the key they were asked for', async () => {
    const alice = newKeys();
    const bob = newKeys();
    await register(alice);
    await register(bob);
    expectError(await completeLogin(bob, await loginChallenge(alice)), 401);
  });

  it('refuse a signature by another passphrase (a wrong passphrase) with 401', async () => {
    const keys = newKeys();
    await register(keys);
    const code = await loginChallenge(keys);
    expectError(await completeLogin(keys, code, newKeys().sign(code)), 401);
  });

  it('refuse a signature of another message, or one that is not a signature, with 401', async () => {
    const keys = newKeys();
    await register(keys);
    const code = await loginChallenge(keys);
    expectError(await completeLogin(keys, code, keys.sign(`${code}.`)), 401);
    const other = await loginChallenge(keys);
    expectError(await completeLogin(keys, other, 'A'.repeat(86)), 401);
  });

  it('refuse a key spelled in a non-canonical base64url form', async () => {
    const keys = keysFromPassphrase(TEST_PASSPHRASE);
    // The last character carries two padding bits: "B" decodes to the same 32 bytes as "A".
    const respelled = { ...keys, publicKey: keys.publicKey.replace(/A$/, 'B') };
    expect(Buffer.from(respelled.publicKey, 'base64url')).toEqual(
      Buffer.from(keys.publicKey, 'base64url'),
    );
    expectError(await completeRegistration(respelled, await registrationChallenge()), 401);
  });
});

describe('malformed bodies', () => {
  const code = 'c'.repeat(43);
  const signature = 's'.repeat(86);
  const publicKey = keysFromPassphrase(TEST_PASSPHRASE).publicKey;
  const registration = {
    publicKey,
    challenge: { code, signature },
    namespace: 'movie-web',
    device: DEVICE,
    profile: PROFILE,
  };

  it.each([
    ['/auth/register/start', { captchaToken: 42 }, 'body.captchaToken'],
    ['/auth/register/complete', { ...registration, publicKey: undefined }, 'body.publicKey'],
    ['/auth/register/complete', { ...registration, publicKey: 'short' }, 'body.publicKey'],
    [
      '/auth/register/complete',
      { ...registration, challenge: { code, signature: 'x' } },
      'body.challenge.signature',
    ],
    ['/auth/register/complete', { ...registration, device: 'd'.repeat(501) }, 'body.device'],
    ['/auth/register/complete', { ...registration, profile: undefined }, 'body.profile'],
    ['/auth/login/start', {}, 'body.publicKey'],
    ['/auth/login/start', undefined, 'body'],
    [
      '/auth/login/complete',
      { publicKey, challenge: { signature }, device: DEVICE },
      'body.challenge.code',
    ],
    ['/auth/login/complete', { publicKey, challenge: { code, signature } }, 'body.device'],
  ])('%s refuses %j with a 400 naming %s', async (url, payload, field) => {
    expect(expectError(await post(url, payload), 400)).toContain(`${field}:`);
  });

  it('refuses a body that is not JSON with a 400', async () => {
    const response = await post('/auth/login/start', '{"publicKey":', {
      'content-type': 'application/json',
    });
    expectError(response, 400);
  });
});
