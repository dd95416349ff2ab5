/** The tabs of /discover (spec doc 3 §2); the route validates its `tab` search param with them. */
export const DISCOVER_TABS = ['movies', 'tvshows', 'editorpicks'] as const;
export type DiscoverTab = (typeof DISCOVER_TABS)[number];
