// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { defaultAppConfig } from '../../../src/contracts/config.ts';
import { appMachine } from '../../../src/machines/app/app.machine.ts';
import { createStores } from '../../../src/services/storage/index.ts';
import { meResponse, storedAccount } from '../../support/fixtures.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { transitionTests } from '../../support/model.ts';
import { holdRequests } from '../../support/network.ts';

/** A logged-in visitor, so boot has a profile to load before the app is ready. */
function appSystem() {
  const stores = createStores(memoryStorage());
  stores.account.trigger.loggedIn({ account: storedAccount });
  const me = holdRequests('get', '/backend/users/@me');
  return { system: { me }, input: { config: defaultAppConfig, stores } };
}

const tests = transitionTests({
  machine: appMachine,
  input: appSystem().input,
  system: appSystem,
  outcomes: {
    boot: [{ done: undefined, cause: ({ me }) => me.respond(200, meResponse) }],
  },
  assert: {
    booting: (_system, actor) => expect(actor.system.get('boot')).toBeDefined(),
    ready: (_system, actor) => {
      // The app-wide actors are reachable by their system ids for every view.
      for (const id of ['online', 'banners', 'modals']) expect(actor.system.get(id)).toBeDefined();
      expect(actor.getSnapshot().children.boot).toBeUndefined();
    },
  },
});

describe('app machine: every transition', () => {
  it.each(tests)('$name', ({ run }) => run());
});
