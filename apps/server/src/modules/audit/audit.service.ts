import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AuditLogQuery } from '@souq/contract/audit';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/content';
import { users } from '../../db/schema/users';
import { isUuid } from '../../lib/ids';
import { createdBetween } from '../../lib/created-between';
import { totalIf } from '../../lib/list-total';
import { readPage } from '../../lib/paging';
import { orderOf } from '../../lib/sorted-page';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The stored snapshot as JSON again; text that is not JSON (never written by recordAudit) stays text. */
function parseSnapshot(text: string | null): Json {
  if (text === null) return null;
  try {
    return JSON.parse(text) as Json;
  } catch {
    return text;
  }
}

/**
 * The audit log's filter on its table alone: the list and its export read the same rows. An
 * actor filter that is no id matches nothing.
 */
export function auditLogWhere(input: Omit<AuditLogQuery, 'page' | 'itemsPerPage'>): SQL | undefined {
  if (input.actor_id !== undefined && !isUuid(input.actor_id)) return sql`false`;
  const filters: SQL[] = [];
  if (input.actor_id) filters.push(eq(auditLog.actorId, input.actor_id));
  if (input.action) filters.push(eq(auditLog.action, input.action));
  if (input.record_type) filters.push(eq(auditLog.recordType, input.record_type));
  if (input.record_id) filters.push(eq(auditLog.recordId, input.record_id));
  filters.push(...createdBetween(auditLog.createdAt, input));
  return and(...filters);
}

/**
 * Staff actions, newest first. Each filter has an index leading with its column and ending in
 * (created_at, id), so a filtered page reads only the rows it shows.
 */
export async function listAuditLog(db: Db, input: AuditLogQuery) {
  if (input.actor_id !== undefined && !isUuid(input.actor_id)) return { entries: [], isNext: false };
  const where = auditLogWhere(input);
  const [{ rows, isNext }, total] = await Promise.all([
    readPage(
      db
        .select({
          _id: auditLog.id,
          actorId: users.id,
          actorName: users.name,
          actorEmail: users.email,
          action: auditLog.action,
          record_type: auditLog.recordType,
          record_id: auditLog.recordId,
          before: auditLog.before,
          after: auditLog.after,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(where)
        // Issue 20: `order=asc` reads the same indexes backwards, oldest first.
        .orderBy(...orderOf([auditLog.createdAt, auditLog.id], input.order ?? 'desc'))
        .$dynamic(),
      input,
    ),
    totalIf(input.withTotal, db, auditLog, where),
  ]);
  return {
    ...total,
    entries: rows.map(({ actorId, actorName, actorEmail, before, after, ...entry }) => ({
      ...entry,
      actor: actorId !== null && actorName !== null && actorEmail !== null ? { _id: actorId, name: actorName, email: actorEmail } : null,
      before: parseSnapshot(before),
      after: parseSnapshot(after),
    })),
    isNext,
  };
}
