import {
  Bookmark,
  Clapperboard,
  Crown,
  Ghost,
  Heart,
  type LucideIcon,
  Popcorn,
  Rocket,
  Sofa,
  Star,
  Ticket,
  Tv,
  User,
} from 'lucide-react';
import { type ProfileIcon, profileIconOf } from '../../domain/profileIcons.ts';

/** The drawing of each profile icon key (domain/profileIcons.ts). */
const ICONS: Record<ProfileIcon, LucideIcon> = {
  user: User,
  bookmark: Bookmark,
  popcorn: Popcorn,
  clapper: Clapperboard,
  ticket: Ticket,
  tv: Tv,
  couch: Sofa,
  star: Star,
  heart: Heart,
  ghost: Ghost,
  rocket: Rocket,
  crown: Crown,
};

/** A profile's icon, for sighted users (hidden from screen readers); any stored key draws. */
export default function ProfileIconGlyph({ icon, size }: { icon: string; size: number }) {
  const known = profileIconOf(icon);
  const Icon = ICONS[known];
  return <Icon size={size} data-icon={known} />;
}
