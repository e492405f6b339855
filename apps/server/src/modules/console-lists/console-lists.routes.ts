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
  type ExportFormat,
} from '@souq/contract/console-lists';
import { addRoute } from '../../lib/route';
import { bulkClassifieds, bulkContactForms, bulkPosts, bulkTickets, bulkUsers } from './bulk.service';
import { auditLogExport, classifiedsExport, contactFormsExport, postsExport, ticketsExport, usersExport } from './export-sources';
import { EXPORT_CONTENT_TYPES, writeExport, type ExportTable } from './export-writer';

/**
 * Streams an export as the reply: the reply is hijacked and the file written on the raw response
 * batch by batch, so memory stays flat whatever the row count. A failure after the first byte can
 * no longer become an error answer: the connection is cut, so the download shows as failed rather
 * than as a short file.
 */
function sendExport(request: FastifyRequest, reply: FastifyReply, format: ExportFormat, name: string, table: ExportTable): never {
  reply.hijack();
  const response = reply.raw;
  // The headers hooks gave the reply (the security headers) go out with the file's own.
  for (const [header, value] of Object.entries(reply.getHeaders())) if (value !== undefined) response.setHeader(header, value);
  const day = new Date().toISOString().slice(0, 10);
  response.writeHead(200, {
    'content-type': EXPORT_CONTENT_TYPES[format],
    'content-disposition': `attachment; filename="${name}-${day}.${format}"`,
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  writeExport(format, table, response).catch((error: unknown) => {
    request.log.warn({ err: error, export: name }, 'export ended before its last row');
    response.destroy();
  });
  return undefined as never;
}

/** Bulk actions on the console's lists and their exports (issue 20). */
export async function consoleListsRoutes(app: FastifyInstance) {
  addRoute(app, bulkPostsRoute, async ({ user, body }) => {
    const { changed, notFound } = await bulkPosts(app.db, user.id, body);
    return { changed, notFound };
  });
  addRoute(app, bulkClassifiedsRoute, async ({ user, body }) => {
    const { changed, notFound } = await bulkClassifieds(app.db, user.id, body);
    return { changed, notFound };
  });
  // Blocked members' sessions end at once in this process too; beyond the ids it names, the
  // database's change notifications reach the guard's cache (as they do for other processes).
  addRoute(app, bulkUsersRoute, async ({ user, body }) => {
    const { changed, notFound, changedIds } = await bulkUsers(app.db, user.id, body);
    for (const id of changedIds ?? []) app.callerChanged(id);
    return { changed, notFound };
  });
  addRoute(app, bulkContactFormsRoute, async ({ user, body }) => {
    const { changed, notFound } = await bulkContactForms(app.db, user.id, body);
    return { changed, notFound };
  });
  addRoute(app, bulkTicketsRoute, async ({ user, body }) => {
    const { changed, notFound } = await bulkTickets(app.db, user.id, body);
    return { changed, notFound };
  });

  addRoute(app, exportPostsRoute, async ({ params, query, request, reply }) =>
    sendExport(request, reply, params.format, 'posts', postsExport(app.db, query)),
  );
  addRoute(app, exportUsersRoute, async ({ params, query, request, reply }) =>
    sendExport(request, reply, params.format, 'users', usersExport(app.db, query)),
  );
  addRoute(app, exportClassifiedsRoute, async ({ params, query, request, reply }) =>
    sendExport(request, reply, params.format, 'classifieds', classifiedsExport(app.db, query)),
  );
  addRoute(app, exportContactFormsRoute, async ({ params, query, request, reply }) =>
    sendExport(request, reply, params.format, 'contact-forms', contactFormsExport(app.db, query)),
  );
  addRoute(app, exportTicketsRoute, async ({ params, query, request, reply }) =>
    sendExport(request, reply, params.format, 'tickets', ticketsExport(app.db, query)),
  );
  addRoute(app, exportAuditLogRoute, async ({ params, query, request, reply }) =>
    sendExport(request, reply, params.format, 'audit-log', auditLogExport(app.db, query)),
  );
}
