/** The bell's badge (spec doc 3 §2, §9): the count, "99+" above 99, nothing when all is read. */
export function unreadBadge(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 99 ? '99+' : String(unread);
}
