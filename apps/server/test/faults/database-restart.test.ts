// Fault: PostgreSQL goes away under load and comes back. The API keeps running throughout.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { isDatabaseUnavailable } from '../../src/lib/db-unavailable';
import { categories, dropdownValues } from '../../src/db/schema/categories';
import { openRuntime, type Runtime } from '../../src/runtime';
import { seedReferenceData } from '../../src/seed/reference';
import { createUser } from '../../src/modules/users/users.service';
import { TEST_PASSWORD } from '../helper';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';

interface Call {
  kind: 'write' | 'read' | 'ready';
  startedAt: number;
  endedAt: number;
  status: number;
  retryAfter: string | null;
  body: unknown;
  /** The written value's id, for a 2xx write. */
  id?: string;
}

/** Every answer must come quickly: a request that waits on a dead database is an outage of its own. */
const MAX_CALL_MS = 2_000;
const WRITERS = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let cluster: PrivatePostgres;
let runtime: Runtime;
let app: App;
let base: string;
let token: string;
let categoryId: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-fault-db-'));

beforeAll(async () => {
  cluster = await startPrivatePostgres();
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: cluster.url,
    JWT_SECRET: 'fault-secret-fault-secret-fault-secret-01',
    LOG_LEVEL: 'silent',
    PG_CONNECT_TIMEOUT_MS: '1000',
    // Small, so a connection lost for good in an outage shows up as refusals after it.
    PG_POOL_MAX: '6',
  });
  runtime = await openRuntime(config);
  const { db } = runtime.database;
  await seedReferenceData(db);
  const admin = { email: 'fault-admin@example.test', password: TEST_PASSWORD };
  await createUser(db, { ...admin, role: 'admin' });
  const [automotive] = await db.select({ id: categories.id }).from(categories).where(eq(categories.classifiedType, 'automotive'));
  categoryId = automotive!.id;
  app = await buildApp({ config, database: runtime.database, webRoot: path.join(dataDir, 'no-web') });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  token = ((await login.json()) as { token: string }).token;
}, 120_000);

let runtimeClosed = false;

afterAll(async () => {
  try {
    await app?.close();
    // Bounded: a pool that leaked a client never finishes closing, and the cluster must still go.
    if (!runtimeClosed) await Promise.race([runtime?.close().catch(() => undefined), sleep(5_000)]);
  } finally {
    await cluster?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

async function call(kind: Call['kind'], url: string, init: RequestInit = {}): Promise<Call> {
  const startedAt = Date.now();
  const response = await fetch(`${base}${url}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    // Longer than any acceptable answer, so a hang shows as a slow call, not a stuck test.
    signal: AbortSignal.timeout(15_000),
  });
  const body: unknown = await response.json();
  const id = response.ok && kind === 'write' ? (body as { _id: string })._id : undefined;
  return { kind, startedAt, endedAt: Date.now(), status: response.status, retryAfter: response.headers.get('retry-after'), body, id };
}

/** Writers add values, a reader lists them, a probe asks /readyz, each in its own loop until stopped. */
function startTraffic(label: string) {
  const calls: Call[] = [];
  let stopped = false;
  let n = 0;
  const loop = async (next: () => Promise<Call>) => {
    while (!stopped) {
      calls.push(await next());
      await sleep(20);
    }
  };
  const write = () =>
    call('write', '/api/category/add-values-for-sub-categories', {
      method: 'POST',
      body: JSON.stringify({ value_en: `${label} model ${(n += 1)}`, value_ar: `طراز ${n}`, category_id: categoryId }),
    });
  const read = () => call('read', `/api/category/get-value-of-sub-categories?category_id=${categoryId}&itemsPerPage=20`);
  const ready = () => call('ready', '/readyz');
  const loops = [...Array.from({ length: WRITERS }, () => loop(write)), loop(read), loop(ready)];
  return {
    calls,
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return calls;
    },
  };
}

/** Waits until `count` writes started after `since` have succeeded. */
async function waitForWrites(calls: Call[], since: number, count: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (calls.filter((c) => c.kind === 'write' && c.startedAt >= since && c.status === 201).length < count) {
    if (Date.now() > deadline) throw new Error(`the API did not recover within ${timeoutMs} ms:\n${cluster.log().slice(-1500)}`);
    await sleep(50);
  }
}

function describeCalls(calls: Call[]) {
  return calls.map((c) => `${c.kind} ${c.status} ${c.endedAt - c.startedAt}ms ${JSON.stringify(c.body).slice(0, 120)}`).join('\n');
}

async function assertAcknowledgedWritesKept(calls: Call[]) {
  const acknowledged = calls.filter((c) => c.kind === 'write' && c.status === 201).map((c) => c.id!);
  // A separate connection reads what the server kept, not what the app's pool remembers.
  const reader = await openDatabase({ kind: 'postgres', url: cluster.url, poolMax: 1 });
  try {
    const kept = await reader.db
      .select({ id: dropdownValues.id })
      .from(dropdownValues)
      .where(and(eq(dropdownValues.categoryId, categoryId), inArray(dropdownValues.id, acknowledged)));
    expect(new Set(kept.map((k) => k.id))).toEqual(new Set(acknowledged));
  } finally {
    await reader.close();
  }
  return acknowledged.length;
}

// Real PostgreSQL restarts on a shared 2-core machine: generous.
describe('PostgreSQL restarted under load', { timeout: 120_000 }, () => {
  it.each([
    ['a fast shutdown (sessions ended by the server)', 'fast'],
    ['a crash (recovery replays the WAL)', 'immediate'],
  ] as const)('fails fast with 503 and Retry-After during %s, then recovers without losing an acknowledged write', async (_name, mode) => {
    const traffic = startTraffic(mode);
    await waitForWrites(traffic.calls, 0, 10, 20_000);

    const stopping = Date.now();
    await cluster.stop(mode);
    const down = Date.now();
    await sleep(2_000);
    const starting = Date.now();
    await cluster.start();
    const up = Date.now();
    await waitForWrites(traffic.calls, up, 10, 20_000);
    await sleep(Math.max(0, up + 1_500 - Date.now()));
    const calls = await traffic.stop();

    // Never a 500, never a hang: 2xx, or 503 that says when to come back.
    const unexpected = calls.filter((c) => ![200, 201, 503].includes(c.status) || c.endedAt - c.startedAt > MAX_CALL_MS);
    expect(unexpected, describeCalls(unexpected)).toEqual([]);
    for (const refused of calls.filter((c) => c.status === 503)) {
      expect(refused.retryAfter).toMatch(/^\d+$/);
      expect(refused.body).toEqual({ error: messages.generic.unavailable });
    }

    // While the server was down every kind of call was refused, and refused quickly.
    const duringOutage = calls.filter((c) => c.startedAt >= down && c.endedAt <= starting);
    for (const kind of ['write', 'read', 'ready'] as const) {
      const ofKind = duringOutage.filter((c) => c.kind === kind);
      expect(ofKind.length, `${kind} calls during the outage`).toBeGreaterThan(0);
      expect(ofKind.every((c) => c.status === 503)).toBe(true);
    }

    // Back up: the same app serves again (its pool reconnected by itself), readiness included.
    const afterRecovery = calls.filter((c) => c.startedAt >= up + 500);
    const failedAfter = afterRecovery.filter((c) => c.status >= 300);
    expect(failedAfter, describeCalls(failedAfter)).toEqual([]);
    expect(afterRecovery.some((c) => c.kind === 'ready' && c.status === 200)).toBe(true);

    // Every write that was answered 2xx, before or after the outage, is in the database.
    const before = calls.filter((c) => c.kind === 'write' && c.status === 201 && c.endedAt <= stopping).length;
    expect(before).toBeGreaterThanOrEqual(10);
    expect(await assertAcknowledgedWritesKept(calls)).toBeGreaterThanOrEqual(before + 10);
  });

  it('survives losing the connection in the middle of a transaction, between two statements', async () => {
    // One connection: if the broken one were not handed back, nothing could run after it.
    const database = await openDatabase({ kind: 'postgres', url: cluster.url, poolMax: 1 });
    const killer = await openDatabase({ kind: 'postgres', url: cluster.url, poolMax: 1 });
    try {
      const failure = await database.db
        .transaction(async (tx) => {
          const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
          await killer.db.execute(sql`select pg_terminate_backend(${rows[0]!.pid})`);
          // The server's goodbye arrives while no statement is running: pg reports it as an
          // 'error' event on the checked-out client, which crashed the process before.
          await sleep(300);
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      const { rows } = (await database.db.execute(sql`select 1 as ok`)) as unknown as { rows: { ok: number }[] };
      expect(rows).toEqual([{ ok: 1 }]);
    } finally {
      await killer.close();
      await database.close();
    }
  });

  it('hands every connection back after the outages: the pool closes at once', async () => {
    await app.close();
    const closed = runtime.close().then(() => 'closed' as const);
    const timedOut = sleep(10_000).then(() => 'still waiting for checked-out connections' as const);
    expect(await Promise.race([closed, timedOut])).toBe('closed');
    runtimeClosed = true;
  });
});
