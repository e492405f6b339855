import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AuditLogQuery } from '@souq/contract/audit';
import type { Tx } from '../../db/client';
import { auditLog } from '../../db/schema/content';
import { users } from '../../db/schema/users';
import { createdBetween } from '../../lib/created-between';
import { isUuid } from '../../lib/ids';
import { readPage } from '../../lib/paging';
import { orderOf } from '../../lib/sorted-page';
import { personRef } from '../users/users.queries';

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
 * The audit log's filter on its table alone: the list, its export and a moderation subject's
 * history read the same rows. An actor filter that is no id matches nothing.
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
 * A page of staff actions matching the filter, with the actor and parsed before/after values.
 * Each filter has an index leading with its column and ending in (created_at, id), so a filtered
 * page reads only the rows it shows.
 */
export async function auditLogPage(db: Tx, input: AuditLogQuery) {
  const { rows, isNext } = await readPage(
    db
      .select({
        _id: auditLog.id,
        // Null for the system's entries (an outer join).
        actor: { ...personRef(users), email: users.email },
        action: auditLog.action,
        record_type: auditLog.recordType,
        record_id: auditLog.recordId,
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(auditLogWhere(input))
      // `order=asc` reads the same indexes backwards, oldest first.
      .orderBy(...orderOf([auditLog.createdAt, auditLog.id], input.order ?? 'desc'))
      .$dynamic(),
    input,
  );
  return {
    entries: rows.map(({ before, after, ...entry }) => ({
      ...entry,
      before: parseSnapshot(before),
      after: parseSnapshot(after),
    })),
    isNext,
  };
}
