import type { ReactNode } from 'react';

/** The layout of every full-page notice: not found, errors, failed boot (spec doc 3 §2, §8). */
export function StatusScreen({
  badge,
  title,
  children,
  actions,
}: {
  badge?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="status-screen" aria-labelledby="status-title">
      {badge && <span className="status-badge">{badge}</span>}
      <h1 id="status-title" className="status-title">
        {title}
      </h1>
      {children && <div className="status-text">{children}</div>}
      {actions && <div className="status-actions">{actions}</div>}
    </section>
  );
}
