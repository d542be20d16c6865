import { describe, expect, it } from 'vitest';
import { eventStreamFeed } from '../testing/fakeTransport.ts';
import { parseServerSentEvents, readServerSentEvents, type ServerSentEvent } from './serverSentEvents.ts';

/** Feeds the chunks one after another, as a reader would, keeping the rest between them. */
function parseChunks(chunks: string[]): { events: ServerSentEvent[]; rest: string } {
  const events: ServerSentEvent[] = [];
  let rest = '';
  for (const chunk of chunks) {
    const parsed = parseServerSentEvents(rest + chunk);
    events.push(...parsed.events);
    rest = parsed.rest;
  }
  return { events, rest };
}

const ready = 'event: ready\ndata: {"unread_count":2}\n\n';

describe('parseServerSentEvents', () => {
  it('reads named events and keeps an unfinished one for the next chunk', () => {
    expect(parseServerSentEvents(`${ready}event: notification\ndata: {"a"`)).toEqual({
      events: [{ event: 'ready', data: '{"unread_count":2}' }],
      rest: 'event: notification\ndata: {"a"',
    });
  });

  it('gives the same events however the text is split, even mid-line and between CR and LF', () => {
    const text = `${ready}: keep-alive\n\nevent: notification\r\ndata: {"id":1}\r\n\r\n`;
    const whole = parseChunks([text]);
    expect(whole).toEqual({
      events: [
        { event: 'ready', data: '{"unread_count":2}' },
        { event: 'notification', data: '{"id":1}' },
      ],
      rest: '',
    });
    for (let cut = 1; cut < text.length; cut++) {
      expect(parseChunks([text.slice(0, cut), text.slice(cut)])).toEqual(whole);
    }
    expect(parseChunks([...text])).toEqual(whole);
  });

  it('accepts CRLF, CR and LF line ends', () => {
    expect(parseChunks(['event: a\r\ndata: 1\r\n\r\n', 'event: b\rdata: 2\r\r', 'event: c\ndata: 3\n\n']).events).toEqual([
      { event: 'a', data: '1' },
      { event: 'b', data: '2' },
      { event: 'c', data: '3' },
    ]);
  });

  it('skips comments and events without data, and names unnamed events "message"', () => {
    expect(parseServerSentEvents(': keep-alive\n\n: hello\nevent: empty\n\ndata: plain\n\n').events).toEqual([
      { event: 'message', data: 'plain' },
    ]);
  });

  it('joins several data lines with a line feed and drops one leading space of a value only', () => {
    expect(parseServerSentEvents('data: one\ndata:  two\ndata\ndata:three\nid: 7\n\n').events).toEqual([
      { event: 'message', data: 'one\n two\n\nthree' },
    ]);
  });
});

describe('readServerSentEvents', () => {
  it('decodes the bytes of a stream into events until it ends, even a character split between chunks', async () => {
    const bytes = new TextEncoder().encode('event: ready\ndata: {"moon":"🌙"}\n\n');
    const cut = bytes.indexOf(0xf0) + 2;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    const events: ServerSentEvent[] = [];
    for await (const event of readServerSentEvents(stream)) events.push(event);
    expect(events).toEqual([{ event: 'ready', data: '{"moon":"🌙"}' }]);
  });

  it('throws when the stream breaks', async () => {
    const feed = eventStreamFeed();
    const events = readServerSentEvents(feed.stream);
    feed.send('ready', { unread_count: 0 });
    expect((await events.next()).value).toEqual({ event: 'ready', data: '{"unread_count":0}' });
    feed.fail(new TypeError('network error'));
    await expect(events.next()).rejects.toThrow('network error');
  });
});
