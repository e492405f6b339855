// Times the dropdown-values bulk insert (issue: 10,000 rows in under 2 s on the embedded
// database) and a classified list search, against the built server with the demo data.
// Usage: npm run build && node scripts/bench-bulk.mjs [--rows 10000] [--runs 3]
import { parseArgs } from 'node:util';
import { startBenchServer } from './lib/bench-server.mjs';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '8098' },
  },
});
const rows = Number(values.rows);
const runs = Number(values.runs);
const { base, token, stop, database } = await startBenchServer(Number(values.port));
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

async function call(method, path, body) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { method, headers, body: body && JSON.stringify(body) });
  const json = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json).slice(0, 300)}`);
  return { ms: performance.now() - started, json };
}

try {
  const { json: catalog } = await call('GET', '/api/category/get-categories');
  const automotive = catalog.categories.find((category) => category.classifiedType === 'automotive');
  console.log(`Souq bulk bench, ${new Date().toISOString().slice(0, 10)}, ${database}, ${rows} rows per insert`);
  for (let run = 1; run <= runs; run++) {
    const list = Array.from({ length: rows }, (_, i) => ({
      value_en: `Bench model ${run}-${i}`,
      value_ar: `موديل ${run}-${i}`,
      category_id: automotive._id,
      identity_name: 'model',
    }));
    const { ms, json } = await call('POST', '/api/category/add-values-for-sub-categories-bulk', { subCategoriesValuesDropDown: list });
    console.log(`bulk insert run ${run}: ${json.inserted} inserted, ${json.skipped} skipped in ${ms.toFixed(0)} ms`);
  }
  const again = Array.from({ length: rows }, (_, i) => ({
    value_en: `Bench model 1-${i}`,
    value_ar: 'x',
    category_id: automotive._id,
    identity_name: 'model',
  }));
  const { ms: dupMs, json: dup } = await call('POST', '/api/category/add-values-for-sub-categories-bulk', {
    subCategoriesValuesDropDown: again,
  });
  console.log(`bulk insert of existing rows: ${dup.inserted} inserted, ${dup.skipped} skipped in ${dupMs.toFixed(0)} ms`);

  const searches = [];
  for (const word of ['car', 'شقة', 'sale', 'zzzz']) {
    const samples = [];
    for (let i = 0; i < 20; i++) {
      const query = new URLSearchParams({ page: '1', country_id: 'KW', textSearch: word });
      samples.push((await call('GET', `/api/classifieds/get-classifieds-by-admin?${query}`)).ms);
    }
    samples.sort((a, b) => a - b);
    searches.push(`"${word}": median ${samples[10].toFixed(1)} ms, p95 ${samples[18].toFixed(1)} ms`);
  }
  console.log(`classified list search (one client, 20 calls each): ${searches.join('; ')}`);
} finally {
  stop();
}
