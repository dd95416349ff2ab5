import * as z from 'zod/mini';

/** `GET {backend}/meta` (CONTRACTS.md §1). */
export const backendMetaSchema = z.object({
  name: z.string(),
  description: z.optional(z.string()),
  version: z.string(),
  hasCaptcha: z.boolean(),
  captchaClientKey: z.optional(z.string()),
});
export type BackendMeta = z.infer<typeof backendMetaSchema>;

/** The error body every backend route answers with (CONTRACTS.md §1). */
export const backendErrorSchema = z.object({
  error: z.literal(true),
  statusCode: z.int(),
  statusMessage: z.string(),
  message: z.string(),
});
export type BackendError = z.infer<typeof backendErrorSchema>;

export const profileSchema = z.object({
  colorA: z.string(),
  colorB: z.string(),
  icon: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const userSchema = z.object({
  id: z.string(),
  publicKey: z.string(),
  namespace: z.string(),
  nickname: z.optional(z.string()),
  profile: profileSchema,
  permissions: z.array(z.string()),
});
export type User = z.infer<typeof userSchema>;

export const sessionSchema = z.object({
  id: z.string(),
  user: z.string(),
  createdAt: z.string(),
  accessedAt: z.string(),
  expiresAt: z.string(),
  device: z.string(),
  userAgent: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

/** `GET /users/@me`. */
export const meResponseSchema = z.object({ user: userSchema, session: sessionSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;
