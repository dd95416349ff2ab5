/** The connectivity probe (spec doc 3 §7): any answer but a 2xx counts as offline. */
export async function ping(signal?: AbortSignal): Promise<void> {
  const response = await fetch('/ping.txt', { cache: 'no-store', signal });
  if (!response.ok) throw new Error(`Ping failed with status ${response.status}`);
}

/** An abort is our own cancellation, not a sign of being offline (spec doc 3 §4). */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}
