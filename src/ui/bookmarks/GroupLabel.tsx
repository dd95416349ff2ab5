import {
  Bookmark,
  Clock,
  Crown,
  Eye,
  Film,
  Flag,
  Flame,
  Ghost,
  Heart,
  Laugh,
  type LucideIcon,
  Music,
  Popcorn,
  Rocket,
  Skull,
  Sparkles,
  Star,
  Trophy,
  Tv,
} from 'lucide-react';
import { DEFAULT_GROUP_ID, decodeGroupName, type GroupIcon } from '../../domain/bookmarkGroups.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';

/**
 * The picture of each group icon. The keys are the stored ones, shared with other clients of the
 * same backend (spec doc 3 §2 "[ICONKEY]Name"): only their drawing is this app's.
 */
const ICONS: Record<GroupIcon, LucideIcon> = {
  bookmark: Bookmark,
  heart: Heart,
  star: Star,
  film: Film,
  tv: Tv,
  clock: Clock,
  fire: Flame,
  popcorn: Popcorn,
  eye: Eye,
  ghost: Ghost,
  skull: Skull,
  laugh: Laugh,
  rocket: Rocket,
  sparkles: Sparkles,
  music: Music,
  trophy: Trophy,
  crown: Crown,
  flag: Flag,
};

/** An icon for sighted users (hidden from screen readers); whatever it labels carries the words. */
export function GroupIconGlyph({ icon }: { icon: GroupIcon }) {
  const Icon = ICONS[icon];
  return <Icon className="group-icon" size={18} data-icon={icon} />;
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
