import fp from 'fastify-plugin';
import { count, eq, sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { notificationPushJobs, pushDeliveries } from '../db/schema/outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics: modules register theirs here; GET /metrics shows them with the process's. */
    metrics: Registry;
  }
}

let processRegistry: Registry | undefined;

/**
 * The process's own figures (event-loop lag, memory, CPU, handles, garbage collection), collected
 * once per process however many apps it builds (the test suites build many).
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The metrics GET /metrics shows: requests by route pattern (never the raw URL, whose ids would
 * make a series per record) and status, open connections, database pool use, push outbox depth.
 */
export const metricsPlugin = fp(async (app) => {
  const registry = new Registry();
  app.decorate('metrics', registry);

  const requests = new Counter({
    name: 'souq_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    requests.inc({ method: request.method, route: request.routeOptions.url ?? '(no route)', status: String(reply.statusCode) });
  });

  new Gauge({
    name: 'souq_http_connections_open',
    help: 'TCP connections open to this API process (live event streams included)',
    registers: [registry],
    async collect() {
      const open = await new Promise<number>((resolve) => app.server.getConnections((error, n) => resolve(error ? 0 : n)));
      this.set(open);
    },
  });

  new Gauge({
    name: 'souq_db_pool_connections',
    help: "PostgreSQL pool of this process: connections open (total), idle, the pool's maximum, and requests waiting for one; the embedded database is one connection and reports none",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = app.database.poolStats?.();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });

  new Gauge({
    name: 'souq_outbox_pending',
    help: 'Push outbox rows waiting: deliveries queued for a device, and notifications still being fanned out to devices',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      try {
        const [row] = await app.db
          .select({
            deliveries: count(),
            fanouts: sql<number>`(SELECT count(*) FROM ${notificationPushJobs} WHERE ${notificationPushJobs.fanoutDone} = false)`.mapWith(Number),
          })
          .from(pushDeliveries)
          .where(eq(pushDeliveries.status, 'queued'));
        this.set({ kind: 'deliveries' }, row?.deliveries ?? 0);
        this.set({ kind: 'fanouts' }, row?.fanouts ?? 0);
      } catch (error) {
        // A figure that cannot be read is left out rather than shown stale or as zero.
        this.reset();
        app.log.warn({ err: error }, 'metrics: could not read the push outbox depth');
      }
    },
  });
});
