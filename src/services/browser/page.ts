/** Browser side effects the machines ask for; kept here so machines stay free of the DOM. */
export function reloadPage(): void {
  window.location.reload();
}

export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('The clipboard is not available here');
  await navigator.clipboard.writeText(text);
}
