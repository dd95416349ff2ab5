import { type core, safeParse } from 'zod/mini';

/** A client error with the status and message it is answered with (see server/http/errors.ts). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * Validates one part of a request with its contract schema; a mismatch is a 400 saying where and
 * what, e.g. `body.meta.title: Invalid input: expected string, received undefined`.
 */
export function parseInput<T>(
  schema: core.$ZodType<T>,
  value: unknown,
  where: 'body' | 'params' | 'query',
): T {
  const result = safeParse(schema, value);
  if (result.success) return result.data;
  const issues = result.error.issues.slice(0, 3).map((issue) => {
    const path = [where, ...issue.path.map(String)].join('.');
    return `${path}: ${issue.message}`;
  });
  throw new HttpError(400, issues.join('; '));
}
