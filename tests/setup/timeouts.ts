/** How long the app's tests wait for a page or a change to show (set in tests/setup/dom.ts). */
export const UI_WAIT_MS = 5_000;
