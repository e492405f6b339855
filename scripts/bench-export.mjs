// does a console export stay in constant memory? Streams the users list (every user,
// the list's default filter) as CSV and as XLSX through the product's export code
// (apps/server/src/modules/console-lists: keyset batches read from PostgreSQL, written to an HTTP
// response with backpressure) to an HTTP client in this process that counts and discards the
// bytes, sampling the process's RSS every 20 ms. The figure is the peak RSS during the export
// minus the RSS just before it (after a warm-up export, so loaded code is not counted).
// Not part of the test suite.
//
//   node --expose-gc --import tsx scripts/bench-export.mjs --seed 1000000     first time: a scratch DB of 1M users
//   node --expose-gc --import tsx scripts/bench-export.mjs                    measure CSV and XLSX
// Options: --url (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/h7_export_bench),
// --seed N (create the database if missing, migrate it and fill it up to N users; only for a
// scratch database: it writes), --format csv|xlsx|both (both), --budget MB (50).
import { execFile } from 'node:child_process';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/h7_export_bench' },
    seed: { type: 'string' },
    format: { type: 'string', default: 'both' },
    budget: { type: 'string', default: '50' },
  },
});
const log = (line) => process.stdout.write(`${line}\n`);
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);

const { openDatabase } = await import('../apps/server/src/db/client.ts');
const { usersExport } = await import('../apps/server/src/modules/console-lists/export-sources.ts');
const { writeExport } = await import('../apps/server/src/modules/console-lists/export-writer.ts');

async function seed(url, count) {
  const { migrate } = await import('../apps/server/src/db/migrate.ts');
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = await openDatabase({
    kind: 'postgres',
    url: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
    poolMax: 1,
  });
  const exists = await admin.db.execute(sql`select 1 from pg_database where datname = ${name}`);
  if (exists.rows.length === 0) await admin.exec(`create database "${name}"`);
  await admin.close();
  const database = await openDatabase({ kind: 'postgres', url, poolMax: 1 });
  await migrate(database);
  const [{ have }] = (await database.db.execute(sql`select count(*)::int as have from users`)).rows;
  if (have < count) {
    log(`seeding ${count - have} users…`);
    // Arabic names and commas, so the CSV quoting and the UTF-8 text are part of the measure.
    await database.exec(`
      insert into users (name, email, phone, gender, created_at)
      select 'مستخدم رقم ' || g || ', اختبار', 'bench-' || g || '@example.test', '+9655' || lpad(g::text, 7, '0'),
        case when g % 2 = 0 then 'male' else 'female' end, now() - make_interval(secs => g)
      from generate_series(${have + 1}, ${count}) as g`);
    await database.exec('analyze users');
  }
  await database.close();
}

/** One export through a real socket; answers rows' bytes and the RSS peak above the start. */
async function measure(db, format, filter = {}) {
  const server = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/octet-stream' });
    writeExport(format, usersExport(db, filter), response).catch((error) => {
      log(`export failed: ${error}`);
      response.destroy();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  globalThis.gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const began = performance.now();
  // The client is another process (curl, discarding what it reads): only the exporting side is measured.
  const bytes = await new Promise((resolve, reject) => {
    execFile('curl', ['-sS', '-o', '/dev/null', '-w', '%{size_download}', `http://127.0.0.1:${port}/`], (error, stdout) =>
      error ? reject(error) : resolve(Number(stdout)),
    );
  });
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  server.close();
  return { bytes, seconds: (performance.now() - began) / 1000, start, peak, growth: peak - start };
}

if (values.seed) await seed(values.url, Number(values.seed));
const database = await openDatabase({ kind: 'postgres', url: values.url, poolMax: 2 });
const [{ rows }] = (await database.db.execute(sql`select count(*)::int as rows from users where deleted_at is null`)).rows;
log(`${rows} users in ${new URL(values.url).pathname.slice(1)}; Node ${process.version}; gc ${globalThis.gc ? 'exposed' : 'not exposed'}`);

// Warm-up: loads exceljs, compiles the statements' paths; not measured.
await measure(database.db, 'xlsx', { textSearch: 'bench-1000@' });
await measure(database.db, 'csv', { textSearch: 'bench-1000@' });
const formats = values.format === 'both' ? ['csv', 'xlsx'] : [values.format];
const budget = Number(values.budget) * 1024 * 1024;
let failed = false;
for (const format of formats) {
  const result = await measure(database.db, format);
  const ok = result.growth <= budget;
  failed ||= !ok;
  log(
    `${format}: ${rows} rows, ${mb(result.bytes)} MB in ${result.seconds.toFixed(1)} s; RSS ${mb(result.start)} -> peak ${mb(result.peak)} MB, ` +
      `growth ${mb(result.growth)} MB (budget ${values.budget} MB: ${ok ? 'met' : 'NOT met'})`,
  );
}
await database.close();
process.exitCode = failed ? 1 : 0;
