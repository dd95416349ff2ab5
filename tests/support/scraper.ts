/** A `text/event-stream` answer with these named events, each with its JSON data. */
export function eventStream(events: readonly (readonly [string, unknown])[]): Response {
  const body = events
    .map(([name, data]) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`)
    .join('');
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}
