/** Why a feed did not load (spec doc 3 §8): the views word each one. */
export type FeedProblem =
  /** The server answered with an error status ("HTTP error! status: {code}"). */
  | { kind: 'http'; status: number }
  /** Larger than the most a feed may be (`MAX_FEED_BYTES`). */
  | { kind: 'tooLarge'; maxBytes: number }
  /** Not well-formed XML: an HTML page, a truncated file. */
  | { kind: 'notXml' }
  /** XML, but neither RSS (`rss`) nor Atom (`feed`). */
  | { kind: 'notFeed' }
  /** No answer at all: offline, refused, or blocked for want of a proxy. */
  | { kind: 'unreachable' }
  /** No complete answer in time (`feedTimeout` of the notifications machine). */
  | { kind: 'timeout' }
  /** Anything else, with its message. */
  | { kind: 'other'; message: string };

export class FeedError extends Error {
  constructor(readonly problem: FeedProblem) {
    super(`Feed not loaded: ${problem.kind}`);
    this.name = 'FeedError';
  }
}
