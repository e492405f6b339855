// Fault: the server is asked to stop (SIGTERM) while staff write. It finishes the writes it has
// begun, answers everything that arrives meanwhile with 503 and Retry-After (never a reset while
// it still accepts connections), closes the database and exits 0: on the embedded database in
// this process and on its own thread (PGLITE_THREAD=on), and on PostgreSQL.
import http from 'node:http';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import { dropdownValues } from '../../src/db/schema/categories';
import { createFaultDatabase, killLeftovers, seedWithAutomotiveCategory, startSouq, type FaultDatabase, type SouqProcess } from './processes';
import { freePort } from './private-postgres';

const admin = { email: 'drain-admin@example.test', password: 'correct horse battery staple' };
const WRITERS = 4;
/** Writes acknowledged before the signal: enough that some are always running when it comes. */
const WRITES_BEFORE_SIGNAL = 30;
const PROBES = 6;
/** Long beside the probes' few requests, so they all land while the listener still accepts. */
const GRACE_MS = 2_000;

interface Answer {
  status: number;
  retryAfter: string | undefined;
  connection: string | undefined;
  body: unknown;
}
type Outcome = Answer | { error: string };

let database: FaultDatabase;
let categoryId: string;
const servers: SouqProcess[] = [];

beforeAll(async () => {
  database = await createFaultDatabase('drain');
  categoryId = await seedWithAutomotiveCategory(database);
});

afterAll(async () => {
  await killLeftovers(servers);
  await database?.remove();
});

/** One HTTP call; `agent: false` opens a connection of its own, as a new visitor would. */
function call(port: number, method: string, path: string, options: { token?: string; body?: unknown; agent?: http.Agent | false }): Promise<Outcome> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: options.agent ?? false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        timeout: 30_000,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'],
            connection: response.headers.connection,
            body: text ? (JSON.parse(text) as unknown) : undefined,
          }),
        );
        response.on('error', (error) => resolve({ error: String(error) }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer within 30 s')));
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: `${error.code ?? ''} ${error.message}` }));
    request.end(payload);
  });
}

const write = (port: number, token: string, label: string, agent?: http.Agent) =>
  call(port, 'POST', '/api/category/add-values-for-sub-categories', {
    token,
    agent,
    body: { value_en: label, value_ar: `طراز ${label}`, category_id: categoryId },
  });

const drainAnswer = { status: 503, retryAfter: '5', connection: 'close', body: { error: messages.generic.unavailable } };

describe.each([
  { mode: 'database on the API thread', thread: 'off' },
  { mode: 'PGLITE_THREAD=on', thread: 'on' },
])('SIGTERM during writes ($mode)', { timeout: 120_000 }, ({ thread }) => {
  it('finishes the running writes, answers 503 with Retry-After meanwhile, keeps every acknowledged write and exits 0', async () => {
    const port = await freePort();
    const server = startSouq('server', [], {
      ...database.env,
      PORT: String(port),
      PGLITE_THREAD: thread,
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      JWT_SECRET: 'fault-secret-fault-secret-fault-secret-03',
      SEED_DEMO: 'false',
    });
    servers.push(server);
    await server.waitFor(/Souq is serving/, 90_000);
    const login = await call(port, 'POST', '/api/login', { body: admin });
    const { token } = (login as Answer).body as { token: string };

    // A client that holds its connection open between requests, as browsers and proxies do.
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect(await call(port, 'GET', '/healthz', { agent: keepAlive })).toMatchObject({ status: 200 });

    // Writers on keep-alive connections, until the signal is sent: what they have begun then finishes.
    const writerAgent = new http.Agent({ keepAlive: true, maxSockets: WRITERS });
    let signalled = false;
    let acknowledged = 0;
    const writes: { label: string; outcome: Outcome }[] = [];
    const writer = async (k: number) => {
      for (let i = 0; !signalled; i += 1) {
        const label = `drain ${thread} writer ${k} ${i}`;
        const outcome = await write(port, token, label, writerAgent);
        writes.push({ label, outcome });
        if ('status' in outcome && outcome.status === 201) acknowledged += 1;
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, k) => writer(k));
    while (acknowledged < WRITES_BEFORE_SIGNAL) {
      if (writes.some(({ outcome }) => 'error' in outcome || outcome.status !== 201)) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    server.child.kill('SIGTERM');
    signalled = true;
    await server.waitFor(/shutting down: draining requests/, 10_000);

    // Arriving during the drain: new connections, and the keep-alive one opened before.
    const probes: { what: string; outcome: Outcome }[] = [];
    for (let i = 0; i < PROBES; i += 1) {
      probes.push({ what: 'write', outcome: await write(port, token, `drain ${thread} probe ${i}`) });
      probes.push({ what: 'readyz', outcome: await call(port, 'GET', '/readyz', {}) });
    }
    probes.push({ what: 'keep-alive write', outcome: await write(port, token, `drain ${thread} keep-alive`, keepAlive) });
    const health = await call(port, 'GET', '/healthz', {});
    await Promise.all(writers);

    const exited = await server.exited;
    keepAlive.destroy();
    writerAgent.destroy();
    expect(exited, server.output().slice(-3000)).toEqual({ code: 0, signal: null });

    // Every request was answered: the writes begun before the signal with their 201, the rest
    // (a write that arrived just after it included) with the drain's 503.
    for (const { outcome } of writes) {
      expect(outcome).toSatisfy((o: Outcome) => 'status' in o && (o.status === 201 || o.status === 503));
      if ('status' in outcome && outcome.status === 503) expect(outcome).toEqual(drainAnswer);
    }
    for (const probe of probes) expect(probe).toEqual({ what: probe.what, outcome: drainAnswer });
    // The process is alive until it exits: liveness still says so.
    expect(health).toMatchObject({ status: 200 });

    // Acknowledged means kept; refused means not written.
    const kept = new Set(writes.filter(({ outcome }) => 'status' in outcome && outcome.status === 201).map((w) => w.label));
    const refused = [...writes.filter(({ outcome }) => 'status' in outcome && outcome.status === 503).map((w) => w.label)];
    refused.push(...Array.from({ length: PROBES }, (_, i) => `drain ${thread} probe ${i}`), `drain ${thread} keep-alive`);
    const runtime = await database.open();
    try {
      const rows = await runtime.database.db
        .select({ label: dropdownValues.valueEn })
        .from(dropdownValues)
        .where(inArray(dropdownValues.valueEn, [...kept, ...refused]));
      expect(new Set(rows.map((r) => r.label))).toEqual(kept);
    } finally {
      await runtime.close();
    }
    expect(kept.size).toBeGreaterThanOrEqual(WRITES_BEFORE_SIGNAL);
    expect(server.output()).toMatch(/shut down: database closed/);
  });
});
