// The members' listing search under load: latency on one connection (keyword + category + price,
// keyword with facets, completions) and many (keyword search), and throughput at 32 connections.
// Figures go to docs/performance.md; nothing here is asserted.
//
// PostgreSQL with 1M listings (load them first: `cli seed --users 100000 --posts 0 --classifieds 1000000 --bulk`):
//   npm run build && node scripts/bench-search.mjs --database-url postgres://postgres@127.0.0.1:5432/souq_search_bench
// Embedded, the demo data x20 (seeded here), 8 connections:
//   npm run build && node scripts/bench-search.mjs --scale 20 --connections 8
import { parseArgs } from 'node:util';
import { adminToken, prepareTarget, startPair } from './lib/bench-server.mjs';
import { measure } from './lib/bench-load.mjs';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    scale: { type: 'string', default: '20' },
    connections: { type: 'string', default: '8' },
    samples: { type: 'string', default: '200' },
    'throughput-connections': { type: 'string', default: '32' },
    seconds: { type: 'string', default: '10' },
    port: { type: 'string', default: '8097' },
  },
});
const samples = Number(values.samples);
const log = (line) => console.log(line);

/** What buyers type, in both scripts, with the spellings the search forgives. */
const KEYWORDS = ['سياره', 'تويوتا', 'كامرى', 'شقه للايجار', 'السالميه', 'ايفون', 'فيلا', 'toyota', 'camry', 'apartment', 'iphone', 'صالون'];
/** Prefixes as they are typed, one letter at a time. */
const PREFIXES = ['س', 'سي', 'سيا', 'تو', 'تويو', 'كام', 'شق', 'ال', 'الس', 'ايف', 'c', 'ca', 'cam', 'to', 'ip', 'ho'];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, p50: +percentile(sorted, 0.5).toFixed(1), p95: +percentile(sorted, 0.95).toFixed(1), max: +sorted.at(-1).toFixed(1) };
};

/** `count` requests over `connections` loops, each waiting for its answer: per-request latency as a client sees it. */
async function latency(base, headers, paths, count, connections = 1) {
  const times = [];
  const byPath = new Map();
  let next = 0;
  let failures = 0;
  const loop = async () => {
    while (next < count) {
      const path = paths[next++ % paths.length];
      const started = performance.now();
      const response = await fetch(`${base}${path}`, { headers });
      await response.arrayBuffer();
      if (!response.ok) failures++;
      else {
        const time = performance.now() - started;
        times.push(time);
        if (!byPath.has(path)) byPath.set(path, []);
        byPath.get(path).push(time);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return { ...summary(times), failures, byPath };
}

const target = await prepareTarget({ databaseUrl: values['database-url'], scale: Number(values.scale), log });
const pair = await startPair(target, Number(values.port));
try {
  const admin = await adminToken(pair.api, target);
  const fixtures = await (await fetch(`${pair.bare}/bench/fixtures`)).json();
  const member = fixtures.statusUsers?.[0];
  if (!member) throw new Error('no member to search as');
  const { token } = await (await fetch(`${pair.bare}/bench/member-token?user_id=${member.id}`)).json();
  const headers = { authorization: `Bearer ${token}` };
  const catalog = await (await fetch(`${pair.api}/api/category/get-categories`, { headers: { authorization: `Bearer ${admin}` } })).json();
  const categoryOf = (type) => catalog.categories.find((category) => category.classifiedType === type)?._id;
  const automotive = categoryOf('automotive');
  const property = categoryOf('property');
  const counts = fixtures.counts ?? {};
  log(
    `Souq listing search bench, ${new Date().toISOString().slice(0, 10)}, ${fixtures.database.kind} ${fixtures.database.version}, ${counts.classifieds} listings`,
  );

  const search = (params) => `/api/v1/classifieds?${new URLSearchParams({ country_id: 'KW', ...params })}`;
  const inCategory = (q) => ({ q, category_id: /[a-z]/.test(q) || /سيار|تويوت|كامر|صالون/.test(q) ? automotive : property });
  const narrowed = KEYWORDS.map((q) => search({ ...inCategory(q), price_min: '100', price_max: '20000', facets: 'false' }));
  const withFacets = KEYWORDS.map((q) => search({ q }));
  const plain = KEYWORDS.map((q) => search({ q, facets: 'false' }));
  const suggest = PREFIXES.map((q) => `/api/v1/classifieds/suggest?${new URLSearchParams({ q })}`);

  // Warm the plans and caches the way a running server is warm.
  await latency(pair.api, headers, [...narrowed, ...withFacets, ...suggest], 60);

  const connections = Number(values.connections);
  const results = {
    'keyword + category + price, 1 connection': await latency(pair.api, headers, narrowed, samples),
    'keyword with facets, 1 connection': await latency(pair.api, headers, withFacets, samples),
    'completions, 1 connection': await latency(pair.api, headers, suggest, samples),
    [`keyword, ${connections} connections`]: await latency(pair.api, headers, plain, samples * 2, connections),
  };
  for (const [name, { byPath: _byPath, ...figures }] of Object.entries(results)) log(`${name}: ${JSON.stringify(figures)}`);
  // Per word, to tell which of them make the tail (p50 / p95 ms over its share of the samples).
  for (const name of ['keyword + category + price, 1 connection', 'keyword with facets, 1 connection']) {
    const perWord = KEYWORDS.map((q, k) => {
      const { p50, p95 } = summary(results[name].byPath.get(name.includes('facets') ? withFacets[k] : narrowed[k]) ?? [0]);
      return `${q} ${p50}/${p95}`;
    });
    log(`  ${name}, per word: ${perWord.join(', ')}`);
  }

  // Throughput: the listing search with category and price, every connection busy. A running
  // server's pooled connections are warm (each PostgreSQL backend has touched the shared buffers
  // and kept its prepared plans): a first pass opens and warms them, the second is measured.
  const throughputConnections = Number(values['throughput-connections']);
  let i = 0;
  await measure({
    url: `${pair.api}${narrowed[0]}`,
    connections: throughputConnections,
    duration: Math.min(5, Number(values.seconds)),
    headers,
    requests: [{ setupRequest: (request) => ({ ...request, path: narrowed[i++ % narrowed.length] }) }],
  });
  const load = await measure({
    url: `${pair.api}${narrowed[0]}`,
    connections: throughputConnections,
    duration: Number(values.seconds),
    headers,
    requests: [{ setupRequest: (request) => ({ ...request, path: narrowed[i++ % narrowed.length] }) }],
  });
  log(
    `keyword + category + price, ${throughputConnections} connections for ${load.seconds} s: ${load.rps} req/s, p50 ${load.p50} ms, p95 ${load.p95} ms, ${load.errors} errors`,
  );
} finally {
  await pair.stop();
  target.dispose();
}
