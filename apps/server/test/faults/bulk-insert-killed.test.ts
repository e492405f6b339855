// Fault: the server process is killed (SIGKILL) while it writes a large bulk insert. The list is
// one transaction, so after a restart on the same data the table holds all of it or none of it.
import fs from 'node:fs';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_KEY } from '@souq/contract/dropdown-values';
import { dropdownValues } from '../../src/db/schema/categories';
import { auditLog } from '../../src/db/schema/content';
import { openDatabase } from '../../src/db/client';
import { testDbKind } from '../database';
import { createFaultDatabase, killLeftovers, seedWithAutomotiveCategory, startSouq, type FaultDatabase, type SouqProcess } from './processes';
import { freePort } from './private-postgres';

const ROWS = 20_000;
const admin = { email: 'bulk-admin@example.test', password: 'correct horse battery staple' };

let database: FaultDatabase;
let categoryId: string;
const servers: SouqProcess[] = [];

beforeAll(async () => {
  database = await createFaultDatabase('bulk');
  categoryId = await seedWithAutomotiveCategory(database);
});

afterAll(async () => {
  await killLeftovers(servers);
  await database?.remove();
});

async function startServer() {
  const port = await freePort();
  const server = startSouq('server', [], {
    ...database.env,
    PORT: String(port),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    JWT_SECRET: 'fault-secret-fault-secret-fault-secret-02',
    SEED_DEMO: 'false',
    OUTBOX_WORKER: 'false',
  });
  servers.push(server);
  await server.waitFor(/Souq is serving/, 90_000);
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const bulk = (label: string) =>
    fetch(`${base}/api/category/add-values-for-sub-categories-bulk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        [BULK_KEY]: Array.from({ length: ROWS }, (_, i) => ({ value_en: `${label} ${i}`, value_ar: `طراز ${i}`, category_id: categoryId })),
      }),
    });
  return { server, bulk };
}

/**
 * Resolves once the insert is under way inside the server: on PostgreSQL the INSERT shows in
 * pg_stat_activity; the embedded database shows it as its write-ahead log being written twice.
 */
async function insertUnderWay(answered: () => boolean): Promise<void> {
  const poll = async (check: () => Promise<boolean>) => {
    const deadline = Date.now() + 60_000;
    while (!(await check())) {
      if (answered()) throw new Error('the bulk insert was answered before the kill: the machine was faster than the test assumes');
      if (Date.now() > deadline) throw new Error('the bulk insert never started');
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  };
  if (testDbKind === 'postgres') {
    const observer = await openDatabase({ kind: 'postgres', url: database.env.DATABASE_URL!, poolMax: 1 });
    try {
      await poll(async () => {
        const result = (await observer.db.execute(
          // The statement text, not a row count: rows written so far are invisible to others.
          sql`select 1 from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid() and query ilike '%insert into "dropdown_values"%'`,
        )) as unknown as { rows: unknown[] };
        return result.rows.length > 0;
      });
    } finally {
      await observer.close();
    }
    return;
  }
  const wal = path.join(database.env.DATA_DIR!, 'pgdata', 'pg_wal');
  const lastWrite = () =>
    Math.max(
      ...fs
        .readdirSync(wal)
        .filter((f) => /^[0-9A-F]{24}$/.test(f))
        .map((f) => fs.statSync(path.join(wal, f)).mtimeMs),
    );
  const seen = new Set([lastWrite()]);
  await poll(async () => {
    seen.add(lastWrite());
    return seen.size >= 3;
  });
}

async function tableState() {
  const runtime = await database.open();
  try {
    const { db } = runtime.database;
    const [values] = await db.select({ n: count() }).from(dropdownValues).where(eq(dropdownValues.categoryId, categoryId));
    const [audits] = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'dropdown-value.bulk-create'));
    return { values: values!.n, audits: audits!.n };
  } finally {
    await runtime.close();
  }
}

// Real server processes, each opening and migrating the database: generous.
describe('the server killed during a bulk insert', { timeout: 240_000 }, () => {
  it(`keeps all ${ROWS} rows or none, and the restarted server works on the same data`, async () => {
    const first = await startServer();
    let answered = false;
    const request = first.bulk('Killed').then(
      (response) => {
        answered = true;
        return `answered ${response.status}`;
      },
      () => 'no answer',
    );
    await insertUnderWay(() => answered);
    first.server.child.kill('SIGKILL');
    expect((await first.server.exited).signal).toBe('SIGKILL');
    expect(await request).toBe('no answer');

    // Nothing half-written survives: no rows and no audit entry, or (had the commit landed
    // before the kill) all of them with theirs.
    const afterKill = await tableState();
    expect([
      { values: 0, audits: 0 },
      { values: ROWS, audits: 1 },
    ]).toContainEqual(afterKill);

    // The server comes back on the same data (the embedded database reopens after the crash)
    // and the list can simply be sent again.
    const second = await startServer();
    const retry = await second.bulk('Killed');
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ inserted: ROWS - afterKill.values, skipped: afterKill.values, failed: [] });
    second.server.child.kill('SIGTERM');
    expect((await second.server.exited).code).toBe(0);
    expect(await tableState()).toEqual({ values: ROWS, audits: 1 });
  });
});
