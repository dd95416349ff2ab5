// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { type Actor, createActor } from 'xstate';
import { defaultAppConfig } from '../../../src/contracts/config.ts';
import { appMachine } from '../../../src/machines/app/app.machine.ts';
import { createStores } from '../../../src/services/storage/index.ts';
import { eventually } from '../../support/eventually.ts';
import { meResponse, storedAccount } from '../../support/fixtures.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { holdRequests } from '../../support/network.ts';

/**
 * The root actor's promises to the views (DESIGN.md §3): the app-wide actors are reachable by
 * their system ids from the start, boot runs first with the app's stores and backend, and the
 * account actor exists once boot is done.
 */
let app: Actor<typeof appMachine> | undefined;
afterEach(() => app?.stop());

function startApp(config = defaultAppConfig) {
  const stores = createStores(memoryStorage());
  stores.account.trigger.loggedIn({ account: storedAccount });
  const me = holdRequests('get', '/backend/users/@me');
  app = createActor(appMachine, { input: { config, stores } }).start();
  return { app, me, stores };
}

describe('app: the actors every view can reach', () => {
  it('runs connectivity, banners and modals from the start, while boot loads the profile', () => {
    const { app } = startApp();
    for (const id of ['online', 'banners', 'modals', 'boot']) {
      expect(app.system.get(id), id).toBeDefined();
    }
    expect(app.system.get('account')).toBeUndefined();
    // The boot screens read it as the root's child `boot`.
    expect(app.getSnapshot().children.boot).toBe(app.system.get('boot'));
    expect(app.getSnapshot().context.stores).toBeDefined();
  });

  it('boot asks the configured backend for the profile, and the account starts once it has it', async () => {
    const { app, me } = startApp();
    await eventually(() => expect(me.received).toBe(1));
    me.respond(200, meResponse);
    await eventually(() => expect(app.system.get('account')).toBeDefined());
    expect(app.getSnapshot().children.boot).toBeUndefined();
    expect(app.system.get('account').getSnapshot().context.backendUrl).toBe(
      defaultAppConfig.BACKEND_URL,
    );
  });

  it('the banners know of the configured custom message', () => {
    const customBanner = (config = defaultAppConfig) =>
      startApp(config).app.system.get('banners').getSnapshot().context.customId;
    expect(customBanner()).toBeNull();
    app?.stop();
    expect(customBanner({ ...defaultAppConfig, BANNER_MESSAGE: 'Maintenance tonight' })).toEqual(
      expect.any(String),
    );
  });
});
