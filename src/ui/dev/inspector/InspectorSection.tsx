import { type ReactNode, useId } from 'react';
import { ScrollArea } from './ScrollArea.tsx';

/**
 * A titled part of the inspector that lists events: an "only this actor" switch when an actor is
 * selected, then its content in a scroll area, or a note when there is nothing to show.
 */
export function InspectorSection({
  className,
  title,
  only,
  empty,
  children,
}: {
  className: string;
  title: string;
  only?: { label: string; checked: boolean; onChange: (checked: boolean) => void };
  /** Shown instead of the content when there is nothing to show. */
  empty?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={className} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {only && (
        <label className="inspector-check">
          <input
            type="checkbox"
            checked={only.checked}
            onChange={(event) => only.onChange(event.target.checked)}
          />
          {only.label}
        </label>
      )}
      {empty !== undefined ? (
        <p className="inspector-note">{empty}</p>
      ) : (
        <ScrollArea label={title}>{children}</ScrollArea>
      )}
    </section>
  );
}
