import type { FastifyReply } from 'fastify';
import type {
  DiscoveredEmbeds,
  ScrapeAllResult,
  ScrapeEmbedResult,
  ScrapeSourceResult,
  ScrapeUpdate,
} from '../../../src/contracts/scrape.ts';
import { openRawEventStream } from '../../http/eventStream.ts';

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

/** The raw stream (server/http/eventStream.ts), typed with the scrape events. */
export function openEventStream(reply: FastifyReply): EventStream {
  const stream = openRawEventStream(reply);
  const send = (event: string, data: unknown) => stream.send(event, JSON.stringify(data));
  return {
    signal: stream.signal,
    send,
    finish: (event, data) => {
      send(event, data);
      stream.end();
    },
    end: stream.end,
  };
}
