// How fast the console feels in headless Chromium, measured with the page's own performance
// timeline (marks at the click's event time and when the frame with the result is produced):
//   - login: from clicking Login to the dashboard's seven counts shown (a first visit: every
//     repetition has a fresh browser context, so no JavaScript is cached);
//   - next page: from clicking Next on the users, posts and classified posts lists to the new
//     rows shown (each page not fetched before in that document).
// Prints median and p95 per measure and writes them between the markers in docs/performance.md.
//
//   npm run build && npm run bench:browser [-- --runs 10 --no-write]
// Against a product already running (e.g. the 1M-row database):
//   BASE_URL=http://127.0.0.1:8080 BENCH_EMAIL=admin@example.com BENCH_PASSWORD=... npm run bench:browser
// (its login rate limit must allow runs + 1 logins).
/* global document, window, Element, MutationObserver, requestAnimationFrame -- timelineHelper runs in the page */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { classifiedParam, DEFAULT_COUNTRY } from '@souq/contract/constants';
import { messages } from '@souq/contract/messages';
import { BENCH_ADMIN, startBenchServer } from './lib/bench-server.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '1' },
    port: { type: 'string', default: '8098' },
    'no-write': { type: 'boolean', default: false },
  },
});
const RUNS = Number(options.runs);
const WARMUP = Number(options.warmup);
const DOC = path.resolve(import.meta.dirname, '../docs/performance.md');
const MARKERS = ['<!-- bench:browser:start -->', '<!-- bench:browser:end -->'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TIMEOUT_MS = 30_000;

const login = messages.console.login;
const list = messages.console.list;

/**
 * Runs in every document before the app: marks clicks on Login and Next at the event's time, and
 * arms waits that mark the first frame in which a condition on the page holds.
 */
function timelineHelper({ loginLabel, nextLabel }) {
  performance.setResourceTimingBufferSize(10_000);
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      const name = button?.textContent?.trim();
      if (name === loginLabel) performance.mark('click:login', { startTime: event.timeStamp });
      if (name === nextLabel) performance.mark('click:next', { startTime: event.timeStamp });
    },
    true,
  );

  const rowsText = () => {
    const table = document.querySelector('main table');
    if (!table || table.getAttribute('aria-busy')) return null;
    const rows = table.querySelectorAll('tbody tr');
    // The single row of a loading or empty table is not a page of rows.
    if (rows.length === 0 || (rows.length === 1 && rows[0].querySelector('td[colspan]'))) return null;
    return [...rows].map((row) => row.textContent).join('\n');
  };
  const countsShown = () => {
    const values = [...document.querySelectorAll('[data-testid="stat-value"]')];
    return values.length === 7 && values.every((value) => /^[\d,]+$/.test(value.textContent ?? ''));
  };

  let pending = null;
  /** Marks `end` in the first frame after `holds()` becomes true; answers the measure from `start`. */
  function arm(start, end, holds) {
    pending = new Promise((resolve) => {
      const observer = new MutationObserver(check);
      function check() {
        if (!holds()) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          performance.mark(end);
          const measure = performance.measure(`${start}->${end}`, start, end);
          resolve({ ms: measure.duration, from: measure.startTime, to: measure.startTime + measure.duration });
        });
      }
      observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });
  }

  window.__bench = {
    armDashboard: () => arm('click:login', 'dashboard-ready', countsShown),
    armNextPage: () => {
      const before = rowsText();
      arm('click:next', 'rows-shown', () => {
        const now = rowsText();
        return now !== null && now !== before;
      });
    },
    rowsShown: () => rowsText() !== null,
    result: async () => {
      const { ms, from, to } = await pending;
      const during = performance.getEntriesByType('resource').filter((entry) => entry.startTime >= from - 1 && entry.startTime <= to);
      const api = during.filter((entry) => entry.name.includes('/api/'));
      const js = during.filter((entry) => entry.name.endsWith('.js'));
      return {
        ms,
        api: api.map((entry) => ({ path: new URL(entry.name).pathname, ms: entry.duration })),
        jsFiles: js.length,
        jsBytes: js.reduce((sum, entry) => sum + entry.transferSize, 0),
      };
    },
    counts: () =>
      Object.fromEntries(
        [...document.querySelectorAll('[role="group"][aria-label]')].map((card) => [
          card.getAttribute('aria-label'),
          card.querySelector('[data-testid="stat-value"]')?.textContent ?? '',
        ]),
      ),
  };
}

function launch() {
  // The flags of e2e/support/browser.ts.
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

async function newPage(browser, base) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1366, height: 900 },
    locale: 'en-US',
    timezoneId: 'Asia/Kuwait',
  });
  await context.addInitScript(timelineHelper, { loginLabel: login.submit, nextLabel: list.next });
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT_MS);
  return { context, page };
}

/** One first visit: the login page, then Login to the dashboard's counts. */
async function measureLogin(browser, base, account) {
  const { context, page } = await newPage(browser, base);
  try {
    await page.goto('/#/rm-admin');
    await page.getByLabel(login.username).fill(account.email);
    await page.getByLabel(login.password, { exact: true }).fill(account.password);
    await page.evaluate(() => window.__bench.armDashboard());
    await page.getByRole('button', { name: login.submit }).click();
    const result = await page.evaluate(() => window.__bench.result());
    const counts = await page.evaluate(() => window.__bench.counts());
    return { ...result, counts, storage: await context.storageState() };
  } finally {
    await context.close();
  }
}

/** `runs` clicks on Next through a list, reloading at page 1 when the list has no next page. */
async function measureNextPages(browser, base, storage, route, runs) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1366, height: 900 },
    locale: 'en-US',
    timezoneId: 'Asia/Kuwait',
    storageState: storage,
  });
  await context.addInitScript(timelineHelper, { loginLabel: login.submit, nextLabel: list.next });
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT_MS);
  const next = page.getByRole('button', { name: list.next, exact: true });
  const results = [];
  try {
    await page.goto(`/#${route}`);
    await page.waitForFunction(() => window.__bench.rowsShown());
    while (results.length < runs) {
      if (await next.isDisabled()) {
        // A new document forgets the fetched pages, so page 2 is fetched again.
        await page.goto(`/#${route}`);
        await page.reload();
        await page.waitForFunction(() => window.__bench.rowsShown());
        if (await next.isDisabled()) throw new Error(`${route} has a single page: nothing to measure`);
      }
      await page.evaluate(() => window.__bench.armNextPage());
      await next.click();
      results.push(await page.evaluate(() => window.__bench.result()));
    }
    return results;
  } finally {
    await context.close();
  }
}

async function apiGet(base, token, pathAndQuery) {
  const response = await fetch(`${base}${pathAndQuery}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${pathAndQuery}: ${response.status}`);
  return response.json();
}

/** The classified posts page of the first category that has a second page in the default country. */
async function classifiedsRoute(base, token) {
  const { categories } = await apiGet(base, token, '/api/category/get-categories');
  for (const category of categories) {
    const query = new URLSearchParams({ category_id: category._id, country_id: DEFAULT_COUNTRY, page: '1' });
    const page = await apiGet(base, token, `/api/classifieds/get-classifieds-by-admin?${query}`);
    if (page.isNext) {
      const search = new URLSearchParams({ id: category._id, classified: classifiedParam(category.category_en) });
      return { route: `/rm-admin/classifieds/posts?${search}`, name: category.category_en };
    }
  }
  throw new Error(`no classified category has a second page in ${DEFAULT_COUNTRY}`);
}

const round = (ms) => Math.round(ms);
function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  // Nearest-rank percentiles.
  const rank = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { n: sorted.length, median: rank(50), p95: rank(95), min: sorted[0], max: sorted.at(-1) };
}
const median = (samples) => summarize(samples).median;

async function apiLogin(base, account) {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`login as ${account.email} failed: ${response.status}`);
  return (await response.json()).token;
}

async function main() {
  const external = process.env.BASE_URL;
  const account = external ? { email: process.env.BENCH_EMAIL ?? '', password: process.env.BENCH_PASSWORD ?? '' } : BENCH_ADMIN;
  if (external && (!account.email || !account.password)) throw new Error('BASE_URL needs BENCH_EMAIL and BENCH_PASSWORD');
  const server = external ? null : await startBenchServer(Number(options.port));
  const base = external ? external.replace(/\/$/, '') : server.base;
  const database = external ? `the product at ${base}` : `${server.database}, demo data`;
  const browser = await launch();
  try {
    const token = await apiLogin(base, account);
    const classifieds = await classifiedsRoute(base, token);
    const lists = [
      { name: 'users', route: '/rm-admin/userslist' },
      { name: 'posts', route: '/rm-admin/posts' },
      { name: `classified posts (${classifieds.name}, ${DEFAULT_COUNTRY})`, route: classifieds.route },
    ];

    const logins = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const result = await measureLogin(browser, base, account);
      if (i >= WARMUP) logins.push(result);
      process.stdout.write(`login ${i + 1}/${WARMUP + RUNS}: ${round(result.ms)} ms\n`);
    }
    const storage = logins[0].storage;
    const pages = [];
    for (const { name, route } of lists) {
      const results = (await measureNextPages(browser, base, storage, route, WARMUP + RUNS)).slice(WARMUP);
      process.stdout.write(`${name}: ${results.map((r) => round(r.ms)).join(', ')} ms\n`);
      pages.push({ name, results });
    }
    return { database, logins, pages };
  } finally {
    await browser.close();
    server?.stop();
  }
}

function apiMedian(results, pathPart) {
  const samples = results.flatMap((result) => result.api.filter((call) => call.path.includes(pathPart)).map((call) => call.ms));
  return samples.length ? `${round(median(samples))} ms` : '—';
}

function report({ database, logins, pages }) {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const date = new Date().toISOString().slice(0, 10);
  const counts = logins.at(-1).counts;
  const lines = [
    `Headless Chromium (${CHROMIUM}), ${date}, ${os.cpus().length} cores (${cpu}), Node ${process.version}, ${database}; ` +
      `${RUNS} runs after ${WARMUP} warm-up. Dashboard counts (all time): ` +
      Object.entries(counts)
        .map(([label, value]) => `${label} ${value}`)
        .join(', ') +
      '.',
    '',
    '| measure | target | median ms | p95 ms | min ms | max ms | API calls during it (median) | JavaScript fetched |',
    '|---|---|---|---|---|---|---|---|',
  ];
  const loginStats = summarize(logins.map((result) => result.ms));
  lines.push(
    `| Login click → dashboard counts shown (first visit) | 1000 ms | ${round(loginStats.median)} | ${round(loginStats.p95)} | ` +
      `${round(loginStats.min)} | ${round(loginStats.max)} | login ${apiMedian(logins, '/api/login')}, counts ${apiMedian(logins, '/totalcounts')} | ` +
      `${median(logins.map((r) => r.jsFiles))} files, ${(median(logins.map((r) => r.jsBytes)) / 1024).toFixed(1)} KB |`,
  );
  for (const { name, results } of pages) {
    const stats = summarize(results.map((result) => result.ms));
    const call = results[0]?.api[0]?.path ?? '';
    lines.push(
      `| Next → new rows, ${name} | 300 ms | ${round(stats.median)} | ${round(stats.p95)} | ${round(stats.min)} | ` +
        `${round(stats.max)} | ${call.split('/').at(-1)} ${apiMedian(results, call)} | |`,
    );
  }
  return lines.join('\n');
}

function writeDoc(block) {
  const doc = fs.readFileSync(DOC, 'utf8');
  const [start, end] = MARKERS;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${DOC} has no ${start} … ${end} block`);
  fs.writeFileSync(DOC, `${doc.slice(0, from + start.length)}\n${block}\n${doc.slice(to)}`);
}

const block = report(await main());
console.log(`\n${block}`);
if (!options['no-write']) {
  writeDoc(block);
  console.log(`\nwritten to ${path.relative(process.cwd(), DOC)}`);
}
