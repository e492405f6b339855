import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearMemberSession, saveMemberSession } from './session';
import { createEventStreamParser, reconnectDelay, retryAfterMs, subscribeMemberEvents, type ServerSentEvent } from './event-stream';

function parse(chunks: string[]) {
  const events: ServerSentEvent[] = [];
  const retries: number[] = [];
  const parser = createEventStreamParser(
    (event) => events.push(event),
    (ms) => retries.push(ms),
  );
  for (const chunk of chunks) parser.feed(chunk);
  return { events, retries, lastId: parser.lastEventId() };
}

describe('the Server-Sent Events parser', () => {
  it('reads id, event and JSON data, skipping comments (the heartbeat)', () => {
    const { events, lastId } = parse([': hello\n\nid: 7\nevent: message\ndata: {"body":"hi"}\n\n: heartbeat\n\n']);
    expect(events).toEqual([{ id: '7', event: 'message', data: '{"body":"hi"}' }]);
    expect(lastId).toBe('7');
  });

  it('keeps a line split across chunks, whatever the split', () => {
    const text = 'id: 1\nevent: like\ndata: {"a":1}\n\nid: 2\nevent: message\ndata: {"b":"مرحبا"}\n\n';
    for (let split = 1; split < text.length; split++) {
      expect(parse([text.slice(0, split), text.slice(split)]).events.map((e) => e.id)).toEqual(['1', '2']);
    }
  });

  it('accepts CRLF and CR line ends, even a CRLF cut between chunks', () => {
    expect(parse(['event: follow\r\ndata: {}\r\n\r\n']).events).toEqual([{ id: '', event: 'follow', data: '{}' }]);
    expect(parse(['event: follow\rdata: {}\r\r']).events).toHaveLength(1);
    expect(parse(['data: x\r', '\n\r', '\n']).events).toEqual([{ id: '', event: 'message', data: 'x' }]);
  });

  it('joins data lines with a line feed and defaults the event type to message', () => {
    expect(parse(['data: one\ndata: two\n\n']).events).toEqual([{ id: '', event: 'message', data: 'one\ntwo' }]);
  });

  it('dispatches nothing without data, keeps the last id for the next event, reads retry', () => {
    const { events, retries } = parse(['id: 5\nevent: message\n\nretry: 1500\n\ndata: {}\n\n']);
    expect(events).toEqual([{ id: '5', event: 'message', data: '{}' }]);
    expect(retries).toEqual([1500]);
  });

  it('waits for the blank line before dispatching', () => {
    expect(parse(['event: message\ndata: {}\n']).events).toEqual([]);
  });
});

describe('reconnection backoff', () => {
  it('doubles from the server hint and stops at 30 s, with jitter around it', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 20].map((attempt) => reconnectDelay(attempt, 3000, middle))).toEqual([3000, 6000, 12000, 24000, 30000, 30000, 30000]);
    expect(reconnectDelay(0, 3000, () => 0)).toBe(2250);
    expect(reconnectDelay(0, 3000, () => 1)).toBe(3750);
  });
});

describe('a refused stream (429)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    clearMemberSession();
  });

  it('reads Retry-After as seconds or a date, within bounds', () => {
    expect(retryAfterMs('30')).toBe(30_000);
    expect(retryAfterMs('Thu, 26 Nov 2026 10:01:00 GMT', Date.parse('Thu, 26 Nov 2026 10:00:00 GMT'))).toBe(60_000);
    expect(retryAfterMs(null)).toBe(0);
    expect(retryAfterMs('soon')).toBe(0);
    expect(retryAfterMs('999999')).toBe(600_000);
  });

  it('waits as long as Retry-After says before it tries again, instead of hammering the server', async () => {
    vi.useFakeTimers();
    saveMemberSession({ _id: 'member-1', name: 'Mona', email: 'mona@souq.test', role: 'user', photo: null, token: 'member.token' });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ error: 'busy' }), { status: 429, headers: { 'retry-after': '30' } }));
    vi.stubGlobal('fetch', fetchMock);
    const stop = subscribeMemberEvents(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The usual first delay is about 3 s; the refusal asked for 30.
    await vi.advanceTimersByTimeAsync(29_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    stop();
  });
});
