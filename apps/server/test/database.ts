import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';

/**
 * The database integration tests run on: in-process PGlite by default, PostgreSQL when
 * SOUQ_TEST_DB=postgres (the URL from TEST_DATABASE_URL). Never a mock.
 */
export const testDbKind: 'pglite' | 'postgres' = process.env.SOUQ_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
/** SOUQ_TEST_PGLITE_THREAD=1: the embedded database runs on its own thread (PGLITE_THREAD=on). */
const pgliteThread = process.env.SOUQ_TEST_PGLITE_THREAD === '1';

/** This worker's own PostgreSQL database, made empty once: its URL. */
async function createWorkerDatabase(url: string): Promise<string> {
  // One database per worker, so files running in parallel never share rows; a prefix of its own
  // lets two test runs share one server.
  const prefix = (process.env.SOUQ_TEST_DB_PREFIX ?? 'souq_test').replace(/[^a-z0-9_]/g, '');
  const name = `${prefix}_${process.env.VITEST_POOL_ID ?? '0'}`;
  const admin = await openDatabase({ kind: 'postgres', url, poolMax: 1 });
  try {
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.exec(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

let sharedPglite: Promise<Database> | undefined;
let workerUrl: Promise<string> | undefined;
const openPools: Database[] = [];

/**
 * PGlite is shared by the files of a worker (a start costs seconds). On PostgreSQL each context
 * gets a new pool: connections keep prepared statements (the auth guard's), which refer to the
 * types of the schema the previous file dropped. The newest older pool stays open, since a file
 * may hold two contexts at once; older ones belong to files that have finished.
 */
async function openWorkerDatabase(): Promise<Database> {
  if (testDbKind === 'pglite') return (sharedPglite ??= openDatabase({ kind: 'pglite', thread: pgliteThread }));
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('SOUQ_TEST_DB=postgres needs TEST_DATABASE_URL');
  workerUrl ??= createWorkerDatabase(url);
  const database = await openDatabase({ kind: 'postgres', url: await workerUrl, poolMax: 5 });
  while (openPools.length > 1) await openPools.shift()?.close();
  openPools.push(database);
  return database;
}

/** This worker's database, emptied and migrated afresh: call once per test file. */
export async function freshDatabase(): Promise<Database> {
  const database = await openWorkerDatabase();
  await database.exec('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await migrate(database);
  return database;
}
