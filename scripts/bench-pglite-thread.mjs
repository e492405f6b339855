// does the embedded database on a worker thread of its own (PGLITE_THREAD=on) keep the
// console's list reads within p95 50 ms at 32 connections on the demo data x20? Seeds one fresh
// DATA_DIR through the CLI, copies it, and starts the built product on each copy (the bench's
// process: bare-server.js with the product's app on BENCH_API_PORT), one with PGLITE_THREAD=off
// and one with on. Each case alternates between the two in short rounds (off, on, on, off, ...),
// so drift of the shared machine falls on both sides. Builds nothing: run `npm run build` first.
//
//   npm run build && node scripts/bench-pglite-thread.mjs
//   node scripts/bench-pglite-thread.mjs --duration 2 --rounds 2        a smoke run
// Options: --duration S (12, per case and side, split into the rounds), --rounds N (4),
// --connections N (32), --scale K (20), --port P (8099: off on P, on on P+2, each side's bare
// routes on the next port), --budget MS (50, the p95 each side is judged by), --json FILE.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readCases } from './lib/bench-cases.mjs';
import { itemCount, measure, probe } from './lib/bench-load.mjs';
import { adminToken, BENCH_ADMIN, prepareTarget, startPair } from './lib/bench-server.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '12' },
    rounds: { type: 'string', default: '4' },
    connections: { type: 'string', default: '32' },
    scale: { type: 'string', default: '20' },
    port: { type: 'string', default: '8099' },
    budget: { type: 'string', default: '50' },
    json: { type: 'string' },
  },
});
const settings = Object.fromEntries(['duration', 'rounds', 'connections', 'scale', 'port', 'budget'].map((name) => [name, Number(values[name])]));
for (const [name, value] of Object.entries(settings)) {
  if (!(value > 0)) throw new Error(`--${name} must be a positive number`);
}
/** The console's list reads the budget is about (bench-cases.mjs ids). */
const CASE_IDS = ['users-page-1', 'posts-page-1', 'posts-search', 'stories-page-1', 'classifieds-page-1', 'tickets', 'categories'];
const WARM_UP_SECONDS = 1;
const log = (line) => process.stdout.write(`${line}\n`);

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)];
const spread = (list) => `${Math.min(...list)}–${Math.max(...list)}`;

/**
 * One side's rounds as one result: req/s over all rounds, the median round's p95, both spreads,
 * and whether the budget is met (an error fails it).
 */
function combine(runs) {
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const p95s = runs.map((run) => run.p95 ?? Infinity);
  const errors = runs.reduce((sum, run) => sum + run.errors, 0);
  return {
    rps: Math.round(runs.reduce((sum, run) => sum + run.ok, 0) / seconds),
    p95: median(p95s),
    rpsRounds: spread(runs.map((run) => run.rps)),
    p95Rounds: spread(p95s),
    errors,
    met: errors === 0 && median(p95s) <= settings.budget,
  };
}

/** A side: its process, token and cases by id. */
async function startSide(name, target, port) {
  const pair = await startPair(target, port, { PGLITE_THREAD: name });
  try {
    const fixtures = await (await fetch(`${pair.bare}/bench/fixtures`)).json();
    const token = await adminToken(pair.api, target);
    const cases = new Map(readCases(fixtures, BENCH_ADMIN).map((c) => [c.id, c]));
    log(`${name}: ${JSON.stringify(fixtures.counts)} on ${fixtures.database.kind} ${fixtures.database.version}`);
    return { name, pair, token, cases };
  } catch (error) {
    await pair.stop();
    throw error;
  }
}

/** Both sides of one case, alternated; undefined (with a line saying why) when a probe fails. */
async function benchCase(id, sides) {
  const loads = [];
  for (const side of sides) {
    const c = side.cases.get(id);
    if (!c) return log(`${id}: no such case on ${side.name} (the data has none)`);
    const url = `${side.pair.api}${c.api.path}`;
    const headers = { authorization: `Bearer ${side.token}` };
    const first = await probe(url, { headers });
    if (!first.ok) return log(`${c.title}: ${side.name} answered ${first.status} ${first.text.slice(0, 160)}`);
    loads.push({
      side,
      title: c.title,
      items: itemCount(first.json),
      load: (duration) => measure({ url, headers, connections: settings.connections, duration }),
      runs: [],
    });
  }
  if (loads[0].items !== loads[1].items) log(`${id}: warning: off answered ${loads[0].items} items, on ${loads[1].items}`);
  for (const load of loads) await load.load(WARM_UP_SECONDS);
  const slice = Math.max(1, settings.duration / settings.rounds);
  for (let round = 0; round < settings.rounds; round += 1) {
    for (const load of round % 2 === 0 ? loads : [...loads].reverse()) load.runs.push(await load.load(slice));
  }
  const [off, on] = loads.map((load) => combine(load.runs));
  const row = { id, title: loads[0].title, items: loads[0].items, off, on, onOverOff: Math.round((on.rps / off.rps) * 100) / 100 };
  const figures = (name, side) =>
    `${name} ${side.rps} req/s (${side.rpsRounds}), p95 ${side.p95} ms (${side.p95Rounds})${side.errors ? `, ${side.errors} errors` : ''}`;
  const verdict = (side) => (side.met ? 'met' : 'NOT met');
  log(
    `${row.title}: ${figures('off', off)}; ${figures('on', on)}; on/off req/s ${row.onOverOff}; p95 ≤ ${settings.budget} ms: off ${verdict(off)}, on ${verdict(on)}`,
  );
  return row;
}

const startedAt = new Date().toISOString();
const offTarget = await prepareTarget({ databaseUrl: undefined, scale: settings.scale, log });
// A copy of the seeded folder: both sides read exactly the same rows.
const onDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-bench-'));
const onTarget = { ...offTarget, dataDir: onDir, dispose: () => fs.rmSync(onDir, { recursive: true, force: true }) };
const sides = [];
const rows = [];
try {
  fs.cpSync(offTarget.dataDir, onDir, { recursive: true });
  sides.push(await startSide('off', offTarget, settings.port));
  sides.push(await startSide('on', onTarget, settings.port + 2));
  log(`${settings.connections} connections, ${settings.rounds} rounds of ${Math.max(1, settings.duration / settings.rounds)} s per side and case`);
  for (const id of CASE_IDS) {
    const row = await benchCase(id, sides);
    if (row) rows.push(row);
  }
} finally {
  await Promise.all(sides.map((side) => side.pair.stop()));
  offTarget.dispose();
  onTarget.dispose();
}

for (const name of ['off', 'on']) {
  const met = rows.filter((row) => row[name].met).length;
  log(`PGLITE_THREAD=${name}: ${met} of ${rows.length} cases within p95 ≤ ${settings.budget} ms`);
}
if (values.json) {
  fs.writeFileSync(values.json, `${JSON.stringify({ startedAt, settings, cores: os.cpus().length, node: process.version, rows }, null, 2)}\n`);
  log(`results: ${values.json}`);
}
