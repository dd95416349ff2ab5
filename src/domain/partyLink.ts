import * as z from 'zod/mini';
import { typedRoomCode } from './party.ts';

/**
 * `?watchparty=CODE` on a player page (spec doc 2 §2): the room the visitor joins as a guest, read
 * as a typed code (upper-cased, at most 10 characters). The router reads `1234` as a number; a
 * value that is no code at all is dropped rather than failing the page.
 */
export const watchPartySearchSchema = z.object({
  watchparty: z.catch(
    z.optional(
      z.pipe(
        z.union([z.string(), z.number()]),
        z.transform((value) => typedRoomCode(String(value)) || undefined),
      ),
    ),
    undefined,
  ),
});
