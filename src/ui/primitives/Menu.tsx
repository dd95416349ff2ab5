import { type ReactNode, useState } from 'react';
import { onDemand } from './onDemand.ts';

/** What the first open needs; the trigger fetches it early (idle time, hover, focus). */
const radixMenu = onDemand(() => import('./RadixMenu.tsx').then((module) => module.RadixMenu));

/**
 * A dropdown menu behind an icon button; each child (a link or button) is one item. Radix's menu
 * is fetched on demand: until it is in, a look-alike trigger stands in and hands over its focus, or
 * a press, which opens the menu as soon as it arrives.
 */
export function Menu({
  label,
  icon,
  children,
}: {
  label: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  const RadixMenu = radixMenu.useComponent();
  radixMenu.usePreloadWhenIdle();
  const [wanted, setWanted] = useState<'focus' | 'open'>();
  const openWhenIn = () => {
    radixMenu.preload();
    setWanted('open');
  };
  if (RadixMenu) {
    return (
      <RadixMenu
        label={label}
        icon={icon}
        defaultOpen={wanted === 'open'}
        focusTrigger={wanted === 'focus'}
      >
        {children}
      </RadixMenu>
    );
  }
  return (
    <button
      type="button"
      className="button button-ghost menu-trigger"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={radixMenu.preload}
      onFocus={() => {
        radixMenu.preload();
        setWanted((before) => before ?? 'focus');
      }}
      onBlur={() => setWanted((before) => (before === 'focus' ? undefined : before))}
      // Radix's trigger opens on these too, not on click: a press is never lost to the swap.
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) openWhenIn();
      }}
      onKeyDown={(event) => {
        if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
          event.preventDefault();
          openWhenIn();
        }
      }}
    >
      {icon}
    </button>
  );
}
