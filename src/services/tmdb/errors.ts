/**
 * Why a film-database call failed. Views show every kind as "Failed to load metadata"; the kind and
 * the message are for logs and developers.
 */
export type TmdbErrorKind =
  /** The request never got an answer (offline, DNS, CORS, a dropped connection). */
  | 'network'
  /** No answer within the 10 s time-out. */
  | 'timeout'
  /** The caller gave up (its signal aborted). */
  | 'aborted'
  /** A non-2xx answer; `status` says which. */
  | 'status'
  /** A 2xx answer that is not JSON or not the expected shape. */
  | 'invalid-response'
  /** The call itself was wrong: a missing id, a list that does not exist for that media type. */
  | 'invalid-request';

export class TmdbError extends Error {
  constructor(
    readonly kind: TmdbErrorKind,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TmdbError';
  }
}

export function isTmdbError(error: unknown): error is TmdbError {
  return error instanceof TmdbError;
}

/** The film database answered that it has no such title (404). */
export function isUnknownTitleError(error: unknown): boolean {
  return isTmdbError(error) && error.kind === 'status' && error.status === 404;
}
