// Soak: a steady stream of mixed reads and writes against the built product for SOAK_MINUTES
// (default 10) at SOAK_RATE requests a second (default 50), sent from this process over loopback.
// Requests leave on a fixed schedule whether or not earlier ones have answered (an open loop, as
// real clients behave), and latency counts from the scheduled moment, so a stall is not hidden.
// Every 10 s it samples the server's RSS (ps) and V8 heap (a probe preloaded into the server).
// Usage: npm run build && SOAK_MINUTES=10 npm run soak
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_ADMIN, startBenchServer } from './lib/bench-server.mjs';

const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const rate = Number(process.env.SOAK_RATE ?? 50);
const port = Number(process.env.SOAK_PORT ?? 8097);
const sampleSeconds = Number(process.env.SOAK_SAMPLE_SECONDS ?? 10);
// Beyond this many unanswered requests the server is not keeping up: stop adding to the pile.
const MAX_IN_FLIGHT = 500;
if (!(minutes > 0) || !(rate > 0)) throw new Error('SOAK_MINUTES and SOAK_RATE must be positive numbers');

const probe = fileURLToPath(new URL('./lib/memory-probe.mjs', import.meta.url));
const probeFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'souq-soak-')), 'memory.jsonl');
const server = await startBenchServer(port, {
  nodeArgs: ['--import', probe],
  env: { SOUQ_MEMORY_PROBE_FILE: probeFile, SOUQ_MEMORY_PROBE_MS: '2000' },
});
const { base } = server;
let token = server.token;

// ---- the mix: about 70 % reads, 30 % writes (weights are relative)
const contactForms = [];
const tickets = [];
let serial = 0;
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const json = (body) => ({ method: 'POST', body: JSON.stringify(body), json: true });
const operations = [
  [10, 'GET get-categories', () => ({ path: '/api/category/get-categories' })],
  [10, 'GET get-users', () => ({ path: `/api/get-users?page=${1 + Math.floor(Math.random() * 3)}` })],
  [5, 'GET get-users?textSearch', () => ({ path: '/api/get-users?page=1&textSearch=al' })],
  [10, 'GET get-all-posts', () => ({ path: '/api/post/get-all-posts?page=1' })],
  [10, 'GET get-classifieds-by-admin', () => ({ path: '/api/classifieds/get-classifieds-by-admin?page=1&country_id=KW' })],
  [5, 'POST totalcounts', () => ({ path: '/api/admin/totalcounts', ...json({ dateType: 'MONTH' }) })],
  [5, 'GET get-all-tickets', () => ({ path: '/api/support/get-all-tickets?page=1' })],
  [5, 'GET get-contact-forms', () => ({ path: '/api/support/get-contact-forms?page=1' })],
  [10, 'GET me', () => ({ path: '/api/me' })],
  [
    8,
    'POST add-contact-form',
    () => ({
      path: '/api/support/add-contact-form',
      ...json({ message: `soak message ${++serial}: مرحبا "quoted" \\ line\nbreak` }),
      keep: (body) => contactForms.push(body._id),
    }),
  ],
  [
    5,
    'POST update-contact-form',
    () =>
      contactForms.length === 0
        ? { path: '/api/me' }
        : {
            path: '/api/support/update-contact-form',
            ...json({ contactform_id: pick(contactForms), action: pick(['pending', 'completed']) }),
          },
  ],
  [
    5,
    'POST create-ticket',
    () => ({
      path: '/api/support/create-ticket',
      ...json({ title: `soak ticket ${++serial}`, description: 'steady load' }),
      keep: (body) => tickets.push(body._id),
    }),
  ],
  [
    5,
    'POST add-ticket-message',
    () =>
      tickets.length === 0
        ? { path: '/api/me' }
        : { path: '/api/support/add-ticket-message', ...json({ ticket_id: pick(tickets), message: `follow-up ${++serial}` }) },
  ],
  [2, 'POST login', () => ({ path: '/api/login', ...json(BENCH_ADMIN), anonymous: true, keep: (body) => (token = body.token) })],
];
const totalWeight = operations.reduce((sum, [weight]) => sum + weight, 0);
function nextOperation() {
  let roll = Math.random() * totalWeight;
  for (const operation of operations) {
    roll -= operation[0];
    if (roll < 0) return operation;
  }
  return operations[0];
}

// ---- bookkeeping
const latencies = [];
const latenciesByOperation = new Map();
const byStatus = new Map();
const byOperation = new Map();
let sent = 0;
let inFlight = 0;
let shed = 0;
const count = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);

async function fire(scheduledAt) {
  const [, name, build] = nextOperation();
  const { path: requestPath, method = 'GET', body, json: isJson, anonymous, keep } = build();
  const headers = {};
  if (!anonymous) headers.authorization = `Bearer ${token}`;
  if (isJson) headers['content-type'] = 'application/json';
  inFlight += 1;
  try {
    const response = await fetch(`${base}${requestPath}`, { method, headers, body });
    const text = await response.text();
    count(byStatus, String(response.status));
    if (response.ok && keep) keep(JSON.parse(text));
    if (!response.ok) count(byOperation, `${name} -> ${response.status}`);
  } catch (error) {
    count(byStatus, `network ${error.cause?.code ?? error.name}`);
    count(byOperation, `${name} -> ${error.cause?.code ?? error.name}`);
  } finally {
    inFlight -= 1;
    const latency = performance.now() - scheduledAt;
    latencies.push(latency);
    if (!latenciesByOperation.has(name)) latenciesByOperation.set(name, []);
    latenciesByOperation.get(name).push(latency);
  }
}

// ---- memory
const memory = [];
function sampleMemory(elapsedSeconds) {
  let rssKb = NaN;
  try {
    rssKb = Number(execFileSync('ps', ['-o', 'rss=', '-p', String(server.pid)], { encoding: 'utf8' }).trim());
  } catch {
    // the server is gone; the summary will say so through its errors
  }
  const lines = fs.existsSync(probeFile) ? fs.readFileSync(probeFile, 'utf8').trim().split('\n') : [];
  const heap = lines.length > 0 ? JSON.parse(lines[lines.length - 1]) : {};
  const row = { t: elapsedSeconds, rssMb: rssKb / 1024, heapUsedMb: heap.heapUsed / 2 ** 20, externalMb: heap.external / 2 ** 20 };
  memory.push(row);
  console.log(
    `  ${String(Math.round(elapsedSeconds)).padStart(5)} s  sent ${String(sent).padStart(7)}  in flight ${String(inFlight).padStart(3)}  ` +
      `rss ${row.rssMb.toFixed(1)} MB  heap ${row.heapUsedMb.toFixed(1)} MB  external ${row.externalMb.toFixed(1)} MB`,
  );
}

/** Least-squares slope of y over t, per minute. */
function slopePerMinute(points, key) {
  const usable = points.filter((p) => Number.isFinite(p[key]));
  const n = usable.length;
  // Less than a minute of samples says nothing about a trend.
  if (n < 3 || usable[n - 1].t - usable[0].t < 60) return NaN;
  const meanT = usable.reduce((s, p) => s + p.t, 0) / n;
  const meanY = usable.reduce((s, p) => s + p[key], 0) / n;
  const num = usable.reduce((s, p) => s + (p.t - meanT) * (p[key] - meanY), 0);
  const den = usable.reduce((s, p) => s + (p.t - meanT) ** 2, 0);
  return (num / den) * 60;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

// ---- run
const durationMs = minutes * 60_000;
const interval = 1000 / rate;
console.log(`Souq soak: ${minutes} min at ${rate} req/s, ${server.database}, server pid ${server.pid}`);
const started = performance.now();
sampleMemory(0);
let nextSample = sampleSeconds * 1000;
try {
  for (let i = 0; ; i++) {
    const due = started + i * interval;
    if (due - started >= durationMs) break;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (inFlight >= MAX_IN_FLIGHT) {
      shed += 1;
    } else {
      sent += 1;
      void fire(due);
    }
    if (performance.now() - started >= nextSample) {
      sampleMemory((performance.now() - started) / 1000);
      nextSample += sampleSeconds * 1000;
    }
  }
  // Let the last requests answer (at most 30 s), then take the last sample.
  for (let waited = 0; inFlight > 0 && waited < 30_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
  sampleMemory((performance.now() - started) / 1000);
} finally {
  await server.stop();
  fs.rmSync(path.dirname(probeFile), { recursive: true, force: true });
}

// ---- summary
const seconds = (performance.now() - started) / 1000;
const sorted = latencies.slice().sort((a, b) => a - b);
const ok = [...byStatus].filter(([status]) => /^2\d\d$/.test(status)).reduce((s, [, n]) => s + n, 0);
const first = memory[0];
const last = memory[memory.length - 1];
const max = (key) => Math.max(...memory.map((m) => m[key]).filter(Number.isFinite));
// The first minute holds the warm-up (JIT, caches, PGlite's buffers); the slope after it is the leak signal.
const settled = memory.filter((m) => m.t >= 60);
const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
console.log(
  `\nSouq soak, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), ` +
    `Node ${process.version}, ${server.database}, demo data`,
);
console.log(`| figure | value |\n|---|---|`);
console.log(`| duration | ${fmt(seconds / 60)} min at ${rate} req/s target |`);
console.log(`| requests | ${sent} sent (${fmt(sent / (durationMs / 1000))} req/s), ${latencies.length} answered, ${shed} not sent (server behind) |`);
console.log(
  `| statuses | ${[...byStatus]
    .sort()
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ')} |`,
);
console.log(`| errors | ${sent - ok}${byOperation.size ? ` (${[...byOperation].map(([k, v]) => `${k}: ${v}`).join('; ')})` : ''} |`);
console.log(
  `| latency p50 / p95 / p99 / max | ${fmt(percentile(sorted, 50))} / ${fmt(percentile(sorted, 95))} / ${fmt(percentile(sorted, 99))} / ${fmt(sorted[sorted.length - 1])} ms |`,
);
console.log(`| RSS start / end / max | ${fmt(first.rssMb)} / ${fmt(last.rssMb)} / ${fmt(max('rssMb'))} MB |`);
console.log(`| V8 heap used start / end / max | ${fmt(first.heapUsedMb)} / ${fmt(last.heapUsedMb)} / ${fmt(max('heapUsedMb'))} MB |`);
console.log(
  `| slope after the first minute | RSS ${fmt(slopePerMinute(settled, 'rssMb'), 2)} MB/min, heap ${fmt(slopePerMinute(settled, 'heapUsedMb'), 2)} MB/min (${settled.length} samples) |`,
);
console.log('\n| operation | requests | p50 ms | p95 ms | p99 ms | max ms |\n|---|---|---|---|---|---|');
for (const [name, values] of [...latenciesByOperation].sort(([a], [b]) => a.localeCompare(b))) {
  const ordered = values.slice().sort((a, b) => a - b);
  console.log(
    `| ${name} | ${ordered.length} | ${fmt(percentile(ordered, 50))} | ${fmt(percentile(ordered, 95))} | ` +
      `${fmt(percentile(ordered, 99))} | ${fmt(ordered[ordered.length - 1])} |`,
  );
}
process.exitCode = sent - ok === 0 && shed === 0 ? 0 : 1;
