/**
 * The view a "more" page was opened from (spec doc 3 §2): its back button returns there, at the same
 * scroll position, once. Kept in memory for the session: without one (a reload, a shared link) the
 * back button goes back in the browser's history instead.
 */
export interface DiscoverView {
  /** The router's href: path and search (the tab). */
  href: string;
  scrollY: number;
}

let lastView: DiscoverView | undefined;

export function saveDiscoverView(href: string): void {
  lastView = { href, scrollY: window.scrollY };
}

/** The saved view, which is then forgotten. */
export function takeDiscoverView(): DiscoverView | undefined {
  const view = lastView;
  lastView = undefined;
  return view;
}
