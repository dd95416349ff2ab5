import { type core, parse } from 'zod/mini';

/** A backend answer that was not a 2xx; clients act on `status` only (CONTRACTS.md §1). */
export class BackendStatusError extends Error {
  constructor(
    readonly status: number,
    url: string,
  ) {
    super(`The backend answered ${status} for ${url}`);
    this.name = 'BackendStatusError';
  }
}

/** Whether an error carries one of these HTTP statuses (by shape, so plain error objects count). */
export function hasStatus(error: unknown, statuses: readonly number[]): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && statuses.includes(status);
}

export interface BackendRequest<T> {
  baseUrl: string;
  path: string;
  schema: core.$ZodType<T>;
  token?: string;
  signal?: AbortSignal;
}

/** GET a backend route and validate its body; a malformed body is an error, not a crash later. */
export async function getJson<T>({
  baseUrl,
  path,
  schema,
  token,
  signal,
}: BackendRequest<T>): Promise<T> {
  const url = `${baseUrl.replace(/\/+$/, '')}${path}`;
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const response = await fetch(url, { headers, signal });
  if (!response.ok) throw new BackendStatusError(response.status, url);
  return parse(schema, await response.json());
}

export interface BackendCall<T> extends BackendRequest<T> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
}

/** Any backend route: JSON in, validated JSON out; a non-2xx is a BackendStatusError. */
export async function callJson<T>({
  baseUrl,
  path,
  schema,
  token,
  signal,
  method,
  body,
}: BackendCall<T>): Promise<T> {
  const url = `${baseUrl.replace(/\/+$/, '')}${path}`;
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    signal,
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new BackendStatusError(response.status, url);
  return parse(schema, await response.json());
}
