import { assign, emit, fromPromise, setup } from 'xstate';
import { proxyUrlProblem } from '../../domain/proxyUrl.ts';
import { testProxy } from '../../services/setup/proxyTest.ts';

export interface ProxyTestInput {
  /** The echo service's absolute address (see `proxyTestUrl`): what a proxy must pass on. */
  testUrl: string;
}

interface ProxyTestContext {
  testUrl: string;
  /** The proxy URL last asked to be tested, trimmed. */
  url: string;
}

export type ProxyTestEvent =
  /** Test this proxy URL (entered by the user, or one already listed); replaces a test under way. */
  | { type: 'proxy.test'; url: string }
  /** The URL is being edited: what was said of the last one no longer applies. */
  | { type: 'proxy.reset' };

/** Sent to whoever listens (`actor.on('proxy.works', …)`): the caller stores the proxy. */
export type ProxyTestEmitted = { type: 'proxy.works'; url: string };

/**
 * Testing a proxy URL (spec doc 1 §5, §7; doc 3 §5): it must be an http(s) URL not ending with a
 * slash; then the echo service is asked through it (`{proxy}/?destination={echo}`). It works when
 * the echo comes back; anything else answering is a website, not a proxy; no answer (a failed
 * connection, a 5xx, the time-out) is a connection error. Nothing is stored here: on success the
 * machine emits `proxy.works`, and the caller stores it (settings add it to the list; onboarding
 * stores it, syncs it and completes).
 */
export const proxyTestMachine = setup({
  types: {
    input: {} as ProxyTestInput,
    context: {} as ProxyTestContext,
    events: {} as ProxyTestEvent,
    emitted: {} as ProxyTestEmitted,
    children: {} as { testProxy: 'testProxy' },
  },
  actors: {
    testProxy: fromPromise<'proxy' | 'website', { proxy: string; testUrl: string }>(
      ({ input, signal }) => testProxy(input.proxy, input.testUrl, signal),
    ),
  },
  guards: {
    invalidUrl: ({ context }) => proxyUrlProblem(context.url) === 'invalidUrl',
    trailingSlash: ({ context }) => proxyUrlProblem(context.url) === 'trailingSlash',
    isProxy: ({ event }) => (event as { output?: unknown }).output === 'proxy',
  },
  actions: {
    take: assign({
      url: ({ context, event }) => (event.type === 'proxy.test' ? event.url.trim() : context.url),
    }),
    announce: emit(({ context }) => ({ type: 'proxy.works' as const, url: context.url })),
  },
  delays: {
    /** A proxy that has not answered by then is taken for unreachable. */
    proxyTimeout: 10_000,
  },
}).createMachine({
  id: 'proxyTest',
  context: ({ input }) => ({ testUrl: input.testUrl, url: '' }),
  initial: 'idle',
  on: {
    'proxy.test': { target: '.validating', actions: 'take' },
    'proxy.reset': '.idle',
  },
  states: {
    idle: {},
    validating: {
      always: [
        { guard: 'invalidUrl', target: 'invalidUrl' },
        { guard: 'trailingSlash', target: 'trailingSlash' },
        { target: 'testing' },
      ],
    },
    /** 'Not a valid URL'. */
    invalidUrl: {},
    /** 'URL ends with slash'. */
    trailingSlash: {},
    testing: {
      invoke: {
        id: 'testProxy',
        src: 'testProxy',
        input: ({ context }) => ({ proxy: context.url, testUrl: context.testUrl }),
        onDone: [
          { guard: 'isProxy', target: 'success', actions: 'announce' },
          { target: 'notProxy' },
        ],
        onError: 'connectionError',
      },
      after: { proxyTimeout: 'connectionError' },
    },
    success: {},
    /** 'Expected a proxy but got a website'. */
    notProxy: {},
    /** 'Could not connect to proxy'. */
    connectionError: {},
  },
});
