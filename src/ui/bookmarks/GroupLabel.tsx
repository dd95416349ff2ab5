import { DEFAULT_GROUP_ID, decodeGroupName, type GroupIcon } from '../../domain/bookmarkGroups.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';

/** The glyph of each group icon: text, so no icon set enters the bundle. */
const GLYPHS: Record<GroupIcon, string> = {
  bookmark: '🔖',
  heart: '❤️',
  star: '⭐',
  film: '🎬',
  tv: '📺',
  clock: '🕒',
  fire: '🔥',
  popcorn: '🍿',
  eye: '👁️',
  ghost: '👻',
  skull: '💀',
  laugh: '😂',
  rocket: '🚀',
  sparkles: '✨',
  music: '🎵',
  trophy: '🏆',
  crown: '👑',
  flag: '🚩',
};

/** An icon for sighted users; whatever it labels carries the words. */
export function GroupIconGlyph({ icon }: { icon: GroupIcon }) {
  return (
    <span className="group-icon" aria-hidden="true">
      {GLYPHS[icon]}
    </span>
  );
}

/** A group's display name: the stored name without its icon key; the ungrouped section's title. */
export function useGroupName(): (group: string) => string {
  const { t } = useTranslation();
  return (group) =>
    group === DEFAULT_GROUP_ID ? t('bookmarks.ungrouped') : decodeGroupName(group).name;
}

/** A group's icon and name. */
export function GroupLabel({ group }: { group: string }) {
  const nameOf = useGroupName();
  return (
    <>
      <GroupIconGlyph icon={decodeGroupName(group).icon} /> {nameOf(group)}
    </>
  );
}
