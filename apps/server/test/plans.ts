import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../src/db/client';

/** The planner's plan of a statement (EXPLAIN, nothing run), as text: what index tests read. */
export async function planOf(tx: Tx, statement: SQLWrapper): Promise<string> {
  const result = (await tx.execute(sql`explain ${statement}`)) as unknown as { rows: Record<string, string>[] };
  return result.rows.map((r) => Object.values(r)[0]).join('\n');
}
