import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSettings } from '../../../server/db/schema.ts';
import { settingsResponseSchema, syncedSettingsShape } from '../../../src/contracts/backend.ts';
import { openTestBackend, type SignedIn, signIn, type TestBackend } from './support.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await openTestBackend();
});
afterAll(() => backend.close());

function request(who: SignedIn, method: 'GET' | 'PUT', body?: unknown) {
  return backend.app.inject({
    method,
    url: `/users/${who.user.id}/settings`,
    headers: who.headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

const nothingSet = {
  ...Object.fromEntries(Object.keys(syncedSettingsShape).map((key) => [key, null])),
  debridToken: null,
  debridService: null,
  updatedAt: {},
};

describe('settings', () => {
  it('answers every synced setting, null when never set', async () => {
    const me = await signIn(backend);
    const got = await request(me, 'GET');
    expect(got.statusCode).toBe(200);
    expect(settingsResponseSchema.parse(got.json())).toEqual(nothingSet);
    expect(Object.keys(got.json()).sort()).toEqual(Object.keys(nothingSet).sort());
  });

  it('writes only the keys sent, keeping the others, and ignores unknown keys', async () => {
    const me = await signIn(backend);
    const now = backend.clock.now().getTime();
    const first = await request(me, 'PUT', {
      applicationLanguage: 'de',
      enableAutoplay: false,
      proxyUrls: ['https://proxy.example'],
      notASetting: 'dropped',
    });
    expect(first.statusCode).toBe(200);
    expect(settingsResponseSchema.parse(first.json())).toEqual({
      ...nothingSet,
      applicationLanguage: 'de',
      enableAutoplay: false,
      proxyUrls: ['https://proxy.example'],
      updatedAt: { applicationLanguage: now, enableAutoplay: now, proxyUrls: now },
    });
    expect(first.json()).not.toHaveProperty('notASetting');

    const second = await request(me, 'PUT', { enableAutoplay: true, febboxKey: null });
    const expected = {
      ...nothingSet,
      applicationLanguage: 'de',
      enableAutoplay: true,
      proxyUrls: ['https://proxy.example'],
      updatedAt: { applicationLanguage: now, enableAutoplay: now, proxyUrls: now, febboxKey: now },
    };
    expect(second.json()).toEqual(expected);
    expect((await request(me, 'GET')).json()).toEqual(expected);
    expect((await request(me, 'PUT', {})).json()).toEqual(expected);
  });

  it("keeps each user's settings apart", async () => {
    const me = await signIn(backend);
    const other = await signIn(backend);
    await request(me, 'PUT', { applicationTheme: 'blue' });
    expect((await request(other, 'GET')).json()).toEqual(nothingSet);
  });

  it('refuses a malformed value naming the setting', async () => {
    const me = await signIn(backend);
    const refused = await request(me, 'PUT', { enableAutoplay: 'yes' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^body\.enableAutoplay: /);
    const notAnObject = await request(me, 'PUT', ['de']);
    expect(notAnObject.statusCode).toBe(400);
  });
});

describe('settings: the last change of each key wins, by the client time', () => {
  const ago = (minutes: number) => backend.clock.now().getTime() - minutes * 60_000;

  it('writes a key only when its change is not older than the stored one, key by key', async () => {
    const me = await signIn(backend);
    await request(me, 'PUT', {
      applicationTheme: 'blue',
      applicationLanguage: 'de',
      updatedAt: { applicationTheme: ago(5), applicationLanguage: ago(5) },
    });
    const mixed = await request(me, 'PUT', {
      applicationTheme: 'red',
      applicationLanguage: 'fr',
      updatedAt: { applicationTheme: ago(6), applicationLanguage: new Date(ago(4)).toISOString() },
    });
    expect(mixed.statusCode).toBe(200);
    expect(mixed.json()).toMatchObject({
      applicationTheme: 'blue',
      applicationLanguage: 'fr',
      updatedAt: { applicationTheme: ago(5), applicationLanguage: ago(4) },
    });
    // The same time is not older; no time is now.
    const same = await request(me, 'PUT', {
      applicationTheme: 'green',
      updatedAt: { applicationTheme: ago(5) },
    });
    expect(same.json()).toMatchObject({ applicationTheme: 'green' });
    const now = await request(me, 'PUT', { applicationTheme: 'mocha', applicationLanguage: 'en' });
    expect(now.json()).toMatchObject({
      applicationTheme: 'mocha',
      applicationLanguage: 'en',
      updatedAt: { applicationTheme: ago(0), applicationLanguage: ago(0) },
    });
    expect((await request(me, 'GET')).json()).toEqual(now.json());
  });

  it('replaces a key stored before times were kept by any change', async () => {
    const me = await signIn(backend);
    await backend.db
      .insert(userSettings)
      .values({ userId: me.user.id, settings: { applicationTheme: 'blue' } });
    expect((await request(me, 'GET')).json()).toMatchObject({
      applicationTheme: 'blue',
      updatedAt: {},
    });
    const put = await request(me, 'PUT', {
      applicationTheme: 'red',
      updatedAt: { applicationTheme: '2021-07-13T00:00:00.000Z' },
    });
    expect(put.json()).toMatchObject({
      applicationTheme: 'red',
      updatedAt: { applicationTheme: Date.UTC(2021, 6, 13) },
    });
  });

  it('takes debridToken as realDebridKey, answers both, and keeps debridService', async () => {
    const me = await signIn(backend);
    const pstream = await request(me, 'PUT', {
      debridToken: 'token-a',
      debridService: 'torbox',
      updatedAt: { debridToken: ago(5) },
    });
    expect(settingsResponseSchema.parse(pstream.json())).toMatchObject({
      realDebridKey: 'token-a',
      debridToken: 'token-a',
      debridService: 'torbox',
      updatedAt: { realDebridKey: ago(5), debridToken: ago(5), debridService: ago(0) },
    });
    // An older change of the key, under either name, is ignored.
    const older = await request(me, 'PUT', {
      debridToken: 'token-old',
      updatedAt: { debridToken: ago(6) },
    });
    expect(older.json()).toMatchObject({ realDebridKey: 'token-a', debridToken: 'token-a' });

    const ours = await request(me, 'PUT', { realDebridKey: 'key-b' });
    expect(ours.json()).toMatchObject({ realDebridKey: 'key-b', debridToken: 'key-b' });
    // Both sent: realDebridKey is the one kept.
    const both = await request(me, 'PUT', { realDebridKey: 'key-c', debridToken: 'token-c' });
    expect(both.json()).toMatchObject({ realDebridKey: 'key-c', debridToken: 'key-c' });
    expect((await request(me, 'GET')).json()).toEqual(both.json());
  });

  it('refuses a time that is not one, or a debrid value too long, naming the field', async () => {
    const me = await signIn(backend);
    const badTime = await request(me, 'PUT', {
      applicationTheme: 'blue',
      updatedAt: { applicationTheme: 'soon' },
    });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().message).toBe(
      'body.updatedAt.applicationTheme: must be an ISO date or epoch milliseconds',
    );
    const badToken = await request(me, 'PUT', {
      debridToken: 'x',
      updatedAt: { debridToken: 'later' },
    });
    expect(badToken.json().message).toBe(
      'body.updatedAt.debridToken: must be an ISO date or epoch milliseconds',
    );
    const tooLong = await request(me, 'PUT', { debridService: 'x'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/^body\.debridService: /);
    expect((await request(me, 'GET')).json()).toEqual(nothingSet);
  });
});
