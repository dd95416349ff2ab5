import * as z from 'zod/mini';

/** A whole number written in digits (as path and query values come), within `min`–`max`. */
export function wholeNumber(min: number, max: number) {
  const message = 'must be a whole number';
  return z.pipe(
    z.string(message).check(z.regex(/^\d{1,16}$/, message)),
    z.pipe(
      z.transform(Number),
      z.number().check(z.gte(min, `must be at least ${min}`), z.lte(max, `must be at most ${max}`)),
    ),
  );
}

/** Text of at most `max` characters (given once: a repeated query parameter is a list). */
export function text(max: number) {
  return z
    .string('must be given once, as text')
    .check(z.maxLength(max, `must be at most ${max} characters`));
}

/** One of `values`, saying which. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, `must be one of ${values.join(', ')}`);
}

type Checked<T> = { ok: true; data: T } | { ok: false; field: string; message: string };

/** Checks a request's params or query; on a mismatch, says which field and what is wrong. */
export function check<T>(schema: z.ZodMiniType<T>, value: unknown): Checked<T> {
  const result = z.safeParse(schema, value);
  if (result.success) return { ok: true, data: result.data };
  const [issue] = result.error.issues;
  return {
    ok: false,
    field: issue?.path.map(String).join('.') ?? '',
    message: issue?.message ?? 'is not valid',
  };
}
