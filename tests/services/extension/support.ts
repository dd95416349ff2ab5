import { onTestFinished } from 'vitest';
import {
  ANSWER_SOURCE,
  type ExtensionMessageName,
  type ExtensionRequest,
  REQUEST_SOURCE,
} from '../../../src/services/extension/bridge.ts';

type Handler = (body: unknown) => unknown;

/**
 * Posts `data` to the page the way a content script's `window.postMessage` arrives in a browser:
 * from this window, with this page's origin. (jsdom's own postMessage sets neither.)
 */
export function postFromContentScript(
  data: unknown,
  { origin = window.location.origin, source = window as MessageEventSource | null } = {},
) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

/**
 * A browser extension's content script: it hears the page's requests on `message` and answers the
 * ones it has a handler for (a handler that throws answers with a failure). Requests it has no
 * handler for stay unanswered, like an extension that is not there.
 */
export function fakeExtension(handlers: Partial<Record<ExtensionMessageName, Handler>>) {
  const requests: ExtensionRequest[] = [];
  const listener = async (event: MessageEvent) => {
    const request = event.data as ExtensionRequest | null;
    if (request?.source !== REQUEST_SOURCE) return;
    requests.push(request);
    const handler = handlers[request.name];
    if (!handler) return;
    try {
      const body = await handler(request.body);
      postFromContentScript({ source: ANSWER_SOURCE, id: request.id, success: true, body });
    } catch (error) {
      postFromContentScript({
        source: ANSWER_SOURCE,
        id: request.id,
        success: false,
        error: (error as Error).message,
      });
    }
  };
  window.addEventListener('message', listener);
  onTestFinished(() => window.removeEventListener('message', listener));
  return { requests };
}
