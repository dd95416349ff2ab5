/** A `text/event-stream` answer with these named events, each with its JSON data. */
export function eventStream(events: readonly (readonly [string, unknown])[]): Response {
  const body = events
    .map(([name, data]) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`)
    .join('');
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

/** An event stream the test writes as it goes: `send` an event, then `close` it. */
export function openEventStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (started) => {
      controller = started;
    },
  });
  return {
    response: () => new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (name: string, data: unknown) =>
      controller.enqueue(encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`)),
    close: () => controller.close(),
  };
}
