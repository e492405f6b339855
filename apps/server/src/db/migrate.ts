import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client';
import { migrationsDir } from '../lib/paths';

// Any constant shared by every process that migrates this database.
const MIGRATION_LOCK = 72_871_001;

/** Applies the committed migrations; several API processes starting at once take turns. */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsDir };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await migratePostgres(tx as unknown as NodePgDatabase, config);
  });
}
