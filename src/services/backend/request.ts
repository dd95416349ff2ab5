import { type core, parse } from 'zod/mini';

/**
 * A backend answer that was not a 2xx; clients act on `status` only (CONTRACTS.md §1), and may
 * show the viewer `reason`, the message of its error body when it says one.
 */
export class BackendStatusError extends Error {
  constructor(
    readonly status: number,
    url: string,
    readonly reason?: string,
  ) {
    super(`The backend answered ${status} for ${url}${reason ? `: ${reason}` : ''}`);
    this.name = 'BackendStatusError';
  }
}

/** Longer messages are cut: a reason is a sentence or two, not whatever a server sends. */
const REASON_MAX_LENGTH = 300;

/** The `message` of an error body, read tolerantly (any backend, any body or none). */
async function reasonOf(response: Response): Promise<string | undefined> {
  const body: unknown = await response.json().catch(() => undefined);
  const message = (body as { message?: unknown } | null | undefined)?.message;
  if (typeof message !== 'string' || message.trim() === '') return undefined;
  return message.trim().slice(0, REASON_MAX_LENGTH);
}

/** A backend that takes longer than this to answer is given up on: nothing waits for ever. */
export const BACKEND_TIMEOUT_MS = 30_000;

/** The caller's signal, and the time-out. */
function withTimeout(signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(BACKEND_TIMEOUT_MS);
  if (!signal) return timeout;
  // `AbortSignal.any` is missing in browsers before 2024: then a time-out by hand.
  if ('any' in AbortSignal) return AbortSignal.any([signal, timeout]);
  const controller = new AbortController();
  for (const source of [signal, timeout]) {
    source.addEventListener('abort', () => controller.abort(source.reason), { once: true });
  }
  return controller.signal;
}

export interface BackendRequest {
  baseUrl: string;
  path: string;
  token?: string;
  signal?: AbortSignal;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
}

/** Any backend route, JSON in; a non-2xx is a BackendStatusError. */
async function send({
  baseUrl,
  path,
  token,
  signal,
  method = 'GET',
  body,
}: BackendRequest): Promise<Response> {
  const url = `${baseUrl.replace(/\/+$/, '')}${path}`;
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    signal: withTimeout(signal),
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new BackendStatusError(response.status, url, await reasonOf(response));
  return response;
}

/** A route whose answer the caller reads: validated, so a malformed one is an error, not a crash later. */
export async function callJson<T>(
  request: BackendRequest & { schema: core.$ZodType<T> },
): Promise<T> {
  return parse(request.schema, await (await send(request)).json());
}

/** A route whose answer the caller reads itself (tolerantly): its JSON, unchecked. */
export async function callForJson(request: BackendRequest): Promise<unknown> {
  return (await send(request)).json();
}

/** A write whose answer nobody needs: any 2xx means the backend took it, whatever its body. */
export async function callAccepted(request: BackendRequest): Promise<void> {
  // Read to the end: the connection is then free for the next request.
  await (await send(request)).arrayBuffer();
}
