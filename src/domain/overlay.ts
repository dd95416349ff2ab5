import * as z from 'zod/mini';

/**
 * Overlay routes live in the `r` search parameter: a path whose first segment is the overlay id,
 * e.g. `?r=/settings/quality` (spec doc 1 §2, doc 2 §2). A malformed value is dropped, not fatal.
 */
const overlayPath = z.string().check(z.regex(/^\/?[a-z][a-z0-9-]*(\/[a-zA-Z0-9._~-]+)*\/?$/));

export const overlaySearchSchema = z.object({
  r: z.catch(z.optional(overlayPath), undefined),
});

export interface OverlayLocation {
  id: string;
  /** The rest of the path, starting with `/` (`/` for the overlay's main page). */
  path: string;
}

export function parseOverlay(r: string | undefined): OverlayLocation | null {
  if (!r) return null;
  const [id, ...rest] = r.replace(/^\//, '').split('/');
  if (!id) return null;
  return { id, path: `/${rest.filter(Boolean).join('/')}` };
}
