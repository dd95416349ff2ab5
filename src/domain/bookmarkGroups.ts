/**
 * Bookmark groups (spec doc 3 §2 "Bookmarks and continue watching", doc 1 §3): a group is stored
 * by its name, written `[ICONKEY]Name`. Bookmarks without a group form the implicit group
 * `bookmarks`, which the saved order may place like any other.
 */

/** The icons a group can wear; the first is the fallback for an unknown or missing key. */
export const GROUP_ICONS = [
  'bookmark',
  'heart',
  'star',
  'film',
  'tv',
  'clock',
  'fire',
  'popcorn',
  'eye',
  'ghost',
  'skull',
  'laugh',
  'rocket',
  'sparkles',
  'music',
  'trophy',
  'crown',
  'flag',
] as const;
export type GroupIcon = (typeof GROUP_ICONS)[number];

export const DEFAULT_GROUP_ID = 'bookmarks';
export const DEFAULT_GROUP_ICON: GroupIcon = GROUP_ICONS[0];

export interface GroupName {
  icon: GroupIcon;
  name: string;
}

const encodedPattern = /^\[([^\]]*)\](.*)$/s;

export function encodeGroupName({ icon, name }: GroupName): string {
  return `[${icon.toUpperCase()}]${name}`;
}

/** A stored group's icon and name; a name without a known icon key gets the first icon. */
export function decodeGroupName(stored: string): GroupName {
  const match = encodedPattern.exec(stored);
  if (!match) return { icon: DEFAULT_GROUP_ICON, name: stored };
  const key = match[1]?.toLowerCase();
  const icon = GROUP_ICONS.find((candidate) => candidate === key) ?? DEFAULT_GROUP_ICON;
  return { icon, name: match[2] ?? '' };
}

/** The stored name of a group being created, or null when the typed name is blank. */
export function newGroupName(typed: string, icon: GroupIcon): string | null {
  const name = typed.trim();
  return name ? encodeGroupName({ icon, name }) : null;
}

/**
 * The order sections show in: the saved order's groups first, then groups it does not know yet
 * (by name, so they stay put as bookmarks change), then the ungrouped section unless the saved
 * order placed it. Saved groups that no longer exist are left out.
 */
export function orderGroups(groups: readonly string[], savedOrder: readonly string[]): string[] {
  const present = new Set(groups);
  const saved = [...new Set(savedOrder)].filter((group) => present.has(group));
  const placed = new Set(saved);
  const unknown = [...present]
    .filter((group) => !placed.has(group) && group !== DEFAULT_GROUP_ID)
    .sort((a, b) => decodeGroupName(a).name.localeCompare(decodeGroupName(b).name));
  const ungrouped = present.has(DEFAULT_GROUP_ID) && !placed.has(DEFAULT_GROUP_ID);
  return [...saved, ...unknown, ...(ungrouped ? [DEFAULT_GROUP_ID] : [])];
}

export interface BookmarkSection<B> {
  /** A stored group name, or DEFAULT_GROUP_ID for the ungrouped bookmarks. */
  id: string;
  bookmarks: B[];
}

/**
 * The bookmarks page's sections in order; a bookmark in several groups shows in each, one with
 * no group in the ungrouped section. Bookmarks keep the order they are given in.
 */
export function bookmarkSections<B extends { group?: readonly string[] | undefined }>(
  bookmarks: readonly B[],
  savedOrder: readonly string[],
): BookmarkSection<B>[] {
  const byGroup = new Map<string, B[]>();
  for (const bookmark of bookmarks) {
    const groups = bookmark.group?.length ? new Set(bookmark.group) : [DEFAULT_GROUP_ID];
    for (const group of groups) {
      const section = byGroup.get(group);
      if (section) section.push(bookmark);
      else byGroup.set(group, [bookmark]);
    }
  }
  return orderGroups([...byGroup.keys()], savedOrder).map((id) => ({
    id,
    bookmarks: byGroup.get(id) ?? [],
  }));
}
