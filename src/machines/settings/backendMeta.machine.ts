import { assign, fromPromise, setup } from 'xstate';
import * as z from 'zod/mini';
import type { BackendMeta } from '../../contracts/backend.ts';
import { urlOrPath } from '../../contracts/config.ts';
import { createBackendClient } from '../../services/backend/client.ts';

export interface BackendMetaInput {
  /** The backend in use: its server is described first. */
  url: string;
}

interface BackendMetaContext {
  /** The address entered, trimmed. */
  url: string;
  /** What the server at `url` says of itself, once it has answered. */
  meta: BackendMeta | null;
}

type BackendMetaEvent = { type: 'backend.entered'; url: string } | { type: 'backend.retry' };

const isBackendUrl = (url: string) => z.safeParse(urlOrPath, url).success;

/**
 * The server behind the backend address the Connections settings show (spec doc 1 §2, §7
 * `GET {backend}/meta`): its name, description and version, loaded once the viewer stops typing,
 * so they know which server they are about to use; an address that is no URL is not asked.
 */
export const backendMetaMachine = setup({
  types: {
    input: {} as BackendMetaInput,
    context: {} as BackendMetaContext,
    events: {} as BackendMetaEvent,
    children: {} as { loadMeta: 'loadMeta' },
  },
  actors: {
    loadMeta: fromPromise<BackendMeta, { url: string }>(({ input, signal }) =>
      createBackendClient({ baseUrl: input.url }).meta(signal),
    ),
  },
  guards: {
    blank: ({ context }) => context.url === '',
    backendUrl: ({ context }) => isBackendUrl(context.url),
  },
  actions: {
    enter: assign({
      url: ({ event }) => (event.type === 'backend.entered' ? event.url.trim() : ''),
      meta: null,
    }),
  },
  delays: {
    /** Typing pauses this long before the address is asked: not one request per key. */
    checkAfterTyping: 500,
  },
}).createMachine({
  id: 'backendMeta',
  context: ({ input }) => ({ url: input.url.trim(), meta: null }),
  initial: 'checking',
  on: {
    // Every new address starts over: a pending wait or request for the old one is dropped.
    'backend.entered': { target: '.checking', actions: 'enter' },
  },
  states: {
    checking: {
      always: [
        { guard: 'blank', target: 'blank' },
        { guard: 'backendUrl', target: 'waiting' },
        { target: 'invalid' },
      ],
    },
    blank: {},
    invalid: {},
    waiting: {
      after: { checkAfterTyping: 'loading' },
    },
    loading: {
      invoke: {
        id: 'loadMeta',
        src: 'loadMeta',
        input: ({ context }) => ({ url: context.url }),
        onDone: { target: 'loaded', actions: assign({ meta: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    loaded: {},
    failed: {
      on: { 'backend.retry': 'loading' },
    },
  },
});
