/** One dispatched event of a `text/event-stream` (the `id` and `retry` fields are not used by this app). */
export type ServerSentEvent = { event: string; data: string };

/**
 * Parses the text received so far from an event stream (WHATWG HTML §9.2.6): the complete events in it, and the
 * `rest` that must be kept and prefixed to the next chunk (an event whose blank line has not arrived yet, or a
 * trailing CR that may be the first half of a CRLF). Comments (`: keep-alive`) and events without data are skipped;
 * several `data:` lines join with a line feed; the event name defaults to `message`.
 */
export function parseServerSentEvents(text: string): { events: ServerSentEvent[]; rest: string } {
  const events: ServerSentEvent[] = [];
  let eventStart = 0;
  let position = 0;
  let name = '';
  let data: string[] = [];
  const lineBreak = /\r\n|\r|\n/g;
  for (let match = lineBreak.exec(text); match; match = lineBreak.exec(text)) {
    // A CR at the very end may be the first half of a CRLF split between chunks: wait for the next chunk.
    if (match[0] === '\r' && lineBreak.lastIndex === text.length) break;
    const line = text.slice(position, match.index);
    position = lineBreak.lastIndex;
    if (line === '') {
      if (data.length > 0) events.push({ event: name || 'message', data: data.join('\n') });
      name = '';
      data = [];
      eventStart = position;
      continue;
    }
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
  }
  return { events, rest: text.slice(eventStart) };
}

/** Reads a byte stream as server-sent events until it ends (or its reader fails: the error is thrown). */
export async function* readServerSentEvents(stream: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      const parsed = parseServerSentEvents(buffer + decoder.decode(value, { stream: true }));
      buffer = parsed.rest;
      yield* parsed.events;
    }
  } finally {
    // Leaving early (disconnect) cancels the request; after the end this is a no-op.
    void reader.cancel().catch(() => {});
  }
}
