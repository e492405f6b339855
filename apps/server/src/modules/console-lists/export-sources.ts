import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgSelect, type PgTable, type SelectedFields } from 'drizzle-orm/pg-core';
import type { AuditLogQuery } from '@souq/contract/audit';
import type { ClassifiedListQuery } from '@souq/contract/classifieds';
import { messages } from '@souq/contract/messages';
import type { PostListQuery } from '@souq/contract/posts';
import type { UserListQuery } from '@souq/contract/users';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { classifiedPosts } from '../../db/schema/classifieds';
import { auditLog } from '../../db/schema/content';
import { posts } from '../../db/schema/posts';
import { contactForms, tickets } from '../../db/schema/support';
import { users } from '../../db/schema/users';
import { exactTime } from '../../lib/cursor';
import { newestFirst } from '../../lib/sorted-page';
import { auditLogWhere } from '../audit/audit.queries';
import { classifiedListWhere } from '../classifieds/classifieds.queries';
import { postListWhere, selectPostsWith } from '../posts/posts.queries';
import { contactFormListWhere } from '../support/contact-forms.queries';
import { ticketListWhere } from '../support/tickets.queries';
import { userListWhere } from '../users/users.queries';
import type { ExportCell, ExportTable } from './export-writer';

/**
 * Rows read per statement. 500 keeps a 1M-row export's process growth near 15 MB (2,000 rows a
 * batch let the heap grow by 100 MB of short-lived rows and text); round trips still do not
 * dominate: the same 12-27 s for 1M rows (docs/performance.md).
 */
export const EXPORT_BATCH_ROWS = 500;

const h = messages.console.exportColumns;

/** One column of an export: its heading, what it reads, and how a value is written when not as read. */
type ExportColumn = readonly [header: string, value: PgColumn | SQL, format?: (value: unknown) => ExportCell];

/** A list's table, read newest first along its (created_at, id) index. */
type ListedTable = PgTable & { createdAt: PgColumn; id: PgColumn };

/** A row of an export's statement: its cells' values, and its place in the newest-first order (cursorAt, cursorId). */
type ExportRow = Record<string, unknown>;

/**
 * Every row of a list matching its filter, newest first, in keyset batches: each statement starts
 * from an index seek just after the previous batch's last (time, id), so batch 500 costs what
 * batch 1 does and no transaction or cursor is held open between them (PGlite has one connection
 * to share). `from` is the list's table with what the columns read joined to it.
 */
function listExport(
  sheetName: string,
  table: ListedTable,
  from: (fields: SelectedFields) => PgSelect,
  where: SQL | undefined,
  columns: readonly ExportColumn[],
  size: number,
): ExportTable {
  const fields: SelectedFields = { cursorAt: exactTime(table.createdAt), cursorId: sql<string>`${table.id}::text` };
  columns.forEach(([, value], index) => (fields[`cell${index}`] = value));
  const read = (after: SQL | undefined): Promise<ExportRow[]> =>
    from(fields)
      .where(and(where, after))
      .orderBy(...newestFirst(table))
      .limit(size);
  const cellsOf = (row: ExportRow) =>
    columns.map(([, , format], index) => {
      const value = row[`cell${index}`];
      // The columns read text, numbers, booleans and times, which a cell holds as they are.
      return format ? format(value) : (value as ExportCell);
    });
  async function* batches(): AsyncGenerator<ExportCell[][]> {
    let after: SQL | undefined;
    for (;;) {
      const rows = await read(after);
      if (rows.length > 0) yield rows.map(cellsOf);
      const last = rows.at(-1);
      if (!last || rows.length < size) return;
      after = sql`(${table.createdAt}, ${table.id}) < (${last.cursorAt}::timestamptz, ${last.cursorId}::uuid)`;
    }
  }
  return { sheetName, headers: columns.map(([header]) => header), batches: batches() };
}

export function postsExport(db: Db, filter: PostListQuery, size = EXPORT_BATCH_ROWS): ExportTable {
  return listExport(
    'posts',
    posts,
    (fields) => selectPostsWith(db, fields).$dynamic(),
    postListWhere(filter),
    [
      [h.id, posts.id],
      [h.createdAt, posts.createdAt],
      [h.title, posts.title],
      [h.description, posts.description],
      [h.type, posts.type],
      [h.shown, posts.active],
      [h.author, users.name],
      [h.authorId, users.id],
      [h.likes, posts.totalLikes],
      [h.comments, posts.totalComments],
      [h.shares, posts.totalShares],
    ],
    size,
  );
}

export function usersExport(db: Db, filter: UserListQuery, size = EXPORT_BATCH_ROWS): ExportTable {
  return listExport(
    'users',
    users,
    (fields) => db.select(fields).from(users).$dynamic(),
    userListWhere(filter),
    [
      [h.id, users.id],
      [h.createdAt, users.createdAt],
      [h.name, users.name],
      [h.email, users.email],
      [h.phone, users.phone],
      [h.gender, users.gender],
      [h.country, users.countryId],
      [h.status, users.active, (active) => (active ? 'active' : 'pending')],
      [h.blocked, users.blocked],
      [h.role, users.role],
    ],
    size,
  );
}

export function classifiedsExport(db: Db, filter: ClassifiedListQuery, size = EXPORT_BATCH_ROWS): ExportTable {
  const p = classifiedPosts;
  const from = (fields: SelectedFields) =>
    db.select(fields).from(p).innerJoin(users, eq(users.id, p.userId)).innerJoin(categories, eq(categories.id, p.categoryId)).$dynamic();
  return listExport(
    'classifieds',
    p,
    from,
    classifiedListWhere(filter),
    [
      [h.id, p.id],
      [h.createdAt, p.createdAt],
      [h.title, p.title],
      [h.description, p.description],
      [h.price, p.price, Number],
      [h.mobile, p.mobile],
      [h.allowed, p.active],
      [h.category, categories.categoryEn],
      [h.country, p.countryId],
      [h.author, users.name],
      [h.authorId, users.id],
    ],
    size,
  );
}

export function contactFormsExport(db: Db, filter: Parameters<typeof contactFormListWhere>[0], size = EXPORT_BATCH_ROWS): ExportTable {
  const from = (fields: SelectedFields) => db.select(fields).from(contactForms).innerJoin(users, eq(users.id, contactForms.userId)).$dynamic();
  return listExport(
    'contact forms',
    contactForms,
    from,
    contactFormListWhere(filter),
    [
      [h.id, contactForms.id],
      [h.createdAt, contactForms.createdAt],
      [h.name, users.name],
      [h.email, users.email],
      [h.message, contactForms.message],
      [h.action, contactForms.action],
    ],
    size,
  );
}

const raiser = alias(users, 'raiser');
const manager = alias(users, 'manager');

export function ticketsExport(db: Db, filter: Parameters<typeof ticketListWhere>[0], size = EXPORT_BATCH_ROWS): ExportTable {
  const from = (fields: SelectedFields) =>
    db.select(fields).from(tickets).innerJoin(raiser, eq(raiser.id, tickets.userId)).leftJoin(manager, eq(manager.id, tickets.managerId)).$dynamic();
  return listExport(
    'tickets',
    tickets,
    from,
    ticketListWhere(filter),
    [
      [h.ticketNo, tickets.ticketNo],
      [h.createdAt, tickets.createdAt],
      [h.title, tickets.title],
      [h.description, tickets.description],
      [h.status, tickets.status],
      [h.raisedBy, raiser.name],
      [h.manager, manager.name],
      [h.id, tickets.id],
    ],
    size,
  );
}

export function auditLogExport(db: Db, filter: AuditLogQuery, size = EXPORT_BATCH_ROWS): ExportTable {
  const from = (fields: SelectedFields) => db.select(fields).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).$dynamic();
  return listExport(
    'audit log',
    auditLog,
    from,
    auditLogWhere(filter),
    [
      [h.createdAt, auditLog.createdAt],
      [h.actor, users.name],
      [h.email, users.email],
      [h.action, auditLog.action],
      [h.recordType, auditLog.recordType],
      [h.recordId, auditLog.recordId],
      [h.before, auditLog.before],
      [h.after, auditLog.after],
      [h.id, auditLog.id],
    ],
    size,
  );
}
