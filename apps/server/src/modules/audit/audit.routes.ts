import type { FastifyInstance } from 'fastify';
import { getAuditLogRoute } from '@souq/contract/audit';
import { addRoute } from '../../lib/route';
import { listAuditLog } from './audit.service';

export async function auditRoutes(app: FastifyInstance) {
  addRoute(app, getAuditLogRoute, async ({ query }) => listAuditLog(app.db, query));
}
