import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
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
import { auditLogWhere } from '../audit/audit.service';
import { classifiedListWhere } from '../classifieds/classifieds.queries';
import { postListWhere } from '../posts/posts.service';
import { contactFormListWhere } from '../support/contact-forms.service';
import { ticketListWhere } from '../support/tickets.service';
import { userListWhere } from '../users/users.service';
import type { ExportCell, ExportTable } from './export-writer';

/**
 * Rows read per statement. 500 keeps a 1M-row export's process growth near 15 MB (2,000 rows a
 * batch let the heap grow by 100 MB of short-lived rows and text); round trips still do not
 * dominate: the same 12-27 s for 1M rows (docs/performance.md).
 */
export const EXPORT_BATCH_ROWS = 500;

const h = messages.console.exportColumns;

/** A row of an export query: its cells, and its place in the newest-first order. */
interface Keyed {
  cursorAt: string;
  cursorId: string;
}

/**
 * Every row of a list, newest first, in keyset batches: each statement starts from an index seek
 * just after the previous batch's last (time, id), so batch 500 costs what batch 1 does and no
 * transaction or cursor is held open between them (PGlite has one connection to share).
 */
async function* keysetBatches<Row extends Keyed>(
  read: (after: SQL | undefined, limit: number) => Promise<Row[]>,
  time: PgColumn,
  id: PgColumn,
  toCells: (row: Row) => ExportCell[],
  size: number,
): AsyncGenerator<ExportCell[][]> {
  let after: SQL | undefined;
  for (;;) {
    const rows = await read(after, size);
    if (rows.length > 0) yield rows.map(toCells);
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    after = sql`(${time}, ${id}) < (${last.cursorAt}::timestamptz, ${last.cursorId}::uuid)`;
  }
}

const keyOf = (time: PgColumn, id: PgColumn) => ({ cursorAt: exactTime(time), cursorId: sql<string>`${id}::text` });

export function postsExport(db: Db, filter: PostListQuery, size = EXPORT_BATCH_ROWS): ExportTable {
  const read = (after: SQL | undefined, limit: number) =>
    db
      .select({
        ...keyOf(posts.createdAt, posts.id),
        id: posts.id,
        createdAt: posts.createdAt,
        title: posts.title,
        description: posts.description,
        type: posts.type,
        active: posts.active,
        userId: users.id,
        userName: users.name,
        likes: posts.totalLikes,
        comments: posts.totalComments,
        shares: posts.totalShares,
      })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.userId))
      .where(and(postListWhere(filter), after))
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(limit);
  return {
    sheetName: 'posts',
    headers: [h.id, h.createdAt, h.title, h.description, h.type, h.shown, h.author, h.authorId, h.likes, h.comments, h.shares],
    batches: keysetBatches(
      read,
      posts.createdAt,
      posts.id,
      (r) => [r.id, r.createdAt, r.title, r.description, r.type, r.active, r.userName, r.userId, r.likes, r.comments, r.shares],
      size,
    ),
  };
}

export function usersExport(db: Db, filter: UserListQuery, size = EXPORT_BATCH_ROWS): ExportTable {
  const read = (after: SQL | undefined, limit: number) =>
    db
      .select({
        ...keyOf(users.createdAt, users.id),
        id: users.id,
        createdAt: users.createdAt,
        name: users.name,
        email: users.email,
        phone: users.phone,
        gender: users.gender,
        country: users.countryId,
        active: users.active,
        blocked: users.blocked,
        role: users.role,
      })
      .from(users)
      .where(and(userListWhere(filter), after))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit);
  return {
    sheetName: 'users',
    headers: [h.id, h.createdAt, h.name, h.email, h.phone, h.gender, h.country, h.status, h.blocked, h.role],
    batches: keysetBatches(
      read,
      users.createdAt,
      users.id,
      (r) => [r.id, r.createdAt, r.name, r.email, r.phone, r.gender, r.country, r.active ? 'active' : 'pending', r.blocked, r.role],
      size,
    ),
  };
}

export function classifiedsExport(db: Db, filter: ClassifiedListQuery, size = EXPORT_BATCH_ROWS): ExportTable {
  const p = classifiedPosts;
  const read = (after: SQL | undefined, limit: number) =>
    db
      .select({
        ...keyOf(p.createdAt, p.id),
        id: p.id,
        createdAt: p.createdAt,
        title: p.title,
        description: p.description,
        price: p.price,
        mobile: p.mobile,
        active: p.active,
        category: categories.categoryEn,
        country: p.countryId,
        userName: users.name,
        userId: users.id,
      })
      .from(p)
      .innerJoin(users, eq(users.id, p.userId))
      .innerJoin(categories, eq(categories.id, p.categoryId))
      .where(and(classifiedListWhere(filter), after))
      .orderBy(desc(p.createdAt), desc(p.id))
      .limit(limit);
  return {
    sheetName: 'classifieds',
    headers: [h.id, h.createdAt, h.title, h.description, h.price, h.mobile, h.allowed, h.category, h.country, h.author, h.authorId],
    batches: keysetBatches(
      read,
      p.createdAt,
      p.id,
      (r) => [r.id, r.createdAt, r.title, r.description, Number(r.price), r.mobile, r.active, r.category, r.country, r.userName, r.userId],
      size,
    ),
  };
}

export function contactFormsExport(db: Db, filter: Parameters<typeof contactFormListWhere>[0], size = EXPORT_BATCH_ROWS): ExportTable {
  const read = (after: SQL | undefined, limit: number) =>
    db
      .select({
        ...keyOf(contactForms.createdAt, contactForms.id),
        id: contactForms.id,
        createdAt: contactForms.createdAt,
        name: users.name,
        email: users.email,
        message: contactForms.message,
        action: contactForms.action,
      })
      .from(contactForms)
      .innerJoin(users, eq(users.id, contactForms.userId))
      .where(and(contactFormListWhere(filter), after))
      .orderBy(desc(contactForms.createdAt), desc(contactForms.id))
      .limit(limit);
  return {
    sheetName: 'contact forms',
    headers: [h.id, h.createdAt, h.name, h.email, h.message, h.action],
    batches: keysetBatches(
      read,
      contactForms.createdAt,
      contactForms.id,
      (r) => [r.id, r.createdAt, r.name, r.email, r.message, r.action],
      size,
    ),
  };
}

const raiser = alias(users, 'raiser');
const manager = alias(users, 'manager');

export function ticketsExport(db: Db, filter: Parameters<typeof ticketListWhere>[0], size = EXPORT_BATCH_ROWS): ExportTable {
  const read = (after: SQL | undefined, limit: number) =>
    db
      .select({
        ...keyOf(tickets.createdAt, tickets.id),
        id: tickets.id,
        createdAt: tickets.createdAt,
        ticketNo: tickets.ticketNo,
        title: tickets.title,
        description: tickets.description,
        status: tickets.status,
        raiserName: raiser.name,
        managerName: manager.name,
      })
      .from(tickets)
      .innerJoin(raiser, eq(raiser.id, tickets.userId))
      .leftJoin(manager, eq(manager.id, tickets.managerId))
      .where(and(ticketListWhere(filter), after))
      .orderBy(desc(tickets.createdAt), desc(tickets.id))
      .limit(limit);
  return {
    sheetName: 'tickets',
    headers: [h.ticketNo, h.createdAt, h.title, h.description, h.status, h.raisedBy, h.manager, h.id],
    batches: keysetBatches(
      read,
      tickets.createdAt,
      tickets.id,
      (r) => [r.ticketNo, r.createdAt, r.title, r.description, r.status, r.raiserName, r.managerName, r.id],
      size,
    ),
  };
}

export function auditLogExport(db: Db, filter: AuditLogQuery, size = EXPORT_BATCH_ROWS): ExportTable {
  const read = (after: SQL | undefined, limit: number) =>
    db
      .select({
        ...keyOf(auditLog.createdAt, auditLog.id),
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        actorName: users.name,
        actorEmail: users.email,
        action: auditLog.action,
        recordType: auditLog.recordType,
        recordId: auditLog.recordId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(and(auditLogWhere(filter), after))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit);
  return {
    sheetName: 'audit log',
    headers: [h.createdAt, h.actor, h.email, h.action, h.recordType, h.recordId, h.before, h.after, h.id],
    batches: keysetBatches(
      read,
      auditLog.createdAt,
      auditLog.id,
      (r) => [r.createdAt, r.actorName, r.actorEmail, r.action, r.recordType, r.recordId, r.before, r.after, r.id],
      size,
    ),
  };
}
