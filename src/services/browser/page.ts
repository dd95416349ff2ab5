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
