import { type ReactNode, useId, useState } from 'react';
import { ScrollArea } from './ScrollArea.tsx';

type OnlySwitch = { label: string; checked: boolean; onChange: (checked: boolean) => void };

/**
 * The "only this actor" switch of a section: whether it is on, and the switch to show while an
 * actor is selected (labelled with its name).
 */
export function useOnlySelected(
  selected: { name: string } | undefined,
  label: (name: string) => string,
): [boolean, OnlySwitch | undefined] {
  const [checked, onChange] = useState(false);
  return [checked, selected && { label: label(selected.name), checked, onChange }];
}

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
  only?: OnlySwitch;
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
