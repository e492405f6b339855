// Loads the built product over loopback with autocannon, case by case: every read the console
// makes and its main writes, each read also against the bare baseline (the same service call in
// a plain Fastify route) to show the API's own overhead. Writes docs/performance.md's block for
// the database kind and bench-results/*.json.
//
//   npm run build && npm run bench                          embedded database, demo data x20
//   BENCH_QUICK=1 npm run bench -- --scale 1                a 2 s per case smoke on the demo size
//   DATABASE_URL=postgres://... npm run bench               an existing PostgreSQL, as it is
// Options: --duration S (10), --connections N (32), --scale K (20, embedded only), --port P (8099,
// the bare server takes P+1), --only REGEX (case ids), --no-doc (leave the document alone).
import { parseArgs } from 'node:util';
import { readCases, writeCases } from './lib/bench-cases.mjs';
import { itemCount, measure, probe } from './lib/bench-load.mjs';
import { judge, machine, markdownBlock, writeDoc, writeJson } from './lib/bench-report.mjs';
import { adminToken, BENCH_ADMIN, prepareTarget, startApi, startBare } from './lib/bench-server.mjs';

const quick = ['1', 'true', 'yes'].includes(process.env.BENCH_QUICK ?? '');
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? (quick ? '2' : '10') },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '32' },
    scale: { type: 'string', default: process.env.BENCH_SCALE ?? '20' },
    port: { type: 'string', default: '8099' },
    only: { type: 'string' },
    'no-doc': { type: 'boolean', default: false },
  },
});
const settings = {
  quick,
  duration: Number(values.duration),
  connections: Number(values.connections),
  scale: Number(values.scale),
};
for (const [name, value] of Object.entries(settings)) {
  if (name !== 'quick' && !(value > 0)) throw new Error(`--${name} must be a positive number`);
}
const apiPort = Number(values.port);
const only = values.only ? new RegExp(values.only) : undefined;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const WARM_UP_SECONDS = 1;
const log = (line) => process.stdout.write(`${line}\n`);
const startedAt = new Date().toISOString();

const target = await prepareTarget({ databaseUrl, scale: settings.scale, log });
const selected = (cases) => cases.filter((c) => !only || only.test(c.id));

/** Probes a case (it must answer 2xx), then loads it; a failing probe records the failure instead. */
async function loadCase(url, request, connections) {
  const headers = { 'content-type': 'application/json', ...request.headers };
  const body = request.requests ? request.requests[0].setupRequest({}).body : request.body;
  const first = await probe(url, { method: request.method, headers, body });
  if (!first.ok) return { failed: `${first.status} ${first.text.slice(0, 160)}` };
  const load = (duration) => measure({
    url,
    connections,
    duration,
    method: request.method,
    headers,
    body: request.body,
    requests: request.requests?.map((r) => ({ ...r, headers })),
  });
  // A second of load first, not counted: the JIT and the database's caches settle.
  if (!settings.quick) await load(WARM_UP_SECONDS);
  return { ...(await load(settings.duration)), items: itemCount(first.json) };
}

/** Phase 1, the bare server: it finds the ids and words to use, then runs the reads bare. */
async function benchBare() {
  const bare = await startBare(target, apiPort + 1);
  try {
    const fixtures = await (await fetch(`${bare.base}/bench/fixtures`)).json();
    log(`data: ${JSON.stringify(fixtures.counts)} on ${fixtures.database.kind} ${fixtures.database.version}`);
    const results = new Map();
    for (const c of selected(readCases(fixtures, BENCH_ADMIN)).filter((c) => c.bare)) {
      const result = await loadCase(`${bare.base}${c.bare}`, { method: 'GET' }, c.connections ?? settings.connections);
      results.set(c.id, result);
      log(`bare ${c.title}: ${result.failed ?? `${result.rps} req/s, p95 ${result.p95} ms`}`);
    }
    return { fixtures, bareResults: results };
  } finally {
    // PGlite is one process's: the API cannot open the data while the bare server holds it.
    await bare.stop();
  }
}

function compare(c, result, bareResult) {
  const row = { id: c.id, title: c.title, kind: c.kind };
  if (result.failed) row.failed = `API ${result.failed}`;
  else if (bareResult?.failed) row.failed = `bare ${bareResult.failed}`;
  else {
    row.api = result;
    if (bareResult) {
      row.bare = bareResult;
      row.ratio = Math.round((result.rps / bareResult.rps) * 100) / 100;
      // Both sides must do the same work, or the ratio means nothing.
      if (bareResult.items !== result.items) row.warning = `API answered ${result.items} items, bare ${bareResult.items}`;
    }
  }
  row.verdict = row.failed ? {} : judge(target.kind, row);
  return row;
}

/** Phase 2, the API: the same reads with auth, validation and serialization, then the writes. */
async function benchApi(fixtures, bareResults) {
  const api = await startApi(target, apiPort);
  const rows = [];
  try {
    const token = await adminToken(api.base, target);
    const cases = [...selected(readCases(fixtures, BENCH_ADMIN)), ...selected(writeCases(fixtures))];
    for (const c of cases) {
      const headers = c.api.anonymous ? {} : { authorization: `Bearer ${token}` };
      const result = await loadCase(`${api.base}${c.api.path}`, { ...c.api, headers }, c.connections ?? settings.connections);
      const row = compare(c, result, bareResults.get(c.id));
      rows.push(row);
      const figures = row.failed ?? `${result.rps} req/s, p95 ${result.p95} ms${row.ratio === undefined ? '' : `, API/bare ${row.ratio}`}`;
      log(`api  ${c.title}: ${figures}${row.warning ? ` (${row.warning})` : ''}`);
    }
    return rows;
  } finally {
    await api.stop();
  }
}

/** Phase 3: the writes' rows go and the toggled statuses return, whatever happened before. */
async function putDataBack(fixtures, since) {
  const bare = await startBare(target, apiPort + 1);
  try {
    const response = await fetch(`${bare.base}/bench/cleanup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ adminEmail: BENCH_ADMIN.email, since: since.toISOString(), statuses: fixtures.statusUsers }),
    });
    const removed = await response.json();
    if (!response.ok) throw new Error(`clean-up failed: ${JSON.stringify(removed)}`);
    log(`clean-up: ${JSON.stringify(removed)}`);
    return removed;
  } finally {
    await bare.stop();
  }
}

let fixtures;
let rows;
let cleanup;
try {
  const bare = await benchBare();
  fixtures = bare.fixtures;
  const since = new Date();
  try {
    rows = await benchApi(fixtures, bare.bareResults);
  } finally {
    cleanup = await putDataBack(fixtures, since);
  }
} finally {
  target.dispose();
}

const run = {
  startedAt,
  date: startedAt.slice(0, 10),
  target: target.kind,
  settings,
  machine: machine(),
  fixtures,
  rows,
  cleanup,
};
const block = markdownBlock(run);
log(`\n${block}\n`);
log(`results: ${writeJson('bench-results', run)}`);
if (!values['no-doc']) {
  writeDoc('docs/performance.md', run);
  log('docs/performance.md updated');
}
