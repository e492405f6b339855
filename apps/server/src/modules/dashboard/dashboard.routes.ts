import type { FastifyInstance } from 'fastify';
import { dashboardTrendRoute, totalCountsRoute } from '@souq/contract/dashboard';
import { addRoute } from '../../lib/route';
import { dashboardTrend } from './dashboard-trend.service';
import { totalCounts } from './dashboard.service';

export async function dashboardRoutes(app: FastifyInstance, options: { timezone: string }) {
  addRoute(app, totalCountsRoute, async ({ body }) => totalCounts(app.db, { dateType: body.dateType, timezone: options.timezone }));
  addRoute(app, dashboardTrendRoute, async ({ query }) => dashboardTrend(app.db, { dateType: query.dateType, timezone: options.timezone }));
}
