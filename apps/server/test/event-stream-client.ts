import http from 'node:http';
import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * A member's live event stream read the way the apps read it: a GET with the bearer
 * token, the body read as it streams, Server-Sent Events parsed as they arrive.
 */
export interface StreamEvent {
  id: string;
  event: string;
  data: Record<string, unknown>;
  /** `performance.now()` when the event was parsed. */
  receivedAt: number;
}

export interface EventStreamClient {
  status: number;
  headers: Headers;
  /** Everything read so far, as text. */
  text(): string;
  /** The next event (of this type) not yet taken, waiting for it up to `timeoutMs`. */
  next(type?: string, timeoutMs?: number): Promise<StreamEvent>;
  /** Events received and not yet taken. */
  pending(): StreamEvent[];
  /** Resolves when the server ends the stream (or the connection drops). */
  ended: Promise<void>;
  close(): void;
}

function parseBlock(block: string): Omit<StreamEvent, 'receivedAt'> | null {
  let id = '';
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0) return null;
  return { id, event, data: JSON.parse(data.join('\n')) as Record<string, unknown> };
}

/**
 * Opens the stream on a connection of its own (node:http without an agent): Node's fetch opens a
 * spare connection to the server as soon as a streamed answer is aborted, and a server closing
 * then waits for that idle-before-its-first-request connection for a minute.
 */
export async function openEventStream(baseUrl: string, token: string, requestHeaders: Record<string, string> = {}): Promise<EventStreamClient> {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/v1/events`, { agent: false, headers: { ...requestHeaders, authorization: `Bearer ${token}` } }, resolve);
    request.once('error', reject);
  });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let raw = '';
  let buffer = '';
  const wake = () => {
    for (const waiter of [...waiters]) waiter();
  };
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    raw += chunk;
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const parsed = parseBlock(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (parsed) events.push({ ...parsed, receivedAt: performance.now() });
    }
    wake();
  });
  let finished = false;
  const ended = new Promise<void>((resolve) => {
    const finish = () => {
      finished = true;
      resolve();
      wake();
    };
    response.once('end', finish);
    response.once('close', finish);
    response.once('error', finish);
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') headers.set(name, value);

  return {
    status: response.statusCode ?? 0,
    headers,
    text: () => raw,
    pending: () => [...events],
    ended,
    close: () => response.destroy(),
    next(type, timeoutMs = 5_000) {
      return new Promise<StreamEvent>((resolve, reject) => {
        const take = () => {
          const index = events.findIndex((e) => !type || e.event === type);
          if (index !== -1) {
            const [event] = events.splice(index, 1);
            done();
            resolve(event!);
          } else if (finished) {
            done();
            reject(new Error(`the stream ended before ${type ?? 'an'} event came`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no ${type ?? ''} event within ${timeoutMs} ms; received so far: ${raw.slice(-500)}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(take);
        };
        waiters.add(take);
        take();
      });
    },
  };
}

/** The parts of an inject() answer the route-walking tests read. */
export interface InjectedAnswer {
  statusCode: number;
  body: string;
  json<T = unknown>(): T;
}

/**
 * inject() for a route that may answer with an event stream: inject() would wait for the end of
 * the stream, which never comes, so the answer is taken as soon as its headers are written. A
 * refusal is a whole JSON body; an admitted caller's stream is closed from our side once its
 * status is known, as a client going away would.
 */
export async function injectUntilStreaming(app: FastifyInstance, request: InjectOptions): Promise<InjectedAnswer> {
  const controller = new AbortController();
  const response = await app.inject({ ...request, payloadAsStream: true, signal: controller.signal });
  const stream = response.stream();
  stream.on('error', () => undefined);
  let body = '';
  if (String(response.headers['content-type']).startsWith('text/event-stream')) {
    controller.abort();
    body = '(event stream)';
  } else {
    for await (const chunk of stream) body += String(chunk);
  }
  return { statusCode: response.statusCode, body, json: <T>() => JSON.parse(body) as T };
}
