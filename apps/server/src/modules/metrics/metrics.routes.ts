import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { metricsRoute } from '@souq/contract/metrics';
import { addRoute } from '../../lib/route';
import { processMetrics } from '../../plugins/metrics';

/** GET /metrics: this process's figures and the app's, for staff (an admin token) to scrape. */
export async function metricsRoutes(app: FastifyInstance) {
  addRoute(app, metricsRoute, async ({ reply }) => {
    const registry = Registry.merge([processMetrics(), app.metrics]);
    const text = await registry.metrics();
    // Not JSON: a string with its own type is sent as it is, past the JSON serializer.
    reply.type(registry.contentType);
    return text;
  });
}
