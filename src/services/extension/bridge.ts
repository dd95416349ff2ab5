import * as z from 'zod/mini';
import type { ExtensionHelloAnswer } from '../../domain/extension.ts';

/**
 * The browser-extension bridge (spec doc 1 §7, doc 2 §6–§7): hello, makeRequest, prepareStream and
 * openPage, in the wire format of the community's movie-web / P-Stream extension, whose content
 * script relays page messages to its background with `relayMessage` of `@plasmohq/messaging`.
 *
 * - Request, page -> content script, posted to this window for this origin only:
 *   `{ name, body, instanceId }`, a fresh `instanceId` per request, and `body` the request's fields
 *   plus `requestDomain: location.origin`.
 * - Answer, content script -> page, posted on the same window:
 *   `{ name, relayId, instanceId, body, relayed: true }`, `body` being what the extension's
 *   background answered: `{ success: true, ...fields }` or `{ success: false, error }`.
 * - hello -> `{ version, allowed, hasPermission }`: `allowed` when the user allows the extension on
 *   this site, `hasPermission` when it holds the host permission it needs. Silence means none.
 * - makeRequest -> `{ response: { statusCode, headers, finalUrl, body } }`; prepareStream (header
 *   rules for a stream's hosts) and openPage (one of the extension's own pages) -> nothing more.
 *
 * The page side is ours rather than the package's `sendToBackgroundViaRelay`: that call cannot be
 * aborted or timed out, leaves a listener behind for every request never answered, and does not
 * check an answer's origin (nor its shape). Here an answer counts only when this window posted it itself
 * (which a content script's `window.postMessage` does) from this page's origin, so a framed page
 * or another origin cannot forge one; and every answer is validated before use.
 */

/** Before the first hello: the content script may still be injecting (spec doc 1 §7). */
export const HELLO_DELAY = 500;
/** How long hello waits for an answer before concluding there is no extension (spec doc 1 §9). */
export const HELLO_TIMEOUT = 500;

export type ExtensionMessageName = 'hello' | 'makeRequest' | 'prepareStream' | 'openPage';

/** A request as it goes on the wire. */
export interface ExtensionRequest {
  name: ExtensionMessageName;
  body: { requestDomain: string } & Record<string, unknown>;
  instanceId: string;
}

const failureSchema = z.object({ success: z.literal(false), error: z.optional(z.string()) });

/** The extension's answer: its `success` fields, or its failure. */
const answerSchema = <T extends z.ZodMiniObject>(success: T) => z.union([success, failureSchema]);

export const helloAnswerSchema = answerSchema(
  z.object({
    success: z.literal(true),
    version: z.string(),
    allowed: z.boolean(),
    hasPermission: z.boolean(),
  }),
);

export const makeRequestResultSchema = z.object({
  statusCode: z.number(),
  headers: z.record(z.string(), z.string()),
  finalUrl: z.string(),
  /** The text of the response, or its JSON already parsed. */
  body: z.unknown(),
});
export type MakeRequestResult = z.infer<typeof makeRequestResultSchema>;

const makeRequestAnswerSchema = answerSchema(
  z.object({ success: z.literal(true), response: makeRequestResultSchema }),
);
const doneAnswerSchema = answerSchema(z.object({ success: z.literal(true) }));

export interface MakeRequestBody {
  url: string;
  method: string;
  headers?: Record<string, string>;
  /** Structured-cloneable: a string, a JSON object, or form / search-params entries. */
  body?: string | Record<string, unknown> | Array<[string, string]>;
  bodyType?: 'string' | 'object' | 'FormData' | 'URLSearchParams';
}

export interface PrepareStreamBody {
  ruleId: number;
  /** Host names the rule applies to. */
  targetDomains: string[];
  requestHeaders?: Record<string, string>;
  responseHeaders?: Record<string, string>;
}

export interface OpenPageBody {
  /** The extension's own page to open in this tab (e.g. `PermissionGrant`). */
  page: string;
  /** Where that page sends the user back to. */
  redirectUrl: string;
}

export interface ExtensionCallOptions {
  signal?: AbortSignal;
}

export interface ExtensionBridge {
  /**
   * hello as spec doc 1 §7 times it: HELLO_DELAY before a bridge's first, then the answer, or
   * undefined when none comes within HELLO_TIMEOUT.
   */
  hello(options?: ExtensionCallOptions): Promise<ExtensionHelloAnswer | undefined>;
  /** hello asked at once and waited for until the signal aborts: for a caller that times it. */
  helloNow(options?: ExtensionCallOptions): Promise<ExtensionHelloAnswer>;
  makeRequest(body: MakeRequestBody, options?: ExtensionCallOptions): Promise<MakeRequestResult>;
  prepareStream(body: PrepareStreamBody, options?: ExtensionCallOptions): Promise<void>;
  openPage(body: OpenPageBody, options?: ExtensionCallOptions): Promise<void>;
}

/** The extension answered with a failure (its message), or with something we cannot read. */
export class ExtensionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExtensionError';
  }
}

class SilenceError extends Error {}

export interface ExtensionBridgeOptions {
  /** The window the content script shares; the global one by default. */
  target?: Window;
  helloDelay?: number;
  helloTimeout?: number;
}

function abortable(signal: AbortSignal | undefined, onAbort: (reason: unknown) => void) {
  if (!signal) return () => {};
  const listener = () => onAbort(signal.reason);
  signal.addEventListener('abort', listener, { once: true });
  return () => signal.removeEventListener('abort', listener);
}

/** An answer to the request `instanceId` named `name`, as the relay posts it. */
function isAnswerTo(data: unknown, name: ExtensionMessageName, instanceId: string): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const answer = data as Record<string, unknown>;
  return answer.relayed === true && answer.name === name && answer.instanceId === instanceId;
}

/** A random id prefix; `crypto.randomUUID` exists in secure contexts only. */
function randomPrefix(): string {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value.toString(36);
}

export function createExtensionBridge(options: ExtensionBridgeOptions = {}): ExtensionBridge {
  const target = options.target ?? window;
  const helloDelay = options.helloDelay ?? HELLO_DELAY;
  const helloTimeout = options.helloTimeout ?? HELLO_TIMEOUT;
  // Ids only need to be unique among this page's requests; the prefix keeps two bridges apart.
  const prefix = randomPrefix();
  let counter = 0;
  let firstWait: Promise<void> | undefined;

  /** Posts a request and settles with the body of its answer. */
  function send(
    name: ExtensionMessageName,
    fields: object,
    { signal, timeout }: ExtensionCallOptions & { timeout?: number },
  ): Promise<unknown> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    counter += 1;
    const instanceId = `${prefix}-${counter}`;
    return new Promise((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const finish = () => {
        target.removeEventListener('message', onMessage);
        clearTimeout(timer);
        stopAbort();
      };
      const onMessage = (event: MessageEvent) => {
        if (event.source !== target || event.origin !== target.location.origin) return;
        if (!isAnswerTo(event.data, name, instanceId)) return;
        finish();
        resolve((event.data as { body?: unknown }).body);
      };
      const stopAbort = abortable(signal, (reason) => {
        finish();
        reject(reason);
      });
      if (timeout !== undefined) {
        timer = setTimeout(() => {
          finish();
          reject(new SilenceError());
        }, timeout);
      }
      target.addEventListener('message', onMessage);
      const origin = target.location.origin;
      const request: ExtensionRequest = {
        name,
        body: { ...fields, requestDomain: origin },
        instanceId,
      };
      // The relay's `targetOrigin: '/'` is this same origin. An opaque one ('null') cannot be named;
      // the message then goes to any, which is still only this window.
      target.postMessage(request, origin === 'null' ? '*' : origin);
    });
  }

  /** The answer's success fields; a failure or an unreadable answer throws an ExtensionError. */
  function successOf<T extends { success: boolean }>(
    schema: z.ZodMiniType<T>,
    answer: unknown,
    name: ExtensionMessageName,
  ): Extract<T, { success: true }> {
    const parsed = parse(schema, answer, name);
    if (!parsed.success) {
      const { error } = parsed as { error?: string };
      throw new ExtensionError(error || `The extension failed to ${name}`);
    }
    return parsed as Extract<T, { success: true }>;
  }

  function parse<T>(schema: z.ZodMiniType<T>, answer: unknown, name: ExtensionMessageName): T {
    const parsed = z.safeParse(schema, answer);
    if (!parsed.success) throw new ExtensionError(`Malformed answer to ${name}`);
    return parsed.data;
  }

  /** Settles with `promise`, or rejects with the signal's reason as soon as it aborts. */
  function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<T>((resolve, reject) => {
      const stop = abortable(signal, reject);
      promise.then(resolve, reject).finally(stop);
    });
  }

  return {
    async hello({ signal } = {}) {
      firstWait ??= new Promise((resolve) => setTimeout(resolve, helloDelay));
      await unlessAborted(firstWait, signal);
      try {
        const answer = await send('hello', {}, { signal, timeout: helloTimeout });
        return parse(helloAnswerSchema, answer, 'hello');
      } catch (error) {
        if (error instanceof SilenceError) return undefined;
        throw error;
      }
    },
    async helloNow({ signal } = {}) {
      return parse(helloAnswerSchema, await send('hello', {}, { signal }), 'hello');
    },
    async makeRequest(body, { signal } = {}) {
      const answer = await send('makeRequest', body, { signal });
      return successOf(makeRequestAnswerSchema, answer, 'makeRequest').response;
    },
    async prepareStream(body, { signal } = {}) {
      successOf(doneAnswerSchema, await send('prepareStream', body, { signal }), 'prepareStream');
    },
    async openPage(body, { signal } = {}) {
      successOf(doneAnswerSchema, await send('openPage', body, { signal }), 'openPage');
    },
  };
}

let pageBridge: ExtensionBridge | undefined;

/** The bridge of this page's window, made on first use (nothing is asked until then). */
export function pageExtensionBridge(): ExtensionBridge {
  pageBridge ??= createExtensionBridge();
  return pageBridge;
}
