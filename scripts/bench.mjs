// Loads the built product over loopback with autocannon, case by case: every read the console
// makes and its main writes, each read also against the bare baseline (the same service call in
// a plain Fastify route) to show the API's own overhead. The API and the bare routes run in one
// process on one database, and each read alternates between them in short rounds (API, bare,
// bare, API, ...), so drift of the shared machine falls on both; the ratio comes with the spread
// of its rounds. Writes docs/performance.md's block for the database kind and bench-results/*.json.
//
//   npm run build && npm run bench                          embedded database, demo data x20
//   BENCH_QUICK=1 npm run bench -- --scale 1                a 2 s per case smoke on the demo size
//   DATABASE_URL=postgres://... npm run bench               an existing PostgreSQL, as it is
// Options: --duration S (10, per case and side), --rounds N (4; 2 when quick), --connections N (32),
// --scale K (20, embedded only), --port P (8099, the bare routes take P+1), --only REGEX (case
// ids), --no-doc (leave the document alone).
import { parseArgs } from 'node:util';
import { memberCases, readCases, writeCases } from './lib/bench-cases.mjs';
import { itemCount, measure, probe } from './lib/bench-load.mjs';
import { judge, machine, markdownBlock, writeDoc, writeJson } from './lib/bench-report.mjs';
import { adminToken, BENCH_ADMIN, prepareTarget, startPair } from './lib/bench-server.mjs';

const quick = ['1', 'true', 'yes'].includes(process.env.BENCH_QUICK ?? '');
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? (quick ? '2' : '10') },
    rounds: { type: 'string', default: process.env.BENCH_ROUNDS ?? (quick ? '2' : '4') },
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
  rounds: Number(values.rounds),
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

/** A case's request for autocannon: its first body for the probe, the rest as given. */
function loader(url, request, connections) {
  const headers = { 'content-type': 'application/json', ...request.headers };
  const body = request.requests ? request.requests[0].setupRequest({}).body : request.body;
  return {
    probe: () => probe(url, { method: request.method, headers, body }),
    load: (duration) =>
      measure({
        url,
        connections,
        duration,
        method: request.method,
        headers,
        body: request.body,
        requests: request.requests?.map((r) => ({ ...r, headers })),
      }),
  };
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)];
};

/** Several rounds of one side as one result: requests over seconds, the median round's percentiles. */
function combine(runs, items) {
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  const ok = runs.reduce((sum, r) => sum + r.ok, 0);
  return {
    connections: runs[0].connections,
    seconds,
    ok,
    rps: Math.round(ok / seconds),
    p50: median(runs.map((r) => r.p50)),
    p95: median(runs.map((r) => r.p95)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    items,
  };
}

/** Probes a case (it must answer 2xx), then loads it; a failing probe records the failure instead. */
async function loadAlone(side) {
  const first = await side.probe();
  if (!first.ok) return { failed: `${first.status} ${first.text.slice(0, 160)}` };
  // A second of load first, not counted: the JIT and the database's caches settle.
  if (!settings.quick) await side.load(WARM_UP_SECONDS);
  return { ...(await side.load(settings.duration)), items: itemCount(first.json) };
}

/**
 * The API and the bare route of one read, alternated: `rounds` rounds of duration/rounds seconds
 * each, the order flipping every round. Answers both sides and each round's API/bare ratio.
 */
async function loadInterleaved(api, bare) {
  const [apiFirst, bareFirst] = await Promise.all([api.probe(), bare.probe()]);
  if (!apiFirst.ok) return { api: { failed: `${apiFirst.status} ${apiFirst.text.slice(0, 160)}` } };
  if (!bareFirst.ok) return { bare: { failed: `${bareFirst.status} ${bareFirst.text.slice(0, 160)}` } };
  if (!settings.quick) {
    await api.load(WARM_UP_SECONDS);
    await bare.load(WARM_UP_SECONDS);
  }
  const slice = Math.max(1, settings.duration / settings.rounds);
  const apiRuns = [];
  const bareRuns = [];
  for (let round = 0; round < settings.rounds; round += 1) {
    const order =
      round % 2 === 0
        ? [
            [api, apiRuns],
            [bare, bareRuns],
          ]
        : [
            [bare, bareRuns],
            [api, apiRuns],
          ];
    for (const [side, runs] of order) runs.push(await side.load(slice));
  }
  const roundRatios = apiRuns.map((run, i) => (bareRuns[i].rps > 0 ? run.rps / bareRuns[i].rps : null)).filter((r) => r !== null);
  return {
    api: combine(apiRuns, itemCount(apiFirst.json)),
    bare: combine(bareRuns, itemCount(bareFirst.json)),
    roundRatios,
  };
}

const two = (value) => Math.round(value * 100) / 100;

function compare(c, result, bareResult, roundRatios) {
  const row = { id: c.id, title: c.title, kind: c.kind };
  if (result?.failed) row.failed = `API ${result.failed}`;
  else if (bareResult?.failed) row.failed = `bare ${bareResult.failed}`;
  else {
    row.api = result;
    if (bareResult) {
      row.bare = bareResult;
      row.ratio = two(result.rps / bareResult.rps);
      if (roundRatios?.length) row.ratioSpread = [two(Math.min(...roundRatios)), two(Math.max(...roundRatios))];
      // Both sides must do the same work, or the ratio means nothing.
      if (bareResult.items !== result.items) row.warning = `API answered ${result.items} items, bare ${bareResult.items}`;
    }
  }
  row.verdict = row.failed ? {} : judge(target.kind, row);
  return row;
}

/** Every read (alternating with its bare twin where it has one), then the writes, API only. */
async function benchCases(pair, fixtures) {
  const token = await adminToken(pair.api, target);
  const memberTokens = new Map();
  /** The bearer token of the case's caller: the admin, or the member a members' read is about. */
  const tokenOf = async (c) => {
    if (!c.as) return token;
    if (!memberTokens.has(c.as.id)) {
      const response = await fetch(`${pair.bare}/bench/member-token?user_id=${c.as.id}`);
      if (!response.ok) throw new Error(`member token: ${response.status} ${await response.text()}`);
      memberTokens.set(c.as.id, (await response.json()).token);
    }
    return memberTokens.get(c.as.id);
  };
  const rows = [];
  for (const c of selected([...readCases(fixtures, BENCH_ADMIN), ...memberCases(fixtures.members)])) {
    const connections = c.connections ?? settings.connections;
    const headers = c.api.anonymous ? {} : { authorization: `Bearer ${await tokenOf(c)}` };
    const api = loader(`${pair.api}${c.api.path}`, { ...c.api, headers }, connections);
    const outcome = c.bare ? await loadInterleaved(api, loader(`${pair.bare}${c.bare}`, { method: 'GET' }, connections)) : { api: await loadAlone(api) };
    const row = compare(c, outcome.api, outcome.bare, outcome.roundRatios);
    rows.push(row);
    report(c, row);
  }
  for (const c of selected(writeCases(fixtures))) {
    const headers = c.api.anonymous ? {} : { authorization: `Bearer ${token}` };
    const api = loader(`${pair.api}${c.api.path}`, { ...c.api, headers }, c.connections ?? settings.connections);
    const row = compare(c, await loadAlone(api));
    rows.push(row);
    report(c, row);
  }
  return rows;
}

function report(c, row) {
  const spread = row.ratioSpread ? ` (rounds ${row.ratioSpread[0]}-${row.ratioSpread[1]})` : '';
  const figures = row.failed ?? `${row.api.rps} req/s, p95 ${row.api.p95} ms${row.bare ? `; bare ${row.bare.rps} req/s; API/bare ${row.ratio}${spread}` : ''}`;
  log(`${c.title}: ${figures}${row.warning ? ` (${row.warning})` : ''}`);
}

/** The writes' rows go and the toggled statuses return, whatever happened before. */
async function putDataBack(pair, fixtures, since) {
  const response = await fetch(`${pair.bare}/bench/cleanup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ adminEmail: BENCH_ADMIN.email, since: since.toISOString(), statuses: fixtures.statusUsers }),
  });
  const removed = await response.json();
  if (!response.ok) throw new Error(`clean-up failed: ${JSON.stringify(removed)}`);
  log(`clean-up: ${JSON.stringify(removed)}`);
  return removed;
}

let fixtures;
let rows;
let cleanup;
try {
  const pair = await startPair(target, apiPort);
  try {
    fixtures = await (await fetch(`${pair.bare}/bench/fixtures`)).json();
    log(`data: ${JSON.stringify(fixtures.counts)} on ${fixtures.database.kind} ${fixtures.database.version}`);
    const since = new Date();
    try {
      rows = await benchCases(pair, fixtures);
    } finally {
      cleanup = await putDataBack(pair, fixtures, since);
    }
  } finally {
    await pair.stop();
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
