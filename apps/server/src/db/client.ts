import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Client, Pool, PoolClient } from 'pg';
import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import * as schema from './schema/index';
import { withNamedStatements } from './pglite-named-statements';

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
  /**
   * Listens on a notification channel (NOTIFY) with a connection of its own, reconnecting after a
   * loss. `onState(true)` once listening, `onState(false)` whenever notifications may be missed
   * (the connection is down; anything learnt before must then be treated as stale). Answers the
   * function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void, onState: (listening: boolean) => void): Promise<() => Promise<void>>;
  /** PostgreSQL only: the pool's connections (open, idle, the most it opens) and requests waiting for one. */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
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
  /**
   * `dataDir` undefined keeps the database in memory (tests). `thread` runs PGlite on a worker
   * thread of its own (PGLITE_THREAD), so a slow statement does not stall the event loop.
   */
  | { kind: 'pglite'; dataDir?: string; thread?: boolean };

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

/** How long a lost listening connection waits before it tries again, at most. */
const LISTEN_RETRY_MAX_MS = 5_000;

/**
 * LISTEN on a dedicated client (a pooled one would hand the channel to whichever request gets it
 * next), reconnecting with a growing pause after a loss, and telling `onState` whether
 * notifications are being received.
 */
async function listenWithOwnClient(
  newClient: () => Client,
  channel: string,
  onNotify: (payload: string) => void,
  onState: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: Client | undefined;
  let retryMs = 250;
  let timer: ReturnType<typeof setTimeout> | undefined;

  // A lost client reports both 'error' and 'end': only the first report of the current one counts.
  const lost = (which: Client) => {
    if (which !== client) return;
    onState(false);
    which.removeAllListeners();
    which.on('error', () => undefined);
    which.end().catch(() => undefined);
    client = undefined;
    if (stopped) return;
    timer = setTimeout(() => void connect(), retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
  };

  const connect = async () => {
    const next = newClient();
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotify(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch {
      client = next;
      lost(next);
      return;
    }
    client = next;
    retryMs = 250;
    if (stopped) await next.end().catch(() => undefined);
    else onState(true);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    onState(false);
    const last = client;
    client = undefined;
    last?.removeAllListeners();
    last?.on('error', () => undefined);
    await last?.end().catch(() => undefined);
  };
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
    const listen: Database['listen'] = (channel, onNotify, onState) =>
      listenWithOwnClient(
        () => new pg.Client({ connectionString: options.url, keepAlive: true, connectionTimeoutMillis: options.connectTimeoutMs ?? 2_000 }),
        channel,
        onNotify,
        onState,
      );
    return {
      db,
      kind: 'postgres',
      listen,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: options.poolMax ?? 20 }),
      exec: async (text) => {
        await pool.query(text);
      },
      close: () => pool.end(),
    };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const dataDir = options.dataDir ? path.join(options.dataDir, 'pgdata') : undefined;
  if (options.thread) {
    const { openPgliteThread } = await import('./pglite-thread');
    const thread = await openPgliteThread({ dataDir });
    // The thread's client has the part of PGlite's surface drizzle calls: query and transaction.
    return embeddedDatabase(drizzle({ client: withNamedStatements(thread) as unknown as PGlite, schema }) as unknown as Db, thread);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pgliteExtensions } = await import('./pglite-extensions');
  const client = await PGlite.create({ dataDir, extensions: pgliteExtensions });
  return embeddedDatabase(drizzle({ client: withNamedStatements(client), schema }) as unknown as Db, client);
}

/** What client.ts itself calls on PGlite, in this process or on its thread. */
interface EmbeddedClient {
  query(sql: string, params: unknown[], options: QueryOptions): Promise<unknown>;
  exec(sql: string): Promise<unknown>;
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

function embeddedDatabase(db: Db, client: EmbeddedClient): Database {
  return {
    db,
    kind: 'pglite',
    // One database: a notification is delivered before the statement that caused it (or its
    // transaction's commit) returns, also from the thread (one ordered message port), and the
    // "connection" cannot drop.
    listen: async (channel, onNotify, onState) => {
      const stop = await client.listen(channel, onNotify);
      onState(true);
      return async () => {
        onState(false);
        await stop();
      };
    },
    exec: async (text) => {
      await client.exec(text);
    },
    copyFrom: async (statement, data) => {
      await client.query(statement, [], { blob: new Blob([data]) });
    },
    close: () => client.close(),
  };
}
