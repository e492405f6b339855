import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { healthRoute, readyRoute } from '@souq/contract/health';
import { messages } from '@souq/contract/messages';
import { addRoute } from '../../lib/route';
import { AppError } from '../../lib/errors';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/db-unavailable';

export async function healthRoutes(app: FastifyInstance) {
  addRoute(app, healthRoute, async () => ({ status: 'ok' as const }));
  addRoute(app, readyRoute, async ({ reply }) => {
    try {
      await app.db.execute(sql`select 1`);
    } catch {
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      throw new AppError(503, messages.generic.unavailable);
    }
    return { status: 'ok' as const };
  });
}
