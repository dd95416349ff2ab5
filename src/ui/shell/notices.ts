/**
 * The app-wide notice pages (spec doc 1 §2, doc 3 §2): while a notice's flag is on, it replaces
 * every page. The spec has both switched off for good; QA sees them at /dev/notices/{notice}.
 */
export const NOTICES = ['downtime', 'provider-issues'] as const;
export type Notice = (typeof NOTICES)[number];

export const NOTICE_FLAGS: Readonly<Record<Notice, boolean>> = {
  downtime: false,
  'provider-issues': false,
};

/** The notice to show instead of the pages, if any. */
export function activeNotice(
  flags: Readonly<Record<Notice, boolean>> = NOTICE_FLAGS,
): Notice | null {
  return NOTICES.find((notice) => flags[notice]) ?? null;
}

export function isNotice(name: string): name is Notice {
  return (NOTICES as readonly string[]).includes(name);
}
