import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUPS_PER_ORDER, groupOrderResponseSchema } from '../../../src/contracts/backend.ts';
import { openTestBackend, type SignedIn, signIn, type TestBackend } from './support.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await openTestBackend();
});
afterAll(() => backend.close());

function request(who: SignedIn, method: 'GET' | 'PUT', body?: unknown) {
  return backend.app.inject({
    method,
    url: `/users/${who.user.id}/group-order`,
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
