import { Link, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { saveDiscoverView } from './lastView.ts';

/** A link to a "more" page that remembers where it was followed from, for the page's back button. */
export function MoreLink({
  to,
  className,
  label,
  children,
}: {
  to: string;
  className?: string;
  /** The accessible name, when the text alone is ambiguous ("View more" of which list). */
  label?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  return (
    <Link
      to={to}
      className={className}
      aria-label={label}
      onClick={() => saveDiscoverView(router.state.location.href)}
    >
      {children}
    </Link>
  );
}
