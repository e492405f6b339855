import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import { EVENT_STREAM_HEARTBEAT_MS, EVENT_STREAM_RETRY_MS, memberEventsRoute } from '@souq/contract/members-chat';
import { memberChatMessages } from '@souq/contract/messages-members-chat';
import { AppError } from '../../lib/errors';
import type { MemberEvent } from './event-hub';

/**
 * A stream whose client reads too slowly is ended once this much waits unsent: the client
 * reconnects and reloads, instead of the server holding an ever-growing backlog in memory.
 */
const BACKLOG_MAX_BYTES = 1024 * 1024;

/** How many streams may be open at once on this process: per member, per client address, in all. */
export interface EventStreamLimits {
  /** A member opening one more closes their oldest (a tab left open elsewhere). */
  perMember: number;
  /** One more from the same address is refused with 429. */
  perAddress: number;
  /** Well under the process's file-descriptor limit: one more is refused with 429. */
  total: number;
}

export const DEFAULT_EVENT_STREAM_LIMITS: EventStreamLimits = { perMember: 5, perAddress: 100, total: 5_000 };

/** What a refused client is told to wait: long enough that a flood of retries cannot keep up. */
const REFUSED_RETRY_AFTER_SECONDS = 30;
/** Refusals are logged at most this often (a flood would otherwise be a flood of log lines). */
const REFUSAL_LOG_INTERVAL_MS = 10_000;
/**
 * The reconnection delay an evicted stream is told (`retry:`): a member with more tabs than the
 * cap would otherwise have them close each other in a loop every few seconds.
 */
export const EVICTED_RETRY_MS = 30_000;
/** Events held for a stream while its token is checked again, at most: more ends the stream. */
const HELD_MAX = 1_000;

export interface EventStreamOptions {
  heartbeatMs?: number;
  limits?: Partial<EventStreamLimits>;
  /** Where the open-stream gauge and the refusal counter are registered (the /metrics registry). */
  metrics?: Registry;
}

const REFUSAL_REASONS = ['total', 'address'] as const;
type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** One event in the text/event-stream format: its id, its type and its data as one line of JSON. */
export function formatEvent(event: MemberEvent): string {
  return `id: ${event.id ?? ''}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

interface OpenStream {
  userId: string;
  address: string;
  end(reason: string, retryMs?: number): void;
  /** Holds the stream's events until its token is checked again; ends it if the check fails. */
  verify(): void;
}

/**
 * The member's live events as Server-Sent Events, written on the raw response (the reply is
 * hijacked: Fastify sends nothing more). The stream opens with a `retry:` hint, carries each event
 * with its `id:`, and a comment line every heartbeat while idle, when the caller's token is also
 * checked again. A change to the member's sessions (a logout, a password change, a block, on this
 * process or announced by another) checks it at once, holding events back meanwhile: a revoked
 * token receives nothing after the revoking request has answered.
 * Open streams are capped per member (the oldest is closed), per address and in all (the new one
 * is refused with 429): one account must not hold every file descriptor of the process.
 * A stream ends when the client goes, when its backlog grows too large, and when the server shuts down.
 */
export function registerEventStream(app: FastifyInstance, options: EventStreamOptions = {}) {
  const heartbeatMs = options.heartbeatMs ?? EVENT_STREAM_HEARTBEAT_MS;
  const limits = { ...DEFAULT_EVENT_STREAM_LIMITS, ...options.limits };
  const open = new Set<OpenStream>();
  /** Each member's streams, oldest first (a Set keeps insertion order). */
  const byMember = new Map<string, Set<OpenStream>>();
  const byAddress = new Map<string, number>();
  const recheck = app.guard(memberEventsRoute.access);
  let refusedSinceLog = 0;
  let lastRefusalLog = 0;

  let countRefusal = (_reason: RefusalReason): void => undefined;
  if (options.metrics) {
    new Gauge({
      name: 'souq_event_streams_open',
      help: "Members' live event streams open on this process",
      registers: [options.metrics],
      collect() {
        this.set(open.size);
      },
    });
    const refused = new Counter({
      name: 'souq_event_streams_refused_total',
      help: 'Live event streams refused with 429, by the limit reached (address, total)',
      labelNames: ['limit'],
      registers: [options.metrics],
    });
    for (const reason of REFUSAL_REASONS) refused.inc({ limit: reason }, 0);
    countRefusal = (reason) => refused.inc({ limit: reason });
  }

  const stopHearingChanges = app.onCallerChanged((userId) => {
    for (const stream of byMember.get(userId) ?? []) stream.verify();
  });

  // Before the server stops accepting and waits for connections to end: an open stream never would.
  app.addHook('preClose', async () => {
    stopHearingChanges();
    for (const stream of [...open]) stream.end('server closing');
  });

  function refuse(request: FastifyRequest, reply: FastifyReply, userId: string, reason: RefusalReason): never {
    countRefusal(reason);
    refusedSinceLog += 1;
    const now = Date.now();
    if (now - lastRefusalLog >= REFUSAL_LOG_INTERVAL_MS) {
      request.log.warn(
        {
          userId,
          address: request.ip,
          limit: reason,
          refused: refusedSinceLog,
          open: open.size,
          fromAddress: byAddress.get(request.ip) ?? 0,
        },
        'event stream: refused, too many open',
      );
      lastRefusalLog = now;
      refusedSinceLog = 0;
    }
    reply.header('retry-after', String(REFUSED_RETRY_AFTER_SECONDS));
    throw new AppError(429, reason === 'total' ? memberChatMessages.streamsBusy : memberChatMessages.tooManyStreamsFromAddress);
  }

  /**
   * Opens the stream, or throws (before anything is written) when a limit refuses it. Synchronous
   * from the count to the registration, so concurrent opens cannot slip past a limit together.
   */
  function stream(request: FastifyRequest, reply: FastifyReply, userId: string) {
    const address = request.ip;
    if (open.size >= limits.total) refuse(request, reply, userId, 'total');
    if ((byAddress.get(address) ?? 0) >= limits.perAddress) refuse(request, reply, userId, 'address');
    const mine = byMember.get(userId);
    if (mine && mine.size >= limits.perMember) {
      const oldest = mine.values().next().value;
      oldest?.end('the member opened a newer one', EVICTED_RETRY_MS);
    }

    reply.hijack();
    const response = reply.raw;
    let ended = false;
    let unsubscribe = () => undefined as void;
    let heartbeat: NodeJS.Timeout | undefined;
    /** Events waiting for a token check to pass; null when none is under way. */
    let held: string[] | null = null;
    let checks = 0;
    const self: OpenStream = { userId, address, end: (reason, retryMs) => end(reason, retryMs), verify: () => verify() };
    const end = (reason: string, retryMs?: number) => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      forget(self);
      held = null;
      request.log.info({ userId, reason, open: open.size }, 'event stream: ended');
      if (!response.writableEnded) response.end(retryMs === undefined ? undefined : `retry: ${retryMs}\n\n`);
    };
    const send = (text: string) => {
      if (ended) return;
      response.write(text);
      if (response.writableLength > BACKLOG_MAX_BYTES) {
        request.log.warn({ userId }, 'event stream: the client reads too slowly; stream ended');
        end('backlog too large');
      }
    };
    const write = (text: string) => {
      if (held === null) send(text);
      else if (held.push(text) > HELD_MAX) end('too many events held during a token check');
    };
    /** Checks the token again; only the latest check releases what was held meanwhile. */
    const verify = (then?: string) => {
      if (ended) return;
      const check = ++checks;
      held ??= [];
      recheck.call(app, request, reply).then(
        () => {
          if (ended || check !== checks) return;
          const release = held ?? [];
          held = null;
          for (const text of release) send(text);
          if (then) send(then);
        },
        () => end('the session is no longer valid'),
      );
    };
    remember(self);
    response.once('close', () => end('the client went away'));
    try {
      // The stream is quiet for long stretches by design: the connection's idle timeout must not
      // cut it (the heartbeat finds dead peers). inject()'s stand-in socket has no timeout to clear.
      const socket = request.raw.socket as Partial<Socket> | undefined;
      if (typeof socket?.setTimeout === 'function') socket.setTimeout(0);
      // The headers hooks gave the reply (the security headers) go out with the stream's own.
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) response.setHeader(name, value);
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // nginx would otherwise hold events back in its buffer.
        'x-accel-buffering': 'no',
      });
      response.write(`retry: ${EVENT_STREAM_RETRY_MS}\n\n`);
      unsubscribe = app.memberEvents.subscribe(userId, (event) => write(formatEvent(event)));
      heartbeat = setInterval(() => verify(': keep-alive\n\n'), heartbeatMs);
      request.log.info(
        { userId, address, open: open.size, ofMember: byMember.get(userId)?.size ?? 0, fromAddress: byAddress.get(address) ?? 0 },
        'event stream: opened',
      );
    } catch (error) {
      // Hijacked: Fastify's error handler can no longer answer, so the connection is dropped.
      request.log.error({ err: error }, 'event stream: could not open');
      end('could not open');
      response.destroy();
    }
  }

  function remember(stream: OpenStream) {
    open.add(stream);
    let mine = byMember.get(stream.userId);
    if (!mine) byMember.set(stream.userId, (mine = new Set()));
    mine.add(stream);
    byAddress.set(stream.address, (byAddress.get(stream.address) ?? 0) + 1);
  }

  function forget(stream: OpenStream) {
    if (!open.delete(stream)) return;
    const mine = byMember.get(stream.userId);
    mine?.delete(stream);
    if (mine?.size === 0) byMember.delete(stream.userId);
    const fromAddress = (byAddress.get(stream.address) ?? 1) - 1;
    if (fromAddress > 0) byAddress.set(stream.address, fromAddress);
    else byAddress.delete(stream.address);
  }

  return { stream, openStreams: () => open.size };
}
