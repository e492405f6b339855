import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { maintainEmbeddedDatabase } from './db/embedded-maintenance';
import { DatabaseUnreachable, describeConnectFailure } from './db/unreachable';
import { lockDataDir } from './lib/data-dir-lock';

export interface Runtime {
  database: Database;
  close(): Promise<void>;
}

/**
 * Opens the configured database and brings its schema up to date. The embedded one is locked
 * to this process first (PGlite cannot be shared between processes) and analysed where it needs it.
 */
export async function openRuntime(config: Config): Promise<Runtime> {
  if (config.databaseUrl) {
    const database = await openDatabase({
      kind: 'postgres',
      url: config.databaseUrl,
      poolMax: config.pgPoolMax,
      connectTimeoutMs: config.pgConnectTimeoutMs,
    });
    try {
      // One round trip first, so an unreachable server is reported as such and not as a failed migration.
      await database.exec('select 1');
    } catch (error) {
      await database.close().catch(() => undefined);
      throw new DatabaseUnreachable(describeConnectFailure(config.databaseUrl, error, config.pgConnectTimeoutMs), { cause: error });
    }
    try {
      await migrate(database);
    } catch (error) {
      await database.close();
      throw error;
    }
    return { database, close: () => database.close() };
  }
  const release = lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: config.dataDir, thread: config.pgliteThread });
    await migrate(database);
    // No autovacuum here: a database never analysed, or changed much since it last was (the demo
    // data, a restore), is analysed before the first request rather than planned blind.
    await maintainEmbeddedDatabase(database);
    return {
      database,
      close: async () => {
        try {
          await database.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
