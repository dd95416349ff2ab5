import type { LucideProps } from 'lucide-react';
import { useEffect } from 'react';
import { onDemand } from '../primitives/onDemand.ts';
import type { ShellIconName } from './ShellIconGlyph.tsx';

const glyphs = onDemand(() => import('./ShellIconGlyph.tsx').then((module) => module.default));

/**
 * An icon of the header, the banners or the home search box. The icon set stays out of the home
 * page's initial JavaScript: it is fetched as soon as the page has rendered, and until it is in an
 * empty box of the icon's size keeps the layout as it will be. Icons here only decorate: what they
 * sit on has its own name.
 */
export function ShellIcon({
  name,
  size,
  ...props
}: Omit<LucideProps, 'size'> & { name: ShellIconName; size: number }) {
  const Glyph = glyphs.useComponent();
  useEffect(glyphs.preload, []);
  if (Glyph) return <Glyph name={name} size={size} {...props} />;
  return (
    <span
      className={props.className}
      style={{ display: 'inline-block', flex: 'none', width: size, height: size }}
      aria-hidden="true"
    />
  );
}
