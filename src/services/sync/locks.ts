/** The Web Locks of an account's sync, shared by the tabs of one browser (DESIGN.md §8). */
export const syncLocks = (userId: string) => ({
  /** Held by the one tab that runs the sync. */
  leader: `flicker:sync:${userId}`,
  /** Held during each push round, whichever tab pushes. */
  push: `flicker:sync-push:${userId}`,
});
