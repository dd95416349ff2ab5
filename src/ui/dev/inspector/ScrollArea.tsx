import type { ReactNode, Ref } from 'react';

/** A region that scrolls: focusable and named, so a keyboard can scroll it and a reader find it. */
export function ScrollArea({
  label,
  children,
  ref,
}: {
  label: string;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keys.
    <section ref={ref} className="inspector-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
