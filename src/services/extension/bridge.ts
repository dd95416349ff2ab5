import * as z from 'zod/mini';

/**
 * The browser-extension bridge (spec doc 1 §7, doc 2 §6–§7): hello, makeRequest, prepareStream and
 * openPage, carried by `window.postMessage` between the page and the extension's content script.
 *
 * Protocol (ours; no public one to match):
 * - Request, page -> extension: `{ source: 'flicker', id, name, body }`, with `name` one of
 *   `hello` | `makeRequest` | `prepareStream` | `openPage`, a fresh `id` per request, and `body` as
 *   typed below (undefined for hello).
 * - Answer, extension -> page: `{ source: 'flicker-extension', id, success: true, body }` or
 *   `{ source: 'flicker-extension', id, success: false, error: '<message>' }`, with the request's id.
 * - Answers count only when posted by this window itself (`event.source === window`, which is what a
 *   content script's `window.postMessage` gives) from this page's origin, so a framed embed cannot
 *   forge one. Requests are posted to this page's origin only.
 * - hello: `body` is `{ version, allowed, hasPermission }`: `allowed` when the user allows the
 *   extension on this site, `hasPermission` when it holds the host permissions it needs. Silence
 *   for HELLO_TIMEOUT means no extension.
 * - makeRequest: `body` `MakeRequestBody` -> `MakeRequestResult`; prepareStream: `PrepareStreamBody`
 *   (sets header rules for a stream's hosts) -> nothing; openPage: `OpenPageBody` -> nothing.
 */

export const REQUEST_SOURCE = 'flicker';
export const ANSWER_SOURCE = 'flicker-extension';

/** Before the first hello: the content script may still be injecting (spec doc 1 §7). */
export const HELLO_DELAY = 500;
/** How long hello waits for an answer before concluding there is no extension. */
export const HELLO_TIMEOUT = 500;

export type ExtensionMessageName = 'hello' | 'makeRequest' | 'prepareStream' | 'openPage';

export interface ExtensionRequest {
  source: typeof REQUEST_SOURCE;
  id: string;
  name: ExtensionMessageName;
  body: unknown;
}

export const extensionAnswerSchema = z.union([
  z.object({
    source: z.literal(ANSWER_SOURCE),
    id: z.string(),
    success: z.literal(true),
    body: z.optional(z.unknown()),
  }),
  z.object({
    source: z.literal(ANSWER_SOURCE),
    id: z.string(),
    success: z.literal(false),
    error: z.optional(z.string()),
  }),
]);
export type ExtensionAnswer = z.infer<typeof extensionAnswerSchema>;

export const extensionHelloSchema = z.object({
  version: z.string(),
  allowed: z.boolean(),
  hasPermission: z.boolean(),
});
export type ExtensionHello = z.infer<typeof extensionHelloSchema>;

export interface MakeRequestBody {
  url: string;
  method: string;
  headers?: Record<string, string>;
  /** Structured-cloneable: a string, a JSON object, or form / search-params entries. */
  body?: string | Record<string, unknown> | Array<[string, string]>;
  bodyType?: 'string' | 'object' | 'FormData' | 'URLSearchParams';
  /** Response headers to hand back (the page cannot read them across origins itself). */
  readHeaders?: string[];
}

export const makeRequestResultSchema = z.object({
  statusCode: z.number(),
  headers: z.record(z.string(), z.string()),
  finalUrl: z.string(),
  /** The text of the response, or its JSON already parsed. */
  body: z.unknown(),
});
export type MakeRequestResult = z.infer<typeof makeRequestResultSchema>;

export interface PrepareStreamBody {
  ruleId: number;
  targetDomains: string[];
  requestHeaders?: Record<string, string>;
  responseHeaders?: Record<string, string>;
}

export interface OpenPageBody {
  /** The extension's own page to open (e.g. its permission request). */
  page: string;
  redirectUrl: string;
}

export interface ExtensionCallOptions {
  signal?: AbortSignal;
}

export interface ExtensionBridge {
  /** The extension's status, or undefined when none answers (the first call waits HELLO_DELAY). */
  hello(options?: ExtensionCallOptions): Promise<ExtensionHello | undefined>;
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

export function createExtensionBridge(options: ExtensionBridgeOptions = {}): ExtensionBridge {
  const target = options.target ?? window;
  const helloDelay = options.helloDelay ?? HELLO_DELAY;
  const helloTimeout = options.helloTimeout ?? HELLO_TIMEOUT;
  // Ids only need to be unique among this page's requests; the prefix keeps two bridges apart.
  const prefix = Math.random().toString(36).slice(2, 10);
  let counter = 0;
  let firstWait: Promise<void> | undefined;

  function send(
    name: ExtensionMessageName,
    body: unknown,
    { signal, timeout }: ExtensionCallOptions & { timeout?: number },
  ): Promise<unknown> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    counter += 1;
    const id = `${prefix}-${counter}`;
    return new Promise((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const finish = () => {
        target.removeEventListener('message', onMessage);
        clearTimeout(timer);
        stopAbort();
      };
      const onMessage = (event: MessageEvent) => {
        if (event.source !== target || event.origin !== target.location.origin) return;
        const data = event.data as { source?: unknown; id?: unknown } | null;
        if (data?.source !== ANSWER_SOURCE || data.id !== id) return;
        finish();
        const answer = z.safeParse(extensionAnswerSchema, data);
        if (!answer.success) reject(new ExtensionError(`Malformed answer to ${name}`));
        else if (answer.data.success) resolve(answer.data.body);
        else reject(new ExtensionError(answer.data.error || `The extension failed to ${name}`));
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
      const request: ExtensionRequest = { source: REQUEST_SOURCE, id, name, body };
      // An opaque origin ('null') cannot be named as a target; the message then goes to any.
      const origin = target.location.origin;
      target.postMessage(request, origin === 'null' ? '*' : origin);
    });
  }

  /** Settles with `promise`, or rejects with the signal's reason as soon as it aborts. */
  function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<T>((resolve, reject) => {
      const stop = abortable(signal, reject);
      promise.then(resolve, reject).finally(stop);
    });
  }

  function parse<T>(schema: z.ZodMiniType<T>, value: unknown, name: string): T {
    const parsed = z.safeParse(schema, value);
    if (!parsed.success) throw new ExtensionError(`Malformed answer to ${name}`);
    return parsed.data;
  }

  return {
    async hello({ signal } = {}) {
      firstWait ??= new Promise((resolve) => setTimeout(resolve, helloDelay));
      await unlessAborted(firstWait, signal);
      try {
        const body = await send('hello', undefined, { signal, timeout: helloTimeout });
        return parse(extensionHelloSchema, body, 'hello');
      } catch (error) {
        if (error instanceof SilenceError) return undefined;
        throw error;
      }
    },
    async makeRequest(body, { signal } = {}) {
      return parse(
        makeRequestResultSchema,
        await send('makeRequest', body, { signal }),
        'makeRequest',
      );
    },
    async prepareStream(body, { signal } = {}) {
      await send('prepareStream', body, { signal });
    },
    async openPage(body, { signal } = {}) {
      await send('openPage', body, { signal });
    },
  };
}
