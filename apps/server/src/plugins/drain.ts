import fp from 'fastify-plugin';
import { healthRoute } from '@souq/contract/health';
import { messages } from '@souq/contract/messages';

/** Seconds a caller is told to wait while this process shuts down: about a restart's length. */
export const DRAIN_RETRY_AFTER_SECONDS = 5;

/** How often connections left idle are closed once the listener has stopped. */
const IDLE_SWEEP_MS = 100;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts the shutdown's drain: from now on every new request but `/healthz` (the process is
     * still alive) answers 503 with Retry-After, `/readyz` included, so a load balancer stops
     * sending; requests already running finish. Every answer closes its connection.
     */
    startDraining(): void;
    readonly draining: boolean;
  }
}

/**
 * Requests that reach a process on its way out get an answer they can act on (come back in a few
 * seconds, on a new connection) instead of a reset. Fastify's own 503 while closing
 * (`return503OnClosing`, turned off in app.ts) has neither Retry-After nor the API's error body.
 */
export const drainPlugin = fp(async (app) => {
  let draining = false;
  app.decorate('draining', {
    getter: () => draining,
  });
  app.decorate('startDraining', () => {
    draining = true;
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!draining || request.routeOptions.url === healthRoute.path) return;
    // Answered here rather than thrown: the error handler would log every one as an error.
    return reply.code(503).header('Retry-After', String(DRAIN_RETRY_AFTER_SECONDS)).send({ error: messages.generic.unavailable });
  });

  // A keep-alive connection whose request was running when the drain began would otherwise stay
  // open, idle, after its answer: Node closes only the connections idle at the moment the
  // listener stops, so the process would wait out the keep-alive timeout before it could exit.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('Connection', 'close');
  });
  // The same for an answer whose headers went out before the drain (a long download): once it
  // ends, its connection is idle, and closed here, but only after the listener has stopped: until
  // then an idle connection may still carry a request, which gets its 503.
  app.addHook('preClose', async () => {
    // Closing without a drain first (tests, scripts) still answers late requests the same way.
    draining = true;
    const sweep = setInterval(() => {
      if (!app.server.listening) app.server.closeIdleConnections();
    }, IDLE_SWEEP_MS);
    sweep.unref();
    app.server.once('close', () => clearInterval(sweep));
  });
});
