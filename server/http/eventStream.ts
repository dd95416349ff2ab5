import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';

export interface RawEventStream {
  /** Aborted when the client disconnects before the stream ends. */
  readonly signal: AbortSignal;
  /**
   * Writes one event. `json` is JSON text, as `JSON.stringify` makes it: it has no raw line breaks,
   * so it is always one `data:` line, and never empty (EventSource drops an event without data).
   */
  send(event: string, json: string): void;
  /** Writes a comment line, which EventSource ignores: it keeps proxies from closing an idle stream. */
  comment(): void;
  /** Ends the response, if nothing has yet. */
  end(): void;
}

/** Streams open in this process, for the metrics. */
let openStreams = 0;
export const openEventStreams = (): number => openStreams;

/**
 * Answers `text/event-stream` on the raw response. A hijacked reply skips Fastify's onSend hooks, so
 * @fastify/compress never buffers it: each event is written to the socket as it happens.
 */
export function openRawEventStream(reply: FastifyReply): RawEventStream {
  reply.hijack();
  const response = reply.raw;
  const controller = new AbortController();
  openStreams += 1;
  response.once('close', () => {
    openStreams -= 1;
    if (!response.writableEnded) controller.abort();
  });

  // Headers set before the hijack (CORS) are Fastify's to send: carry them over.
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value;
  }
  response.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // Proxies such as nginx buffer answers unless told not to.
    'x-accel-buffering': 'no',
  });
  response.flushHeaders();

  const write = (text: string) => {
    if (!response.writableEnded && !response.destroyed) response.write(text);
  };
  return {
    signal: controller.signal,
    send: (event, json) => write(`event: ${event}\ndata: ${json}\n\n`),
    comment: () => write(':\n\n'),
    end: () => {
      if (!response.writableEnded) response.end();
    },
  };
}
