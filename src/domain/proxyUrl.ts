import * as z from 'zod/mini';
import { proxyUrl } from '../contracts/config.ts';

/**
 * Why a proxy URL entered by the user is refused before it is tested (spec doc 1 §5, doc 3 §5), or
 * null when it is fine: not an http(s) URL, or one that ends with a slash.
 */
export function proxyUrlProblem(url: string): 'invalidUrl' | 'trailingSlash' | null {
  const result = z.safeParse(proxyUrl, url);
  if (result.success) return null;
  // Only the slash rule (a custom check) failed: the URL itself is fine.
  return result.error.issues.every((issue) => issue.code === 'custom')
    ? 'trailingSlash'
    : 'invalidUrl';
}
