// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ModelBackend, modelBackend } from '../../support/modelBackend.ts';
import { type SyncWorld, syncWorld, type Tab } from '../../support/syncWorld.ts';

/** Two tabs of one browser, on one account backend (DESIGN.md §8: tabs of one browser agree). */
let backend: ModelBackend;
let world: SyncWorld;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  await import('../../../src/machines/account/sync.machine.ts');
  await import('../../../src/services/sync/flush.ts');
});
beforeEach(() => {
  backend = modelBackend();
  globalThis.fetch = backend.fetch;
  world = syncWorld(backend, ['laptop']);
});
afterEach(() => {
  for (const tab of world.devices[0]?.tabs ?? []) tab.account.stop();
  globalThis.fetch = realFetch;
});

const tabs = () => world.devices[0]?.tabs as [Tab, Tab];
const syncing = () =>
  tabs().filter((tab) => tab.account.getSnapshot().matches({ loggedIn: 'syncing' })).length;
const movie = { tmdbId: '19', type: 'movie' as const, title: 'Metropolis', year: 1927 };

describe('tabs of one browser', () => {
  it('follow a login made in another tab, and only one of them runs the sync', async () => {
    await world.logIn(world.devices[0] as never, 0);
    const [first, second] = tabs();
    expect(first.account.getSnapshot().matches('loggedIn')).toBe(true);
    expect(second.account.getSnapshot().matches('loggedIn')).toBe(true);
    expect(second.account.getSnapshot().context.account?.sessionId).toBe(
      first.account.getSnapshot().context.account?.sessionId,
    );
    await world.pass(30_000);
    expect(syncing()).toBe(1);
  });

  it('push a change made in either tab once, and hand the sync over when its tab closes', async () => {
    await world.logIn(world.devices[0] as never, 0);
    const [first, second] = tabs();
    const at = Date.now();
    world.change(second, at, (stores) => stores.bookmarks.trigger.added({ media: movie, at }));
    await world.pass(10_000);
    const posts = () =>
      backend.log.filter(({ method, path }) => method === 'POST' && path.endsWith('/bookmarks/19'));
    expect(posts()).toHaveLength(1);
    // The first tab, which runs the sync, sees it: its data is the other tab's.
    expect(first.stores.bookmarks.getSnapshot().context.bookmarks['19']?.title).toBe('Metropolis');

    // The syncing tab closes: the other takes over and pushes the next change, once.
    const leader = first.account.getSnapshot().matches({ loggedIn: 'syncing' }) ? first : second;
    const other = leader === first ? second : first;
    leader.account.stop();
    await world.settle();
    expect(other.account.getSnapshot().matches({ loggedIn: 'syncing' })).toBe(true);
    world.change(other, at + 1_000, (stores) =>
      stores.bookmarks.trigger.groupsSet({ tmdbId: '19', group: ['Silent'], at: at + 1_000 }),
    );
    await world.pass(10_000);
    expect(posts()).toHaveLength(2);
    expect(backend.bookmarks.get('19')?.group).toEqual(['Silent']);
  });

  it('follow a logout made in another tab: the account and its data leave both', async () => {
    await world.logIn(world.devices[0] as never, 0);
    const [first, second] = tabs();
    const at = Date.now();
    world.change(first, at, (stores) => stores.bookmarks.trigger.added({ media: movie, at }));
    await world.pass(10_000);
    await world.logOut(world.devices[0] as never, 1);
    for (const tab of [first, second]) {
      expect(tab.account.getSnapshot().matches('anonymous')).toBe(true);
      expect(tab.stores.bookmarks.getSnapshot().context.bookmarks).toEqual({});
    }
    // The change reached the account before the logout.
    expect(backend.bookmarks.has('19')).toBe(true);
  });
});
