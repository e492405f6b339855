import type { Tx } from '../db/client';
import { auditLog } from '../db/schema/content';

export interface AuditEntry {
  /** The staff member acting; null for the system. */
  actorId: string | null;
  /** What happened, as `<record>.<verb>`: 'category.create', 'user.block'... */
  action: string;
  recordType: string;
  recordId: string;
  before?: unknown;
  after?: unknown;
}

const SECRET_KEYS = new Set(['passwordHash', 'password_hash', 'password', 'token', 'tokenVersion']);

/** JSON of a record without its secrets: the log is read by staff. */
function snapshot(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(value, (key, v: unknown) => (SECRET_KEYS.has(key) ? undefined : v));
}

/** Appends who did what to which record, with the values before and after. */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    recordType: entry.recordType,
    recordId: entry.recordId,
    before: snapshot(entry.before),
    after: snapshot(entry.after),
  });
}

/** What an action changed on one record: each field changed, as `[before, after]`. */
export type FieldChanges = Record<string, readonly [before: unknown, after: unknown]>;

/**
 * Appends an action that changed some fields of one record: the entry's before and after name
 * those fields alone, with their values before and after it.
 */
export async function recordChange(tx: Tx, entry: Omit<AuditEntry, 'before' | 'after'>, changes: FieldChanges): Promise<void> {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [field, [was, is]] of Object.entries(changes)) {
    before[field] = was;
    after[field] = is;
  }
  await recordAudit(tx, { ...entry, before, after });
}
