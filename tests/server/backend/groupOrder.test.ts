import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupOrders } from '../../../server/db/schema.ts';
import { GROUPS_PER_ORDER, groupOrderResponseSchema } from '../../../src/contracts/backend.ts';
import { openTestBackend, type SignedIn, signIn, type TestBackend } from './support.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await openTestBackend();
});
afterAll(() => backend.close());

function request(who: SignedIn, method: 'GET' | 'PUT', body?: unknown, query = '') {
  return backend.app.inject({
    method,
    url: `/users/${who.user.id}/group-order${query}`,
    headers: who.headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

describe('group order', () => {
  it('is an empty list (200) when never set, as on the community server', async () => {
    const me = await signIn(backend);
    const got = await request(me, 'GET');
    expect(got.statusCode).toBe(200);
    expect(groupOrderResponseSchema.parse(got.json())).toEqual({ groupOrder: [] });
  });

  it('stores an order and replaces it with the next one', async () => {
    const me = await signIn(backend);
    const put = await request(me, 'PUT', ['Watch later', 'Favourites']);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ groupOrder: ['Watch later', 'Favourites'] });
    await request(me, 'PUT', ['Favourites']);
    expect((await request(me, 'GET')).json()).toEqual({ groupOrder: ['Favourites'] });
    await request(me, 'PUT', []);
    expect((await request(me, 'GET')).json()).toEqual({ groupOrder: [] });
  });

  it(`refuses more than ${GROUPS_PER_ORDER} names, or a body that is not a list of names`, async () => {
    const me = await signIn(backend);
    const names = Array.from({ length: GROUPS_PER_ORDER + 1 }, (_, index) => `Group ${index}`);
    const tooMany = await request(me, 'PUT', names);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/^body: .*30/);
    const notNames = await request(me, 'PUT', { groupOrder: ['A'] });
    expect(notNames.statusCode).toBe(400);
    const emptyName = await request(me, 'PUT', ['A', '']);
    expect(emptyName.json().message).toMatch(/^body\.1: /);
    expect((await request(me, 'GET')).json()).toEqual({ groupOrder: [] });
  });
});

describe('group order: the last change wins, by the client time in the query', () => {
  const minutesAgo = (minutes: number) =>
    new Date(backend.clock.now().getTime() - minutes * 60_000).toISOString();
  const at = (time: string | number) => `?updatedAt=${encodeURIComponent(time)}`;

  it('ignores an order older than the stored one, answering that one; a newer order applies', async () => {
    const me = await signIn(backend);
    await request(me, 'PUT', ['A', 'B'], at(minutesAgo(5)));
    const older = await request(me, 'PUT', ['Old'], at(Date.parse(minutesAgo(6))));
    expect(older.statusCode).toBe(200);
    expect(older.json()).toEqual({ groupOrder: ['A', 'B'] });
    expect((await request(me, 'GET')).json()).toEqual({ groupOrder: ['A', 'B'] });

    const newer = await request(me, 'PUT', ['B', 'A'], at(Date.parse(minutesAgo(4))));
    expect(newer.json()).toEqual({ groupOrder: ['B', 'A'] });
    // No time is now: later than any the client can send.
    await request(me, 'PUT', ['Now']);
    expect((await request(me, 'PUT', ['Late'], at(minutesAgo(1)))).json()).toEqual({
      groupOrder: ['Now'],
    });
  });

  it('replaces an order stored before times were kept by any change', async () => {
    const me = await signIn(backend);
    await backend.db.insert(groupOrders).values({ userId: me.user.id, groupOrder: ['Legacy'] });
    const put = await request(me, 'PUT', ['New'], at('2021-07-13T00:00:00.000Z'));
    expect(put.json()).toEqual({ groupOrder: ['New'] });
  });

  it('refuses a time that is not a time, naming the query field', async () => {
    const me = await signIn(backend);
    const refused = await request(me, 'PUT', ['A'], at('soon'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'query.updatedAt: must be an ISO date or epoch milliseconds',
    );
    expect((await request(me, 'GET')).json()).toEqual({ groupOrder: [] });
  });
});
