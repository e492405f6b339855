import { z } from 'zod';
import { defineRoute } from './route';
import { messages } from './messages';
import { optionalId, ZDateTime, ZPageQuery } from './common';
import { dayRangeInOrder, dayRangeIssue, ZCreatedRange, ZListTotal, ZSortOrder, ZWithTotal } from './list-query';

const filter = z
  .string()
  .trim()
  .max(100, messages.audit.filterTooLong)
  .optional()
  .transform((v) => (v ? v : undefined));

export const ZAuditEntry = z.object({
  _id: z.string(),
  /** The staff member who acted; null for the system (CLI, workers) or a staff row that no longer exists. */
  actor: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** `<record>.<verb>`: 'user.block', 'post.delete', 'category.create'... */
  action: z.string(),
  record_type: z.string(),
  record_id: z.string(),
  /** The values before and after the change (secrets left out); null where there are none. */
  before: z.json().nullable(),
  after: z.json().nullable(),
  createdAt: ZDateTime,
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;

/**
 * The actions the server records today, for the console's action filter. The filter
 * itself takes any text: an action added later is still found by name.
 */
export const AUDIT_ACTIONS = [
  'area.create',
  'area.edit',
  'banner.create',
  'banner.delete',
  'banner.edit-link',
  'category.create',
  'category.delete',
  'category.edit',
  'chat-warning-rule.create',
  'chat-warning-rule.delete',
  'chat-warning-rule.edit',
  'classified.allow',
  'classified.create',
  'classified.disallow',
  'contact-form.update',
  'country.select',
  'district.create',
  'district.edit',
  'dropdown-value.bulk-create',
  'dropdown-value.create',
  'notification.send',
  'post.delete',
  'post.hide',
  'post.show',
  'search-synonym.create',
  'search-synonym.delete',
  'search-synonym.edit',
  'settings.edit',
  'sub-category.create',
  'sub-category.delete',
  'sub-category.edit',
  'ticket.assign',
  'ticket.reply',
  'ticket.status',
  'user.block',
  'user.delete',
  'user.password',
  'user.status',
  'user.unblock',
] as const;

export const ZAuditLogQuery = ZPageQuery.extend({
  /** Only what this staff member did. */
  actor_id: optionalId,
  action: filter,
  record_type: filter,
  /** One record's history: a record is named by its type and id, so record_type comes with it. */
  record_id: optionalId,
  // the day range, the direction of time and the count (all optional; newest first).
  ...ZCreatedRange,
  order: ZSortOrder,
  withTotal: ZWithTotal,
})
  .refine((q) => !q.record_id || q.record_type, {
    path: ['record_type'],
    message: messages.audit.recordTypeRequired,
  })
  .refine(dayRangeInOrder, dayRangeIssue);
export type AuditLogQuery = z.infer<typeof ZAuditLogQuery>;
export const ZAuditLog = z.object({ entries: z.array(ZAuditEntry), isNext: z.boolean(), ...ZListTotal });

export const getAuditLogRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/audit-log',
  access: ['admin'],
  tag: 'audit',
  summary: 'Staff actions, newest first, filtered by staff member, action and record',
  query: ZAuditLogQuery,
  response: ZAuditLog,
});
