import * as z from 'zod/mini';
import { REGIONS } from '../domain/regions.ts';

/** `__MW::region` (spec doc 1 §3): the region in use, when it was detected (s), and whether picked. */
export const regionStateSchema = z.object({
  region: z.nullable(z.enum(REGIONS)),
  lastChecked: z.nullable(z.number()),
  userPicked: z.boolean(),
});

/** The primary geolocation service's answer (spec doc 1 §7): the caller's place in degrees. */
export const geolocationAnswerSchema = z.object({
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
});

/** The fallback service's answer (spec doc 1 §7): the place as `"lat,lon"`. */
export const fallbackGeolocationAnswerSchema = z.object({
  loc: z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?\s*$/)),
});
