// The dropdown import benchmark, run against the built product: one 50,000-row
// add-values-for-sub-categories-bulk request while a probe asks GET /api/me (one database read
// behind the login check) and /healthz (no database) every PROBE_MS. Reports how long the import
// took and the slowest probe answers during it: how long every other request waited.
// Usage: npm run build && node scripts/bench-dropdown-import.mjs   (BENCH_DATABASE_URL for PostgreSQL)
import { startBenchServer } from './lib/bench-server.mjs';

const rows = Number(process.env.ROWS ?? 50_000);
const probeMs = Number(process.env.PROBE_MS ?? 25);
const port = Number(process.env.BENCH_PORT ?? 8097);

const server = await startBenchServer(port);
const headers = { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };

async function timed(path) {
  const started = performance.now();
  const response = await fetch(`${server.base}${path}`, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return performance.now() - started;
}

/** Probes one address one request at a time until stopped; answers every latency. */
function probe(path) {
  const latencies = [];
  let running = true;
  const done = (async () => {
    while (running) {
      latencies.push(await timed(path));
      await new Promise((resolve) => setTimeout(resolve, probeMs));
    }
  })();
  return { stop: async () => ((running = false), await done, latencies) };
}

const summary = (latencies) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(0);
  return `${sorted.length} answers, median ${at(0.5)} ms, p99 ${at(0.99)} ms, slowest ${sorted.at(-1).toFixed(0)} ms`;
};

try {
  const categories = await (await fetch(`${server.base}/api/category/get-categories?page=1&itemsPerPage=50`, { headers })).json();
  const automotive = categories.categories.find((category) => category.classifiedType === 'automotive');
  if (!automotive) throw new Error('no automotive category');
  const stamp = Date.now();
  const list = Array.from({ length: rows }, (_, i) => ({
    value_en: `Bench model ${stamp} ${i}`,
    value_ar: `موديل ${stamp} ${i}`,
    category_id: automotive._id,
  }));
  const me = probe('/api/me');
  const health = probe('/healthz');
  await new Promise((resolve) => setTimeout(resolve, 300));
  const started = performance.now();
  const response = await fetch(`${server.base}/api/category/add-values-for-sub-categories-bulk`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ subCategoriesValuesDropDown: list, fileName: 'bench.xlsx' }),
  });
  const result = await response.json();
  const took = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 300));
  const [meLatencies, healthLatencies] = await Promise.all([me.stop(), health.stop()]);
  if (!response.ok) throw new Error(`import: ${response.status} ${JSON.stringify(result).slice(0, 300)}`);
  console.log(`${server.database}: ${rows} rows imported in ${took.toFixed(0)} ms (inserted ${result.inserted}, skipped ${result.skipped})`);
  console.log(`  GET /api/me meanwhile: ${summary(meLatencies)}`);
  console.log(`  GET /healthz meanwhile: ${summary(healthLatencies)}`);
} finally {
  await server.stop();
}
