/** One entry of the built-in announcements feed (`/notifications.xml`). */
export interface Announcement {
  /** Stable forever: clients remember read items by it. */
  guid: string;
  title: string;
  /** A path of the app the item points to. */
  link: string;
  description: string;
  /** ISO 8601. */
  published: string;
  category: 'announcement' | 'feature' | 'update' | 'bugfix';
}

/** Newest first. Add new items at the top; never change a published guid. */
export const announcements: readonly Announcement[] = [
  {
    guid: 'flicker-2026-05-subtitle-offset-fix',
    title: 'Subtitles stay in sync after seeking',
    link: '/settings',
    description:
      'Seeking backwards while a subtitle offset was set could shift captions by the offset twice. Captions now follow the video exactly, whatever the offset.',
    published: '2026-05-12T09:00:00Z',
    category: 'bugfix',
  },
  {
    guid: 'flicker-2026-04-watch-parties',
    title: 'Watch parties',
    link: '/discover',
    description:
      'Start a watch party from the player and share its code: everyone who joins follows the host, and falls back in step when they drift behind or ahead.',
    published: '2026-04-20T09:00:00Z',
    category: 'feature',
  },
  {
    guid: 'flicker-2026-03-accounts-without-email',
    title: 'Accounts without e-mail',
    link: '/login',
    description:
      'Sync bookmarks, progress and settings between devices with an account made of a 12-word passphrase only: no e-mail, no password. The passphrase never leaves your device; the server only sees a public key.',
    published: '2026-03-02T09:00:00Z',
    category: 'update',
  },
  {
    guid: 'flicker-2026-02-welcome',
    title: 'Welcome to Flicker',
    link: '/onboarding',
    description:
      'Find movies and shows, keep your place in every one of them, and watch from the sources you set up. Start with the setup guide to choose how streams are found.',
    published: '2026-02-01T09:00:00Z',
    category: 'announcement',
  },
];
