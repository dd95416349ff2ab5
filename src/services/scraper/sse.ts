import { createParser, type EventSourceMessage } from 'eventsource-parser';

/** Past this many buffered characters a stream is broken (or hostile), not slow. */
export const MAX_SSE_BUFFER = 16 * 1024 * 1024;

export class SseBufferError extends Error {
  constructor() {
    super(`Server-sent event larger than ${MAX_SSE_BUFFER} characters`);
    this.name = 'SseBufferError';
  }
}

/**
 * The server-sent events of a response body, in order, parsed by `eventsource-parser` (so any chunk
 * boundary, CRLF or CR line ends, comments, `retry:` and junk lines are handled as the SSE spec
 * says). Iteration ends when the body does; an event left without its closing blank line is
 * dropped, as EventSource does. Leaving the loop early cancels the body. On abort the body is
 * cancelled and the iteration throws the signal's reason.
 */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncGenerator<EventSourceMessage> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parsed: EventSourceMessage[] = [];
  let overflow = false;
  const parser = createParser({
    onEvent: (message) => parsed.push(message),
    // Unknown fields and bad `retry:` values are junk the SSE spec says to ignore.
    onError: (error) => {
      if (error.type === 'max-buffer-size-exceeded') overflow = true;
    },
    maxBufferSize: MAX_SSE_BUFFER,
  });
  let endsWithCr = false;
  const feed = (text: string) => {
    if (text) endsWithCr = text.endsWith('\r');
    try {
      parser.feed(text);
    } catch {
      overflow = true;
    }
    if (overflow) throw new SseBufferError();
  };
  // A body whose source never ends would keep `read()` pending past an abort; cancelling settles it.
  const onAbort = () => void reader.cancel(signal?.reason).catch(() => {});
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    while (true) {
      if (signal?.aborted) throw signal.reason;
      const { done, value } = await reader.read();
      if (signal?.aborted) throw signal.reason;
      if (done) break;
      feed(decoder.decode(value, { stream: true }));
      yield* parsed.splice(0);
    }
    feed(decoder.decode());
    // The parser holds a final CR in case an LF follows; at the end nothing will, so it ends a line.
    if (endsWithCr) feed('\n');
    yield* parsed.splice(0);
  } finally {
    signal?.removeEventListener('abort', onAbort);
    // Not awaited: some sources settle a cancel only when their producer notices.
    reader.cancel().catch(() => {});
  }
}
