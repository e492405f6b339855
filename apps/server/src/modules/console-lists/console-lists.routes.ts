import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  bulkClassifiedsRoute,
  bulkContactFormsRoute,
  bulkPostsRoute,
  bulkTicketsRoute,
  bulkUsersRoute,
  exportAuditLogRoute,
  exportClassifiedsRoute,
  exportContactFormsRoute,
  exportPostsRoute,
  exportTicketsRoute,
  exportUsersRoute,
  type BulkResult,
  type ExportFormat,
} from '@souq/contract/console-lists';
import { addRoute } from '../../lib/route';
import { bulkClassifieds, bulkContactForms, bulkPosts, bulkTickets, bulkUsers } from './bulk.service';
import { auditLogExport, classifiedsExport, contactFormsExport, postsExport, ticketsExport, usersExport } from './export-sources';
import { EXPORT_CONTENT_TYPES, writeExport, type ExportTable } from './export-writer';

/** The parts of an export route's call that sending the file needs. */
interface ExportRequest {
  params: { format: ExportFormat };
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Streams an export as the reply: the reply is hijacked and the file written on the raw response
 * batch by batch, so memory stays flat whatever the row count. A failure after the first byte can
 * no longer become an error answer: the connection is cut, so the download shows as failed rather
 * than as a short file.
 */
function sendExport({ request, reply, params }: ExportRequest, name: string, table: ExportTable): never {
  reply.hijack();
  const response = reply.raw;
  // The headers hooks gave the reply (the security headers) go out with the file's own.
  for (const [header, value] of Object.entries(reply.getHeaders())) if (value !== undefined) response.setHeader(header, value);
  const day = new Date().toISOString().slice(0, 10);
  response.writeHead(200, {
    'content-type': EXPORT_CONTENT_TYPES[params.format],
    'content-disposition': `attachment; filename="${name}-${day}.${params.format}"`,
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  writeExport(params.format, table, response).catch((error: unknown) => {
    request.log.warn({ err: error, export: name }, 'export ended before its last row');
    response.destroy();
  });
  return undefined as never;
}

/** A bulk action's answer: how many rows changed, and the ids that named none. */
const answerOf = ({ changed, notFound }: BulkResult): BulkResult => ({ changed, notFound });

/** Bulk actions on the console's lists and their exports. */
export async function consoleListsRoutes(app: FastifyInstance) {
  addRoute(app, bulkPostsRoute, async ({ user, body }) => answerOf(await bulkPosts(app.db, user.id, body)));
  addRoute(app, bulkClassifiedsRoute, async ({ user, body }) => answerOf(await bulkClassifieds(app.db, user.id, body)));
  // Blocked members' sessions end at once in this process too; beyond the ids it names, the
  // database's change notifications reach the guard's cache (as they do for other processes).
  addRoute(app, bulkUsersRoute, async ({ user, body }) => {
    const result = await bulkUsers(app.db, user.id, body);
    for (const id of result.changedIds ?? []) app.callerChanged(id);
    return answerOf(result);
  });
  addRoute(app, bulkContactFormsRoute, async ({ user, body }) => answerOf(await bulkContactForms(app.db, user.id, body)));
  addRoute(app, bulkTicketsRoute, async ({ user, body }) => answerOf(await bulkTickets(app.db, user.id, body)));

  addRoute(app, exportPostsRoute, async (route) => sendExport(route, 'posts', postsExport(app.db, route.query)));
  addRoute(app, exportUsersRoute, async (route) => sendExport(route, 'users', usersExport(app.db, route.query)));
  addRoute(app, exportClassifiedsRoute, async (route) => sendExport(route, 'classifieds', classifiedsExport(app.db, route.query)));
  addRoute(app, exportContactFormsRoute, async (route) => sendExport(route, 'contact-forms', contactFormsExport(app.db, route.query)));
  addRoute(app, exportTicketsRoute, async (route) => sendExport(route, 'tickets', ticketsExport(app.db, route.query)));
  addRoute(app, exportAuditLogRoute, async (route) => sendExport(route, 'audit-log', auditLogExport(app.db, route.query)));
}
