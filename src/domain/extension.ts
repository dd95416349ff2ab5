import satisfies from 'semver/functions/satisfies.js';

/** The extension versions this app speaks with (spec doc 1 §5). */
export const EXTENSION_VERSION_RANGE = '^1.0.2';

/** What the extension answers to hello: its status on this site, or its failure. */
export type ExtensionHelloAnswer =
  | { success: true; version: string; allowed: boolean; hasPermission: boolean }
  | { success: false; error?: string | undefined };

/**
 * The result of asking the extension (spec doc 1 §4): none answered (unknown), it failed, the user
 * has not allowed it on this site (disallowed), it lacks the browser permission it needs (noperms),
 * its version is out of range (outdated), or it can be used (success).
 */
export type ExtensionCheck =
  | 'unknown'
  | 'failed'
  | 'disallowed'
  | 'noperms'
  | 'outdated'
  | 'success';

export function isSupportedExtensionVersion(version: string): boolean {
  return satisfies(version, EXTENSION_VERSION_RANGE);
}

/** The check a hello answer gives; the first problem found wins, in the community app's order. */
export function extensionCheckOf(answer: ExtensionHelloAnswer | undefined): ExtensionCheck {
  if (!answer) return 'unknown';
  if (!answer.success) return 'failed';
  if (!answer.allowed) return 'disallowed';
  if (!answer.hasPermission) return 'noperms';
  if (!isSupportedExtensionVersion(answer.version)) return 'outdated';
  return 'success';
}
