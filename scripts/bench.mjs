// Loads the built product over loopback with autocannon and prints latency figures.
// Self-contained: starts `apps/server/dist/server.js` on a fresh DATA_DIR with demo data,
// so runs are comparable. Usage: npm run build && npm run bench [-- --duration 10 --connections 32]
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { BENCH_ADMIN, startBenchServer } from './lib/bench-server.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    port: { type: 'string', default: '8099' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const { base, token, stop, database } = await startBenchServer(Number(values.port));
const { email, password } = BENCH_ADMIN;

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
  stop();
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(`\nSouq bench, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (${cpu}), Node ${process.version}, ` +
  `${database}, demo data, ${duration}s per route\n`);
// autocannon's histogram has no p95: p90 and p97.5 bracket it.
console.log('| route | connections | req/s | p50 ms | p90 ms | p97.5 ms | p99 ms | non-2xx | errors |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const { title, result } of rows) {
  const l = result.latency;
  console.log(
    `| ${title} | ${result.connections} | ${Math.round(result.requests.average)} | ${l.p50} | ${l.p90} | ${l.p97_5} | ${l.p99} | ${result.non2xx} | ${result.errors} |`,
  );
}
