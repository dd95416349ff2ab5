import type { ReactNode } from 'react';

/**
 * A form of the login and registration pages: submitting it calls `onSubmit` instead of loading a
 * page, and the browser's own validation stays off (the machines judge the fields and say why).
 */
export function AccountForm({
  onSubmit,
  busy,
  children,
}: {
  onSubmit: () => void;
  /** While the submission is under way. */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <form
      className="account-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
