import type { FastifyInstance } from 'fastify';
import { dashboardTrendRoute, featuredCountRoute, totalCountsRoute } from '@souq/contract/dashboard';
import { addRoute } from '../../lib/route';
import { dashboardTrend } from './dashboard-trend.service';
import { totalCounts } from './dashboard.service';
import { featuredCount } from '../listing-lifetime/featuring.service';

export async function dashboardRoutes(app: FastifyInstance, options: { timezone: string }) {
  addRoute(app, totalCountsRoute, async ({ body }) => totalCounts(app.db, { dateType: body.dateType, timezone: options.timezone }));
  addRoute(app, featuredCountRoute, async () => featuredCount(app.db));
  addRoute(app, dashboardTrendRoute, async ({ query }) => dashboardTrend(app.db, { dateType: query.dateType, timezone: options.timezone }));
}
