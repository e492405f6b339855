// The processes a benchmark runs: the built API server, the bare baseline and the CLI, on an
// embedded database in a DATA_DIR of their own or on an existing PostgreSQL. The shell's
// DATABASE_URL never leaks into a child: the target says which database is used.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const BENCH_ADMIN = {
  email: process.env.BENCH_ADMIN_EMAIL ?? 'bench-admin@souq.test',
  password: process.env.BENCH_ADMIN_PASSWORD ?? 'bench password 123',
};

const DIST = 'apps/server/dist';
const READY_TIMEOUT_MS = 180_000;

function childEnv(target, extra) {
  return {
    ...Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'DATABASE_URL')),
    DATA_DIR: target.dataDir,
    LOG_LEVEL: 'warn',
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
    ...extra,
  };
}

/** Runs the built CLI to its end; rejects with its output when it fails. */
export function runCli(target, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`${DIST}/cli.js`, ...args], { env: childEnv(target, {}), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`cli ${args[0]} failed (${code}): ${output.trim()}`))));
  });
}

/**
 * Where the benchmark's data lives. Embedded: a fresh DATA_DIR seeded through the CLI with the demo
 * sizes times `scale` and the bench admin. PostgreSQL: the database as it is (no seeding), with a
 * scratch DATA_DIR for the server's own files.
 */
export async function prepareTarget({ databaseUrl, scale, log }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-bench-'));
  const target = { kind: databaseUrl ? 'postgres' : 'embedded', databaseUrl, dataDir, scale: databaseUrl ? undefined : scale };
  target.dispose = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) return target;
  try {
    const sizes = { users: 60, posts: 120, classifieds: 180, stories: 30 };
    const args = Object.entries(sizes).flatMap(([name, size]) => [`--${name}`, String(Math.round(size * scale))]);
    log(`seeding the embedded database (demo x${scale}) in ${dataDir}`);
    await runCli(target, ['user:add', '--email', BENCH_ADMIN.email, '--password', BENCH_ADMIN.password, '--role', 'admin', '--name', 'Bench admin']);
    log((await runCli(target, ['seed', ...args])).trim());
    return target;
  } catch (error) {
    target.dispose();
    throw error;
  }
}

async function waitUntilUp(url, child) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    if (Date.now() - started > READY_TIMEOUT_MS) throw new Error(`${url} did not answer`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** Starts a built entry point and answers once `readyPath` answers; stop() waits for the exit. */
async function startProcess({ script, target, port, readyPath, env, nodeArgs = [] }) {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: childEnv(target, { PORT: String(port), HOST: '127.0.0.1', ...env }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitUntilUp(`${base}${readyPath}`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop, pid: child.pid };
}

/** The product as operators run it, minus login throttling and the outbox worker. */
export function startApi(target, port) {
  return startProcess({
    script: `${DIST}/server.js`,
    target,
    port,
    readyPath: '/healthz',
    env: { SEED_DEMO: 'false', LOGIN_RATE_MAX: '1000000', OUTBOX_WORKER: 'false' },
  });
}

/**
 * The API and the bare baseline in one process on one database (bench/bare-server.ts with
 * BENCH_API_PORT): the API on `port`, the bare routes on `port + 1`. The API is the product's app
 * with the bench's settings (no login throttling, no outbox worker); `env` adds settings on top.
 */
export async function startPair(target, port, env = {}) {
  const bare = await startProcess({
    script: `${DIST}/bench/bare-server.js`,
    target,
    port: port + 1,
    readyPath: '/bare/categories',
    env: { BENCH_API_PORT: String(port), SEED_DEMO: 'false', LOGIN_RATE_MAX: '1000000', OUTBOX_WORKER: 'false', ...env },
  });
  const api = `http://127.0.0.1:${port}`;
  const health = await fetch(`${api}/healthz`).catch(() => undefined);
  if (!health?.ok) {
    await bare.stop();
    throw new Error(`${api}/healthz did not answer beside the bare server`);
  }
  return { api, bare: bare.base, stop: bare.stop };
}

export function startBare(target, port) {
  return startProcess({ script: `${DIST}/bench/bare-server.js`, target, port, readyPath: '/bare/categories' });
}

async function login(base) {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  return response.ok ? (await response.json()).token : undefined;
}

/**
 * A bearer token of the bench admin. On PostgreSQL the account is added when it is missing (an
 * admin does not count among the dashboard's users); a different password there is an error.
 */
export async function adminToken(base, target) {
  const token = await login(base);
  if (token) return token;
  if (target.kind !== 'postgres') throw new Error(`the bench admin ${BENCH_ADMIN.email} cannot log in`);
  await runCli(target, ['user:add', '--email', BENCH_ADMIN.email, '--password', BENCH_ADMIN.password, '--role', 'admin', '--name', 'Bench admin']);
  const retried = await login(base);
  if (!retried) throw new Error(`cannot log in as ${BENCH_ADMIN.email}: set BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD`);
  return retried;
}

/**
 * The single-server helper (scripts/bench-bulk.mjs, scripts/soak.mjs): the built server on a fresh
 * DATA_DIR with the default demo data; BENCH_DATABASE_URL chooses PostgreSQL. `nodeArgs` go before
 * the script (e.g. `--import` a probe), `env` on top of the bench settings.
 */
export async function startBenchServer(port, { nodeArgs = [], env = {} } = {}) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const target = {
    kind: databaseUrl ? 'postgres' : 'embedded',
    databaseUrl,
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'souq-bench-')),
  };
  const dispose = () => fs.rmSync(target.dataDir, { recursive: true, force: true });
  try {
    const server = await startProcess({
      script: `${DIST}/server.js`,
      target,
      port,
      readyPath: '/healthz',
      nodeArgs,
      env: { SEED_DEMO: 'true', LOGIN_RATE_MAX: '1000000', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, ...env },
    });
    const token = await adminToken(server.base, target).catch(async (error) => {
      await server.stop();
      throw error;
    });
    const stop = () => server.stop().finally(dispose);
    return { base: server.base, token, stop, pid: server.pid, database: databaseUrl ? 'PostgreSQL' : 'embedded PGlite' };
  } catch (error) {
    dispose();
    throw error;
  }
}
