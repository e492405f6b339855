import { z } from 'zod';
import { defineRoute } from './route';

/** The Prometheus text exposition format (text/plain; version=0.0.4). */
export const ZMetricsText = z.string();

export const metricsRoute = defineRoute({
  method: 'GET',
  path: '/metrics',
  access: ['admin'],
  tag: 'operations',
  summary:
    "This API process's metrics in the Prometheus text format: open live event streams and refusals, open connections, requests by route and status, event-loop lag and the process's own figures, database pool use, push outbox depth",
  response: ZMetricsText,
});
