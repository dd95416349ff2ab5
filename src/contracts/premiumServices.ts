import * as z from 'zod/mini';

/**
 * The file-host API's answer for the test movie (spec doc 1 §5, §7): its streams, by quality, each
 * a link (or, from some servers, something else, which does not count).
 */
export const fileHostStreamsSchema = z.object({
  streams: z.record(z.string(), z.unknown()),
});

/** The debrid service's `GET /user` (Real-Debrid): `type` is "premium" or "free". */
export const debridUserSchema = z.object({
  type: z.string(),
});
