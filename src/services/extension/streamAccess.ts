import type { Stream } from '../../contracts/stream.ts';
import { hasHeaders, streamHeaders, streamHosts } from '../../domain/streamAccess.ts';
import type { ExtensionCallOptions, PrepareStreamBody } from './bridge.ts';

/** The rule id the player's stream headers go under (one stream plays at a time). */
export const PREPARE_STREAM_RULE = 1;

/** What the player needs of the extension to play a stream whose requests need headers. */
export interface StreamAccess {
  /** Whether the extension works on this page (asks it, when that is not known yet). */
  extensionWorks(options?: ExtensionCallOptions): Promise<boolean>;
  prepareStream(body: PrepareStreamBody, options?: ExtensionCallOptions): Promise<void>;
}

/** The stream needs headers only the browser extension can add, and it is not working here. */
export class ExtensionNeededError extends Error {
  override name = 'ExtensionNeededError';
  constructor() {
    super('This stream needs the browser extension');
  }
}

/**
 * Readies the browser for a stream (spec doc 2 §7): when it names headers and the extension
 * works, the extension sets them on the stream's hosts; without the extension, a stream that
 * only prefers headers plays as it is, one that requires them cannot (ExtensionNeededError).
 */
export async function prepareForStream(
  stream: Stream,
  access: StreamAccess,
  options: ExtensionCallOptions = {},
): Promise<void> {
  const { required, all } = streamHeaders(stream);
  if (!hasHeaders(all)) return;
  if (!(await access.extensionWorks(options))) {
    if (hasHeaders(required)) throw new ExtensionNeededError();
    return;
  }
  await access.prepareStream(
    { ruleId: PREPARE_STREAM_RULE, targetDomains: streamHosts(stream), requestHeaders: all },
    options,
  );
}
