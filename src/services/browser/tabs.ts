/** Opens `url` in a new tab that can neither reach back to this page nor learn where it came from. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
