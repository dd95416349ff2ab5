import * as z from 'zod/mini';

/**
 * What the echo service answers (spec doc 1 §7), asked through a proxy to test it: the URL it was
 * asked for, its query and its request headers.
 */
export const echoAnswerSchema = z.object({
  url: z.string(),
  args: z.record(z.string(), z.string()),
  headers: z.record(z.string(), z.string()),
});
export type EchoAnswer = z.infer<typeof echoAnswerSchema>;

/** All the proxy test reads of it: any echo service that says which address it was asked will do. */
export const echoedUrlSchema = z.object({ url: z.string() });
