import type { ReactNode } from 'react';

/**
 * A button of the player's bars: an icon, named for screen readers and shown as a tooltip to the
 * pointer. `pressed` makes it a toggle (stretch, bookmark, casting). `disabledBecause` turns it
 * off and says why (a watch party's guest does not control playback); it stays focusable, so the
 * reason can be heard.
 */
export function PlayerButton({
  label,
  onClick,
  pressed,
  disabledBecause,
  children,
  className,
}: {
  label: string;
  onClick: () => void;
  pressed?: boolean;
  disabledBecause?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={className ? `player-icon-button ${className}` : 'player-icon-button'}
      aria-label={label}
      title={disabledBecause ?? label}
      aria-pressed={pressed}
      aria-disabled={disabledBecause ? true : undefined}
      onClick={disabledBecause ? undefined : onClick}
    >
      {children}
    </button>
  );
}
