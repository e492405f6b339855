import type { AuditLogQuery } from '@souq/contract/audit';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/content';
import { isUuid } from '../../lib/ids';
import { totalIf } from '../../lib/list-total';
import { auditLogPage, auditLogWhere } from './audit.queries';

/** Staff actions, newest first unless asked otherwise; with `withTotal`, how many match. */
export async function listAuditLog(db: Db, input: AuditLogQuery) {
  if (input.actor_id !== undefined && !isUuid(input.actor_id)) return { entries: [], isNext: false };
  const [page, total] = await Promise.all([auditLogPage(db, input), totalIf(input.withTotal, db, auditLog, auditLogWhere(input))]);
  return { ...total, ...page };
}
