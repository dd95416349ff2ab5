import type { ReactNode } from 'react';

/**
 * A button of the player's bars: an icon, named for screen readers and shown as a tooltip to the
 * pointer. `pressed` makes it a toggle (stretch, bookmark, casting).
 */
export function PlayerButton({
  label,
  onClick,
  pressed,
  children,
  className,
}: {
  label: string;
  onClick: () => void;
  pressed?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={className ? `player-icon-button ${className}` : 'player-icon-button'}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
