import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EVENT_STREAM_HEARTBEAT_MS, EVENT_STREAM_RETRY_MS, memberEventsRoute } from '@souq/contract/members-chat';
import type { MemberEvent } from '../../plugins/member-events';

/**
 * A stream whose client reads too slowly is ended once this much waits unsent: the client
 * reconnects and reloads, instead of the server holding an ever-growing backlog in memory.
 */
const BACKLOG_MAX_BYTES = 1024 * 1024;

export interface EventStreamOptions {
  heartbeatMs?: number;
}

/** One event in the text/event-stream format: its id, its type and its data as one line of JSON. */
export function formatEvent(event: MemberEvent): string {
  return `id: ${event.id ?? ''}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * The member's live events as Server-Sent Events, written on the raw response (the reply is
 * hijacked: Fastify sends nothing more). The stream opens with a `retry:` hint, carries each event
 * with its `id:`, and a comment line every heartbeat while idle, when the caller's token is also
 * checked again: a logout, a password change or a block ends the stream within one heartbeat.
 * It ends when the client goes, when its backlog grows too large, and when the server shuts down.
 */
export function registerEventStream(app: FastifyInstance, options: EventStreamOptions = {}) {
  const heartbeatMs = options.heartbeatMs ?? EVENT_STREAM_HEARTBEAT_MS;
  const open = new Set<() => void>();
  const recheck = app.guard(memberEventsRoute.access);

  // Before the server stops accepting and waits for connections to end: an open stream never would.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  function stream(request: FastifyRequest, reply: FastifyReply, userId: string) {
    reply.hijack();
    const response = reply.raw;
    let ended = false;
    let unsubscribe = () => undefined as void;
    let heartbeat: NodeJS.Timeout | undefined;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      if (!response.writableEnded) response.end();
    };
    const write = (text: string) => {
      if (ended) return;
      response.write(text);
      if (response.writableLength > BACKLOG_MAX_BYTES) {
        request.log.warn({ userId }, 'event stream: the client reads too slowly; stream ended');
        end();
      }
    };
    open.add(end);
    response.once('close', end);
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
      heartbeat = setInterval(() => {
        recheck.call(app, request, reply).then(
          () => write(': keep-alive\n\n'),
          () => end(),
        );
      }, heartbeatMs);
    } catch (error) {
      // Hijacked: Fastify's error handler can no longer answer, so the connection is dropped.
      request.log.error({ err: error }, 'event stream: could not open');
      end();
      response.destroy();
    }
  }

  return { stream, openStreams: () => open.size };
}
