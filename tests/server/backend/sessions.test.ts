import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_LIFETIME_MS } from '../../../server/backend/auth/sessions.ts';
import { createTokens } from '../../../server/backend/auth/tokens.ts';
import { sessions } from '../../../server/db/schema.ts';
import {
  backendErrorSchema,
  currentSessionSchema,
  meResponseSchema,
} from '../../../src/contracts/backend.ts';
import { openTestBackend, type SignedIn, signIn, type TestBackend } from './support.ts';

const DAY = 24 * 60 * 60 * 1000;

let backend: TestBackend;

beforeAll(async () => {
  backend = await openTestBackend();
});
afterAll(async () => {
  await backend.close();
});

const me = (headers: Record<string, string> = {}) =>
  backend.app.inject({ url: '/users/@me', headers });

/** Another session of the same user (another device). */
async function secondSession(owner: SignedIn, device = 'other-device') {
  const { session, token } = await createSession(backend.context, {
    userId: owner.user.id,
    device,
    userAgent: 'other-agent',
  });
  return { session, headers: { authorization: `Bearer ${token}` } };
}

function expectStatus(response: Awaited<ReturnType<typeof me>>, status: number) {
  expect(response.statusCode).toBe(status);
  expect(backendErrorSchema.parse(response.json()).statusCode).toBe(status);
}

describe('a session', () => {
  it('slides: every use moves its expiry 21 days past that use', async () => {
    const { headers } = await signIn(backend);
    backend.clock.advance(DAY);
    const used = backend.clock.now().getTime();
    const { session } = meResponseSchema.parse((await me(headers)).json());
    expect(session.accessedAt).toBe(new Date(used).toISOString());
    expect(session.expiresAt).toBe(new Date(used + SESSION_LIFETIME_MS).toISOString());

    // Used every 20 days, it outlives 21 days.
    backend.clock.advance(20 * DAY);
    expect((await me(headers)).statusCode).toBe(200);
    backend.clock.advance(20 * DAY);
    expect((await me(headers)).statusCode).toBe(200);
  });

  it('unused for 21 days gives 401', async () => {
    const { headers } = await signIn(backend);
    backend.clock.advance(SESSION_LIFETIME_MS);
    expectStatus(await me(headers), 401);
  });

  it.each([
    ['no Authorization header', undefined],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['a bare Bearer', 'Bearer'],
    ['a token with spaces', 'Bearer not a token'],
    ['a token that is no JWT', 'Bearer abc.def.ghi'],
  ])('gives 401 for %s', async (_, authorization) => {
    expectStatus(await me(authorization === undefined ? {} : { authorization }), 401);
  });

  it('gives 401 for a token signed with another secret, or naming no session', async () => {
    const { session } = await signIn(backend);
    const foreign = createTokens('another-secret-that-is-long-enough-000000').sign(session.id);
    expectStatus(await me({ authorization: `Bearer ${foreign}` }), 401);
    const orphan = backend.context.tokens.sign(randomUUID());
    expectStatus(await me({ authorization: `Bearer ${orphan}` }), 401);
  });
});

describe('a session token', () => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('is an HS256 JWT whose only claim is the session id', async () => {
    const { session, token } = await signIn(backend);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toEqual({ sid: session.id });
  });

  it('gives 401 once changed: another session id, no algorithm, or extra signature text', async () => {
    const victim = await signIn(backend);
    const { token } = await signIn(backend);
    const [header, , signature] = token.split('.');
    const bearer = (forged: string) => ({ authorization: `Bearer ${forged}` });
    expectStatus(
      await me(bearer(`${header}.${part({ sid: victim.session.id })}.${signature}`)),
      401,
    );
    expectStatus(
      await me(bearer(`${part({ alg: 'none' })}.${part({ sid: victim.session.id })}.`)),
      401,
    );
    expectStatus(await me(bearer(`${token}A`)), 401);
    expect((await me(bearer(token))).statusCode).toBe(200);
  });
});

describe('GET /users/{id}/sessions', () => {
  it("lists the user's unexpired sessions, and nobody else's", async () => {
    const owner = await signIn(backend);
    const other = await secondSession(owner);
    const stranger = await signIn(backend);
    const at = backend.clock.now();
    await backend.db.insert(sessions).values({
      id: randomUUID(),
      userId: owner.user.id,
      createdAt: new Date(at.getTime() - 30 * DAY),
      accessedAt: new Date(at.getTime() - 22 * DAY),
      expiresAt: new Date(at.getTime() - DAY),
      device: 'expired-device',
      userAgent: 'old-agent',
    });

    const response = await backend.app.inject({
      url: `/users/${owner.user.id}/sessions`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    const listed = response.json();
    expect(listed).toHaveLength(2);
    expect(listed).toEqual(
      expect.arrayContaining([
        {
          id: owner.session.id,
          userId: owner.user.id,
          createdAt: owner.session.createdAt.toISOString(),
          accessedAt: owner.session.accessedAt.toISOString(),
          device: 'encrypted-device-name',
          userAgent: 'vitest',
        },
        expect.objectContaining({ id: other.session.id, device: 'other-device' }),
      ]),
    );

    const foreign = await backend.app.inject({
      url: `/users/${owner.user.id}/sessions`,
      headers: stranger.headers,
    });
    expectStatus(foreign, 403);
  });
});

describe('PATCH /sessions/{sid}', () => {
  const rename = (sid: string, headers: Record<string, string>, payload: unknown) =>
    backend.app.inject({
      method: 'PATCH',
      url: `/sessions/${sid}`,
      headers,
      payload: payload as object,
    });

  it('renames a session and says whether it is the caller’s', async () => {
    const owner = await signIn(backend);
    const other = await secondSession(owner);

    const own = await rename(owner.session.id, owner.headers, { deviceName: 'renamed' });
    expect(own.statusCode).toBe(200);
    expect(currentSessionSchema.parse(own.json())).toMatchObject({
      id: owner.session.id,
      user: owner.user.id,
      device: 'renamed',
      current: true,
    });

    const another = await rename(other.session.id, owner.headers, { deviceName: 'phone' });
    expect(another.json()).toMatchObject({ id: other.session.id, device: 'phone', current: false });
  });

  it("refuses another user's session with 403 and an unknown one with 404", async () => {
    const owner = await signIn(backend);
    const stranger = await signIn(backend);
    expectStatus(await rename(owner.session.id, stranger.headers, { deviceName: 'x' }), 403);
    expectStatus(await rename(randomUUID(), stranger.headers, { deviceName: 'x' }), 404);
    const [kept] = await backend.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, owner.session.id));
    expect(kept?.device).toBe('encrypted-device-name');
  });

  it.each([
    [{}, 'body.deviceName'],
    [{ deviceName: '' }, 'body.deviceName'],
    [{ deviceName: 'd'.repeat(501) }, 'body.deviceName'],
  ])('refuses %j with a 400 naming %s', async (payload, field) => {
    const owner = await signIn(backend);
    const response = await rename(owner.session.id, owner.headers, payload);
    expectStatus(response, 400);
    expect(response.json().message).toContain(`${field}:`);
  });
});

describe('DELETE /sessions/{sid}', () => {
  const logOut = (sid: string, headers: Record<string, string>) =>
    backend.app.inject({ method: 'DELETE', url: `/sessions/${sid}`, headers });

  it('logs out another device: its token gives 401, the caller’s still works', async () => {
    const owner = await signIn(backend);
    const other = await secondSession(owner);
    const response = await logOut(other.session.id, owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: other.session.id });
    expectStatus(await me(other.headers), 401);
    expect((await me(owner.headers)).statusCode).toBe(200);
  });

  it('logs out the caller’s own session', async () => {
    const owner = await signIn(backend);
    expect((await logOut(owner.session.id, owner.headers)).statusCode).toBe(200);
    expectStatus(await me(owner.headers), 401);
  });

  it("refuses another user's session with 403 and an unknown one with 404", async () => {
    const owner = await signIn(backend);
    const stranger = await signIn(backend);
    expectStatus(await logOut(owner.session.id, stranger.headers), 403);
    expect((await me(owner.headers)).statusCode).toBe(200);
    expectStatus(await logOut(randomUUID(), stranger.headers), 404);
  });
});
