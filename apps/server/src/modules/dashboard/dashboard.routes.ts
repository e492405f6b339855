import type { FastifyInstance } from 'fastify';
import { totalCountsRoute } from '@souq/contract/dashboard';
import { addRoute } from '../../lib/route';
import { totalCounts } from './dashboard.service';

export async function dashboardRoutes(app: FastifyInstance, options: { timezone: string }) {
  addRoute(app, totalCountsRoute, async ({ body }) => totalCounts(app.db, { dateType: body.dateType, timezone: options.timezone }));
}
