import { relayMessage } from '@plasmohq/messaging';
import { onTestFinished } from 'vitest';
import type {
  ExtensionMessageName,
  ExtensionRequest,
} from '../../../src/services/extension/bridge.ts';

declare module '@plasmohq/messaging' {
  interface MessagesMetadata {
    hello: unknown;
    makeRequest: unknown;
    prepareStream: unknown;
    openPage: unknown;
  }
}

const NAMES: ExtensionMessageName[] = ['hello', 'makeRequest', 'prepareStream', 'openPage'];

/** What the extension's background answers to a request's body (its `res.send`). */
type Handler = (body: Record<string, unknown>) => unknown;

/**
 * Posts `data` to the page the way a content script's `window.postMessage` arrives in a browser:
 * from this window, with this page's origin; `source` and `origin` can be changed to forge one.
 */
export function postToPage(
  data: unknown,
  { origin = window.location.origin, source = window as MessageEventSource | null } = {},
) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

/**
 * `window.postMessage` of this window to itself as browsers do it (HTML §9.4.3), which jsdom's does
 * not: `'/'` as the target origin means this origin, an options object may carry it, and the
 * message event names this window as its `source` and this origin as its `origin`. Both the page
 * and the relay post through it; each message is delivered in its own task, to a clone of the data.
 */
function postMessageAsBrowsers(message: unknown, options?: string | WindowPostMessageOptions) {
  const origin = window.location.origin;
  const requested = (typeof options === 'string' ? options : options?.targetOrigin) ?? '/';
  const targetOrigin = requested === '/' ? origin : requested;
  if (targetOrigin !== '*' && new URL(targetOrigin).origin !== origin) return;
  const data = structuredClone(message);
  setTimeout(() => postToPage(data), 0);
}

/** Makes `window.postMessage` behave as in browsers until the test ends. */
export function installBrowserPostMessage() {
  const original = window.postMessage;
  window.postMessage = postMessageAsBrowsers as Window['postMessage'];
  onTestFinished(() => {
    window.postMessage = original;
  });
}

/**
 * The community's browser extension in this page: its content script is the real `relayMessage`
 * of `@plasmohq/messaging` for the four names, and its background a fake `chrome.runtime
 * .sendMessage` answering each request with its handler (a request with no handler is never
 * answered, like a background that died). Records the requests the page posted, as on the wire.
 */
export function fakeExtension(handlers: Partial<Record<ExtensionMessageName, Handler>>) {
  const requests: ExtensionRequest[] = [];
  const recordRequest = (event: MessageEvent) => {
    const data = event.data as (ExtensionRequest & { relayed?: boolean }) | null;
    if (data && NAMES.includes(data.name) && !data.relayed) requests.push(data);
  };
  window.addEventListener('message', recordRequest);

  const runtime = {
    sendMessage: (
      _extensionId: string | null,
      message: { name: ExtensionMessageName; body: unknown },
    ) => {
      const handler = handlers[message.name];
      if (!handler) return new Promise(() => {});
      return Promise.resolve(handler(message.body as Record<string, unknown>));
    },
  };
  const globals = globalThis as { chrome?: unknown };
  globals.chrome = { runtime };
  installBrowserPostMessage();
  const relays = NAMES.map((name) => relayMessage({ name }));

  onTestFinished(() => {
    for (const stop of relays) stop();
    delete globals.chrome;
    window.removeEventListener('message', recordRequest);
  });
  return { requests };
}
