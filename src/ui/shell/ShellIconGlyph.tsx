import { Bell, Compass, type LucideProps, Menu, Play, Search, X } from 'lucide-react';

/** The icons of the page shell and the home page: the header, the banners, the search box. */
const ICONS = { bell: Bell, compass: Compass, menu: Menu, play: Play, search: Search, close: X };
export type ShellIconName = keyof typeof ICONS;

/** Fetched after the first render (see ShellIcon.tsx). */
export default function ShellIconGlyph({ name, ...props }: LucideProps & { name: ShellIconName }) {
  const Icon = ICONS[name];
  return <Icon {...props} />;
}
