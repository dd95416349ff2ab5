import { setup, spawnChild } from 'xstate';
import type { AppConfig } from '../../contracts/config.ts';
import type { Stores } from '../../services/storage/index.ts';
import { accountMachine } from '../account/account.machine.ts';
import { bannersMachine } from './banners.machine.ts';
import { bootMachine } from './boot.machine.ts';
import { modalsMachine } from './modals.machine.ts';
import { onlineMachine } from './online.machine.ts';

export interface AppInput {
  config: AppConfig;
  stores: Stores;
}

/**
 * The root actor: app-wide actors live as its children, reachable by `systemId` (DESIGN.md §3).
 * Views show boot's screens while booting and the routes once it is done.
 */
export const appMachine = setup({
  types: {
    input: {} as AppInput,
    context: {} as AppInput,
  },
  actors: {
    account: accountMachine,
    boot: bootMachine,
    online: onlineMachine,
    banners: bannersMachine,
    modals: modalsMachine,
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => input,
  entry: [
    spawnChild('online', { id: 'online', systemId: 'online' }),
    spawnChild('banners', {
      id: 'banners',
      systemId: 'banners',
      input: ({ context }) => ({
        store: context.stores.banners,
        sessionStore: context.stores.hiddenBanners,
        customMessage: context.config.BANNER_MESSAGE,
      }),
    }),
    spawnChild('modals', {
      id: 'modals',
      systemId: 'modals',
      input: ({ context }) => ({ store: context.stores.modals }),
    }),
  ],
  initial: 'booting',
  states: {
    booting: {
      invoke: {
        id: 'boot',
        systemId: 'boot',
        src: 'boot',
        input: ({ context }) => ({
          stores: context.stores,
          defaultBackendUrl: context.config.BACKEND_URL,
        }),
        onDone: 'ready',
      },
    },
    ready: {
      // After boot: boot may have logged the account out.
      entry: spawnChild('account', {
        id: 'account',
        systemId: 'account',
        input: ({ context }) => ({
          stores: context.stores,
          defaultBackendUrl: context.config.BACKEND_URL,
        }),
      }),
    },
  },
});
