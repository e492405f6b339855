import { EVENT_STREAM_RETRY_MS, type MemberEventType } from '@souq/contract/members-events';
import { getMemberSession } from './session';

/**
 * The member's live events (`GET /api/v1/events`, Server-Sent Events) for any screen: EventSource
 * cannot send the bearer token, so the stream is read with fetch. One connection per tab, opened
 * while some screen listens, reconnected with a growing delay (and Last-Event-ID) when it drops.
 */

export interface ServerSentEvent {
  id: string;
  event: string;
  data: string;
}

/**
 * The text/event-stream format (WHATWG HTML, "Parsing an event stream"): lines end in LF, CR or
 * CRLF, a blank line dispatches, `:` starts a comment, data lines join with LF, `retry:` sets the
 * reconnection delay. Feed it chunks as they arrive; a line split across chunks is kept.
 */
export function createEventStreamParser(onEvent: (event: ServerSentEvent) => void, onRetry?: (ms: number) => void) {
  let buffer = '';
  let data: string[] = [];
  let eventType = '';
  let lastId = '';
  let pendingCr = false;

  function line(text: string) {
    if (text === '') {
      if (data.length > 0) onEvent({ id: lastId, event: eventType || 'message', data: data.join('\n') });
      data = [];
      eventType = '';
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') eventType = value;
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
  }

  return {
    feed(chunk: string) {
      let text = chunk;
      // A CR ended the last chunk: an LF opening this one belongs to it.
      if (pendingCr && text.startsWith('\n')) text = text.slice(1);
      pendingCr = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        line(buffer.slice(start, i));
        if (char === '\r') {
          if (i + 1 === buffer.length) pendingCr = true;
          else if (buffer[i + 1] === '\n') i++;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    /** The id of the last event, for Last-Event-ID on reconnection. */
    lastEventId: () => lastId,
  };
}

/** The delay before reconnection attempt `attempt` (0-based): the server's hint doubled each time, capped at 30 s, with jitter. */
export function reconnectDelay(attempt: number, baseMs: number = EVENT_STREAM_RETRY_MS, random: () => number = Math.random): number {
  const capped = Math.min(30_000, baseMs * 2 ** Math.min(attempt, 10));
  return Math.round(capped * (0.75 + random() * 0.5));
}

/** The longest wait a Retry-After is taken at: a wrong or hostile header must not silence the stream for good. */
const RETRY_AFTER_MAX_MS = 10 * 60_000;

/**
 * How long a refusal's Retry-After asks to wait (seconds, or an HTTP date), in ms; 0 when the
 * header is missing or unreadable.
 */
export function retryAfterMs(header: string | null, now: number = Date.now()): number {
  if (!header) return 0;
  const value = header.trim();
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  return Number.isFinite(ms) ? Math.min(RETRY_AFTER_MAX_MS, Math.max(0, ms)) : 0;
}

export interface MemberEvent {
  id: string;
  event: MemberEventType | (string & {});
  data: Record<string, unknown>;
}

export type StreamStatus = 'connecting' | 'open' | 'retrying';
type EventListener = (event: MemberEvent) => void;
type StatusListener = (status: StreamStatus) => void;

const eventListeners = new Set<EventListener>();
const statusListeners = new Set<StatusListener>();
let status: StreamStatus = 'connecting';
let controller: AbortController | null = null;

function setStatus(next: StreamStatus) {
  if (next === status) return;
  status = next;
  for (const listener of statusListeners) listener(next);
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

async function run(signal: AbortSignal) {
  let attempt = 0;
  let baseMs = EVENT_STREAM_RETRY_MS;
  let lastId = '';
  /** A 429's Retry-After: the server holds as many streams as it can, so this tab waits at least that long. */
  let refusedForMs = 0;
  while (!signal.aborted) {
    const token = getMemberSession()?.token;
    if (!token) return;
    setStatus(attempt === 0 ? 'connecting' : 'retrying');
    try {
      const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' };
      if (lastId) headers['Last-Event-ID'] = lastId;
      const response = await fetch('/api/v1/events', { headers, signal, cache: 'no-store' });
      // A refused token ends the stream; the next call through the API client ends the session. An
      // unverified account (403) gets no stream either, until the page is opened again.
      if (response.status === 401 || response.status === 403) return;
      if (response.status === 429) refusedForMs = retryAfterMs(response.headers.get('retry-after'));
      if (!response.ok || !response.body) throw new Error(`event stream ${response.status}`);
      setStatus('open');
      attempt = 0;
      const parser = createEventStreamParser(
        (event) => {
          let data: Record<string, unknown> = {};
          try {
            const parsed: unknown = JSON.parse(event.data);
            if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
          } catch {
            return;
          }
          const memberEvent: MemberEvent = { id: event.id, event: event.event, data };
          for (const listener of [...eventListeners]) listener(memberEvent);
        },
        (ms) => (baseMs = ms),
      );
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(value);
        lastId = parser.lastEventId() || lastId;
      }
    } catch {
      if (signal.aborted) return;
    }
    setStatus('retrying');
    await wait(Math.max(reconnectDelay(attempt++, baseMs), refusedForMs), signal);
    refusedForMs = 0;
  }
}

function ensureOpen() {
  if (controller || eventListeners.size === 0) return;
  controller = new AbortController();
  const mine = controller;
  void run(mine.signal).finally(() => {
    if (controller === mine) controller = null;
  });
}

function closeIfUnused() {
  if (eventListeners.size > 0 || !controller) return;
  controller.abort();
  controller = null;
  status = 'connecting';
}

/** Listens to the member's live events; the stream opens with the first listener and closes after the last. */
export function subscribeMemberEvents(listener: EventListener): () => void {
  eventListeners.add(listener);
  ensureOpen();
  return () => {
    eventListeners.delete(listener);
    closeIfUnused();
  };
}

export function subscribeStreamStatus(listener: StatusListener): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

export const streamStatus = (): StreamStatus => status;
