/**
 * The app-wide notice pages (spec doc 1 §2, doc 3 §2): while a notice's flag is on, it replaces
 * every page. The spec has both switched off for good (so the build leaves them out); QA sees them
 * at /dev/notices/{notice}.
 */
export const DOWNTIME_NOTICE: boolean = false;
export const PROVIDER_ISSUES_NOTICE: boolean = false;

export const NOTICES = ['downtime', 'provider-issues'] as const;
export type Notice = (typeof NOTICES)[number];

export function isNotice(name: string): name is Notice {
  return (NOTICES as readonly string[]).includes(name);
}
