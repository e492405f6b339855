import { z } from 'zod';
import { STAFF_ROLES } from './constants';
import { defineRoute } from './route';
import { messages } from './messages';
import { normaliseId } from './common';
import { getAllPostsRoute } from './posts';
import { getUsersRoute } from './users';
import { getClassifiedsByAdminRoute } from './classifieds';
import { getAllTicketsRoute, getContactFormsRoute } from './support';
import { getAuditLogRoute } from './audit';
import { strikeReasonFields } from './strike-reason';

/**
 * Bulk actions on a console list's rows and the list's export. Both take the list's
 * OWN query schema as their filter (the list route's `query`), so "all N matching this filter"
 * and an export read exactly the rows the list shows; its paging, sort and count parameters are
 * accepted and ignored.
 */
const m = messages.bulk;

/** The most rows one request may name; beyond that the console sends the filter instead. */
export const BULK_MAX_IDS = 1000;

const ZBulkIds = z
  .array(z.string({ error: m.idsInvalid }).trim().min(1, m.idsInvalid).max(64, m.idsInvalid).overwrite(normaliseId), {
    error: m.idsInvalid,
  })
  .min(1, m.idsEmpty)
  .max(BULK_MAX_IDS, m.idsTooMany);

/**
 * `{ action, ids }` for the selected rows, or `{ action, filter }` for every row matching the
 * list's filter; exactly one of the two.
 */
function bulkBody<const A extends readonly [string, ...string[]], F extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(
  actions: A,
  filter: F,
  extra?: E,
) {
  return z
    .object({
      action: z.enum(actions, { error: m.actionInvalid }),
      ids: ZBulkIds.optional(),
      filter: filter.optional(),
      ...(extra as E),
    })
    .refine(
      (body) => {
        // Named by their own type: the generic extra fields hide them from the inferred one.
        const { ids, filter: filtered } = body as { ids?: unknown; filter?: unknown };
        return (ids === undefined) !== (filtered === undefined);
      },
      { path: ['ids'], message: m.idsOrFilter },
    );
}

/**
 * How many rows the action changed (rows already in the asked state are not counted), and the
 * ids sent that name no record of the list (unknown, deleted, or not an id at all): those change nothing.
 */
export const ZBulkResult = z.object({ changed: z.number().int().nonnegative(), notFound: z.array(z.string()) });
export type BulkResult = z.infer<typeof ZBulkResult>;

export const POST_BULK_ACTIONS = ['hide', 'show'] as const;
export const CLASSIFIED_BULK_ACTIONS = ['allow', 'disallow'] as const;
export const USER_BULK_ACTIONS = ['block', 'unblock'] as const;
export const CONTACT_FORM_BULK_ACTIONS = ['complete', 'reopen'] as const;
export const TICKET_BULK_ACTIONS = ['close', 'reopen'] as const;

/**
 * The lists whose bulk action can strike (hide, disallow, block) carry the strike's reason and
 * note, as the single action does; the opposite action (show, allow, unblock) ignores them.
 */
export const ZPostBulkRequest = bulkBody(POST_BULK_ACTIONS, getAllPostsRoute.query, strikeReasonFields);
export type PostBulkRequest = z.infer<typeof ZPostBulkRequest>;
export const ZClassifiedBulkRequest = bulkBody(CLASSIFIED_BULK_ACTIONS, getClassifiedsByAdminRoute.query, strikeReasonFields);
export type ClassifiedBulkRequest = z.infer<typeof ZClassifiedBulkRequest>;
export const ZUserBulkRequest = bulkBody(USER_BULK_ACTIONS, getUsersRoute.query, strikeReasonFields);
export type UserBulkRequest = z.infer<typeof ZUserBulkRequest>;
export const ZContactFormBulkRequest = bulkBody(CONTACT_FORM_BULK_ACTIONS, getContactFormsRoute.query);
export type ContactFormBulkRequest = z.infer<typeof ZContactFormBulkRequest>;
export const ZTicketBulkRequest = bulkBody(TICKET_BULK_ACTIONS, getAllTicketsRoute.query);
export type TicketBulkRequest = z.infer<typeof ZTicketBulkRequest>;

const tag = 'console lists';
const once = 'in one transaction, each changed row audited; answers how many changed and which ids name nothing';
const struck = "each changed row's member gets a strike with the reason and note, and is told as by the single action";

export const bulkPostsRoute = defineRoute({
  method: 'POST',
  path: '/api/console/bulk/posts',
  access: ['admin'],
  tag,
  summary: `Hide or show the selected posts, or every post matching the posts list's filter, ${once}; hiding: ${struck}`,
  body: ZPostBulkRequest,
  response: ZBulkResult,
});

export const bulkClassifiedsRoute = defineRoute({
  method: 'POST',
  path: '/api/console/bulk/classifieds',
  access: STAFF_ROLES,
  tag,
  summary: `Allow or disallow the selected classifieds, or every one matching the classifieds list's filter, ${once}; disallowing: ${struck}`,
  body: ZClassifiedBulkRequest,
  response: ZBulkResult,
});

export const bulkUsersRoute = defineRoute({
  method: 'POST',
  path: '/api/console/bulk/users',
  access: ['admin'],
  tag,
  summary:
    `Block or unblock the selected users, or every user matching the users list's filter, ${once}; blocking: ${struck}. ` +
    'Blocking ends their sessions at once; the caller is never blocked by their own request',
  body: ZUserBulkRequest,
  response: ZBulkResult,
});

export const bulkContactFormsRoute = defineRoute({
  method: 'POST',
  path: '/api/console/bulk/contact-forms',
  access: ['admin'],
  tag,
  summary: `Mark the selected contact forms completed or pending, or every one matching the list's filter, ${once}`,
  body: ZContactFormBulkRequest,
  response: ZBulkResult,
});

export const bulkTicketsRoute = defineRoute({
  method: 'POST',
  path: '/api/console/bulk/tickets',
  access: ['admin'],
  tag,
  summary: `Close or reopen the selected tickets, or every ticket matching the tickets list's filter, ${once}`,
  body: ZTicketBulkRequest,
  response: ZBulkResult,
});

// ---- Export ----

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const ZExportParams = z.object({ format: z.enum(EXPORT_FORMATS, { error: m.formatInvalid }) });

/**
 * The file itself, streamed (text/csv with a UTF-8 byte order mark, or an .xlsx workbook); this
 * schema only documents it: one string.
 */
const ZExportFile = z.string().describe('The exported file (text/csv or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet)');

const streamed = 'streamed with no row limit, newest first, as CSV (UTF-8 with a byte order mark, for Excel) or XLSX';

export const exportPostsRoute = defineRoute({
  method: 'GET',
  path: '/api/console/export/posts/:format',
  access: getAllPostsRoute.access,
  tag,
  summary: `Every post matching the posts list's filter, ${streamed}`,
  params: ZExportParams,
  query: getAllPostsRoute.query,
  response: ZExportFile,
});

export const exportUsersRoute = defineRoute({
  method: 'GET',
  path: '/api/console/export/users/:format',
  access: getUsersRoute.access,
  tag,
  summary: `Every user matching the users list's filter, ${streamed}`,
  params: ZExportParams,
  query: getUsersRoute.query,
  response: ZExportFile,
});

export const exportClassifiedsRoute = defineRoute({
  method: 'GET',
  path: '/api/console/export/classifieds/:format',
  access: getClassifiedsByAdminRoute.access,
  tag,
  summary: `Every classified matching the classifieds list's filter, ${streamed}`,
  params: ZExportParams,
  query: getClassifiedsByAdminRoute.query,
  response: ZExportFile,
});

export const exportContactFormsRoute = defineRoute({
  method: 'GET',
  path: '/api/console/export/contact-forms/:format',
  access: getContactFormsRoute.access,
  tag,
  summary: `Every contact form matching the list's filter, ${streamed}`,
  params: ZExportParams,
  query: getContactFormsRoute.query,
  response: ZExportFile,
});

export const exportTicketsRoute = defineRoute({
  method: 'GET',
  path: '/api/console/export/tickets/:format',
  access: getAllTicketsRoute.access,
  tag,
  summary: `Every ticket matching the tickets list's filter, ${streamed}`,
  params: ZExportParams,
  query: getAllTicketsRoute.query,
  response: ZExportFile,
});

export const exportAuditLogRoute = defineRoute({
  method: 'GET',
  path: '/api/console/export/audit-log/:format',
  access: getAuditLogRoute.access,
  tag,
  summary: `Every audit entry matching the audit log's filter, ${streamed}`,
  params: ZExportParams,
  query: getAuditLogRoute.query,
  response: ZExportFile,
});
