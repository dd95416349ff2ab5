import * as z from 'zod/mini';

/** An account's look: two colours and an icon (spec doc 1 §3). Stored locally and on the backend. */
export const profileSchema = z.object({
  colorA: z.string().check(z.minLength(1), z.maxLength(50)),
  colorB: z.string().check(z.minLength(1), z.maxLength(50)),
  icon: z.string().check(z.minLength(1), z.maxLength(50)),
});
export type Profile = z.infer<typeof profileSchema>;
