import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import type {
  DiscoveredEmbeds,
  ScrapeAllResult,
  ScrapeEmbedResult,
  ScrapeSourceResult,
  ScrapeUpdate,
} from '../../../src/contracts/scrape.ts';

/** The events of CONTRACTS.md §3 and their data. */
export interface ScrapeEvents {
  token: string;
  init: { sourceIds: string[] };
  start: string;
  update: ScrapeUpdate;
  discoverEmbeds: DiscoveredEmbeds;
  completed: ScrapeAllResult | ScrapeSourceResult | ScrapeEmbedResult;
  noOutput: Record<string, never>;
  error: { name: string; message: string };
}
export type Terminal = 'completed' | 'noOutput' | 'error';

export interface EventStream {
  /** Aborted when the client disconnects before the stream ends. */
  readonly signal: AbortSignal;
  send<E extends Exclude<keyof ScrapeEvents, Terminal>>(event: E, data: ScrapeEvents[E]): void;
  /** Sends the event that ends the stream (CONTRACTS.md §3), and ends it. */
  finish<E extends Terminal>(event: E, data: ScrapeEvents[E]): void;
  /** Ends the response, if nothing has yet. */
  end(): void;
}

/**
 * Answers `text/event-stream` on the raw response. A hijacked reply skips Fastify's onSend hooks, so
 * @fastify/compress never buffers it: each event is written to the socket as it happens.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  reply.hijack();
  const response = reply.raw;
  const controller = new AbortController();
  response.on('close', () => {
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

  const write = (event: string, data: unknown) => {
    if (response.writableEnded || response.destroyed) return;
    // JSON has no raw line breaks, so the data is always one `data:` line. Every event has data:
    // EventSource drops an event whose data is empty.
    response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const end = () => {
    if (!response.writableEnded) response.end();
  };
  return {
    signal: controller.signal,
    send: write,
    finish: (event, data) => {
      write(event, data);
      end();
    },
    end,
  };
}
