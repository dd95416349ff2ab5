/** Browser side effects the machines ask for; kept here so machines stay free of the DOM. */
export function reloadPage(): void {
  window.location.reload();
}

export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('The clipboard is not available here');
  await navigator.clipboard.writeText(text);
}

/**
 * Calls `listener` each time the page comes back into view (its tab shown again, its window
 * focused); returns the way to stop.
 */
export function onPageShownAgain(listener: () => void): () => void {
  const whenVisible = () => {
    if (document.visibilityState === 'visible') listener();
  };
  document.addEventListener('visibilitychange', whenVisible);
  window.addEventListener('focus', listener);
  return () => {
    document.removeEventListener('visibilitychange', whenVisible);
    window.removeEventListener('focus', listener);
  };
}

/** Where tabs of this app tell each other that one of them was shown again. */
const PAGE_SHOWN_CHANNEL = 'flicker:page-shown';

/** Tells the other tabs that this one was shown again. */
export function announcePageShown(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(PAGE_SHOWN_CHANNEL);
  channel.postMessage('shown');
  channel.close();
}

/** Calls `listener` each time another tab of this app says it was shown again. */
export function onPageShownElsewhere(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(PAGE_SHOWN_CHANNEL);
  channel.onmessage = () => listener();
  return () => channel.close();
}
