import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One handle type for both drivers (a union of the two breaks `.returning()`). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle or the database itself: what every query helper takes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL text with no parameters (migrations, maintenance). */
  exec(sql: string): Promise<void>;
  /** Embedded only: feeds COPY text-format data to `COPY ... FROM '/dev/blob'` (restore). */
  copyFrom?: (statement: string, data: string) => Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolMax?: number;
      /**
       * How long a request waits for a connection (a new one, or a free one from the pool)
       * before it fails; a database that does not answer must not hold requests open.
       */
      connectTimeoutMs?: number;
    }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

/**
 * A checked-out client whose server goes away (restart, failover) is handed back to the pool
 * at once, which drops it. Without this, pg emits 'error' on a client that has no listener while
 * checked out (the process crashes), and drizzle never releases a client whose `begin` failed
 * (its transaction() runs begin outside its try/finally): every such client is a pool slot lost
 * for good, and the pool can no longer be closed.
 */
function releaseBrokenClients(pool: Pool) {
  const checkedOut = new WeakSet<PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (!checkedOut.has(client)) return;
      const release = client.release;
      // The owner releases it too, later: that call must not throw "already released".
      client.release = () => undefined;
      release.call(client, error);
    });
  });
}

/** The only module that imports a driver. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 20,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 2_000,
      // A server that vanishes without closing the socket is noticed instead of waited on forever.
      keepAlive: true,
    });
    // An idle client that loses its server must not crash the process.
    pool.on('error', () => undefined);
    releaseBrokenClients(pool);
    const db = drizzle({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      exec: async (text) => {
        await pool.query(text);
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = await PGlite.create({
    dataDir: options.dataDir ? path.join(options.dataDir, 'pgdata') : undefined,
    extensions: { pg_trgm },
  });
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exec: async (text) => {
      await client.exec(text);
    },
    copyFrom: async (statement, data) => {
      await client.query(statement, [], { blob: new Blob([data]) });
    },
    close: () => client.close(),
  };
}
