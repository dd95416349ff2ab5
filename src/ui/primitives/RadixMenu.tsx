import { DropdownMenu } from 'radix-ui';
import { Children, isValidElement, type ReactNode, useEffect, useRef } from 'react';

/** Menu's Radix part, fetched on demand (see Menu.tsx). */
export function RadixMenu({
  label,
  icon,
  defaultOpen,
  focusTrigger,
  children,
}: {
  label: string;
  icon: ReactNode;
  defaultOpen: boolean;
  /** The look-alike it replaces had the focus. */
  focusTrigger: boolean;
  children: ReactNode;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
  }, [focusTrigger]);
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        ref={trigger}
        className="button button-ghost menu-trigger"
        aria-label={label}
      >
        {icon}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={8}>
          {Children.toArray(children)
            .filter(isValidElement)
            .map((item) => (
              <DropdownMenu.Item key={item.key} asChild>
                {item}
              </DropdownMenu.Item>
            ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
