// Loads the built product over loopback with autocannon and prints latency figures.
// Self-contained: starts `apps/server/dist/server.js` on a fresh DATA_DIR with demo data,
// so runs are comparable. Usage: npm run build && npm run bench [-- --duration 10 --connections 32]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    port: { type: 'string', default: '8099' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const base = `http://127.0.0.1:${values.port}`;
const email = 'bench-admin@souq.test';
const password = 'bench password 123';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-bench-'));
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  env: {
    // The shell's DATABASE_URL never leaks in: BENCH_DATABASE_URL chooses PostgreSQL explicitly.
    ...Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'DATABASE_URL')),
    DATA_DIR: dataDir,
    PORT: values.port,
    HOST: '127.0.0.1',
    ADMIN_EMAIL: email,
    ADMIN_PASSWORD: password,
    LOGIN_RATE_MAX: '1000000',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

// autocannon has no `path` option: the path belongs in the url (without it every request hits `/`).
function run(title, { path: requestPath = '/', ...options }) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${requestPath}`, duration, connections, ...options }, (error, result) => {
      if (error) reject(error);
      else resolve({ title, result });
    });
  });
}

const rows = [];
try {
  await waitForHealth();
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { token } = await login.json();
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const scenarios = [
    ['POST /api/login', { method: 'POST', path: '/api/login', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }), connections: Math.min(connections, 4) }],
    ['GET get-categories', { path: '/api/category/get-categories', headers: auth }],
    ['GET get-categories?textSearch', { path: '/api/category/get-categories?textSearch=sa', headers: auth }],
    ['GET get-sub-catgeory-by-admin', { path: '/api/category/get-sub-catgeory-by-admin?preference=1', headers: auth }],
    ['GET get-users page 1', { path: '/api/get-users?page=1', headers: auth }],
    ['GET get-users?textSearch', { path: '/api/get-users?page=1&textSearch=al', headers: auth }],
    ['GET get-all-posts page 1', { path: '/api/post/get-all-posts?page=1', headers: auth }],
    ['GET get-classifieds-by-admin page 1', { path: '/api/classifieds/get-classifieds-by-admin?page=1&country_id=KW', headers: auth }],
    ['GET get-classifieds-by-admin?textSearch', { path: '/api/classifieds/get-classifieds-by-admin?page=1&country_id=KW&textSearch=car', headers: auth }],
    ['POST totalcounts ALLTIME', { method: 'POST', path: '/api/admin/totalcounts', headers: auth, body: JSON.stringify({ dateType: 'ALLTIME' }) }],
    ['POST totalcounts MONTH', { method: 'POST', path: '/api/admin/totalcounts', headers: auth, body: JSON.stringify({ dateType: 'MONTH' }) }],
    ['GET /healthz (floor)', { path: '/healthz' }],
  ];
  for (const [title, options] of scenarios) rows.push(await run(title, options));
} finally {
  server.kill('SIGTERM');
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(`\nSouq bench, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (${cpu}), Node ${process.version}, ` +
  `${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, demo data, ${duration}s per route\n`);
// autocannon's histogram has no p95: p90 and p97.5 bracket it.
console.log('| route | connections | req/s | p50 ms | p90 ms | p97.5 ms | p99 ms | non-2xx | errors |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const { title, result } of rows) {
  const l = result.latency;
  console.log(
    `| ${title} | ${result.connections} | ${Math.round(result.requests.average)} | ${l.p50} | ${l.p90} | ${l.p97_5} | ${l.p99} | ${result.non2xx} | ${result.errors} |`,
  );
}
fs.rmSync(dataDir, { recursive: true, force: true });
