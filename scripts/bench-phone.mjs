// The members' and visitors' first screens on a phone profile, as a new member in the Gulf meets
// them: headless Chromium at 390x844 (touch, device pixel ratio 3), the network slowed to
// 1.6 Mbps down / ~750 kbps up with 150 ms of latency, the CPU slowed 4x, a cold cache (a fresh
// browser context per run), the Arabic UI. Measures, over --runs runs (median and p95):
//   - Home signed in, cold: the first post on screen (the first frame with a feed post in the
//     viewport: the app's, or one the preload script painted before the app's code arrived), the
//     app's own first post, and the largest contentful paint;
//   - a visitor's first screens (the landing page `/`, the members' log-in form `/#/app`) and a
//     category's listings: the first meaningful content (heading, password field, first card);
//   - for each first load: the JavaScript transferred (compressed bytes, from the DevTools
//     protocol's Network.loadingFinished) and the number of JavaScript requests, in all (until
//     1.5 s after the content) and by the time the content shows;
//   - every feed and listing image downloaded: its natural width against its displayed width x
//     the device pixel ratio;
//   - warm: Home again in the same context (service worker installed, cache filled).
// Prints the figures beside the targets; never asserts them (the machine may be shared and busy).
//
//   npm run bench:phone [-- --runs 5 --port 8098 --no-throttle]
// Needs a build (npm run build). DATABASE_URL, when set, chooses PostgreSQL (seeded with the demo
// data only if empty); otherwise a fresh embedded database in a temporary DATA_DIR.
/* global document, window, MutationObserver, requestAnimationFrame, innerWidth, innerHeight -- runs in the page */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startProduct } from './lib/bench-product.mjs';
import { chromium } from 'playwright-core';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '8098' },
    'web-dist': { type: 'string', default: 'apps/web/dist' },
    'no-throttle': { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    waterfall: { type: 'boolean', default: false },
    profile: { type: 'string' },
    trace: { type: 'string' },
    // Comma-separated screen keys (home, landing, login, category) to measure only those.
    only: { type: 'string' },
  },
});
const RUNS = Number(options.runs);
const ROOT = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WEB_DIST = path.resolve(ROOT, options['web-dist']);
const SERVER = path.join(ROOT, 'apps/server/dist/server.js');
const PASSWORD = 'Bench-phone-password-1';
const TIMEOUT_MS = 120_000;
/** The phone: an iPhone-sized screen, touch, three device pixels per CSS pixel. */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
/** A slow mobile network (bytes per second) and a phone's CPU (4x slower than this machine). */
const NETWORK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
const CPU_SLOWDOWN = 4;
// The members' session and language keys of apps/web/src/lib/members/session.ts and i18n.
const MEMBER_SESSION_KEY = 'souq-member-login';
const LANGUAGE_KEY = 'souq-language';
const TARGETS = { firstPostMs: 3000, lcpMs: 2500, fmcMs: 3000, jsBytes: 170 * 1024, jsRequests: 20, imageRatio: 2, warmMs: 1000 };

/**
 * Runs in every document before the app: records the largest contentful paint, and answers the
 * first frame in which an element matching a selector is on screen (inside the viewport, with a size).
 */
function pageHelper() {
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = Math.max(window.__lcp, entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // The first contentful paint: index.html's skeleton where there is one, else the app's first frame.
  window.__fcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  // On screen: inside the viewport, with a size.
  const onScreen = (selector) =>
    [...document.querySelectorAll(selector)].some((element) => {
      const box = element.getBoundingClientRect();
      const inView = box.top < innerHeight && box.bottom > 0 && box.left < innerWidth && box.right > 0;
      return box.width > 0 && box.height > 0 && inView;
    });
  // Watched without disturbing the page: on each DOM change only whether a match exists (a
  // query, no layout), then once per frame, just before the frame's own style and layout, whether
  // it is on screen. Measuring boxes on every change forced a layout in the middle of the app's
  // work each time (about 180 ms of a 4x slowed CPU that the page would not spend without the
  // bench), and asking for every frame from the start kept the main thread drawing frames.
  window.__firstFrameWith = (selector, timeoutMs) =>
    new Promise((resolve, reject) => {
      let framing = false;
      let over = false;
      const timeout = setTimeout(() => {
        over = true;
        reject(new Error(`nothing matched ${selector} on screen in ${timeoutMs} ms`));
      }, timeoutMs);
      function frame() {
        if (over) return;
        // The frame that paints it: the time since the navigation started.
        if (onScreen(selector)) {
          clearTimeout(timeout);
          resolve(performance.now());
        } else requestAnimationFrame(frame);
      }
      const observer = new MutationObserver(seen);
      function seen() {
        if (framing || !document.querySelector(selector)) return;
        framing = true;
        observer.disconnect();
        requestAnimationFrame(frame);
      }
      observer.observe(document, { subtree: true, childList: true, attributes: true });
      seen();
    });
  /** Every feed and listing photo loaded: its natural width against the pixels its slot shows. */
  window.__images = () =>
    [...document.querySelectorAll('main article img, [data-testid="listing-card"] img, #first-screen .fs-post img')]
      .filter((image) => image.complete && image.naturalWidth > 0 && image.getBoundingClientRect().width > 0)
      .map((image) => {
        const shown = image.getBoundingClientRect().width * window.devicePixelRatio;
        return { src: image.currentSrc, natural: image.naturalWidth, shown: Math.round(shown), ratio: image.naturalWidth / shown };
      });
}

async function call(base, method, pathname, { token, body } = {}) {
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** The built product on a fresh DATA_DIR, the demo data seeded when the database is empty. */
async function startServer(port) {
  for (const needed of [SERVER, path.join(WEB_DIST, 'index.html')]) {
    if (!fs.existsSync(needed)) throw new Error(`${needed} is missing: build the product first (npm run build)`);
  }
  return startProduct({ root: ROOT, server: SERVER, webDist: WEB_DIST, port, prefix: 'souq-bench-phone-' });
}

/** The verification token of the last mail to `email` in DATA_DIR/outbox, once written. */
async function verificationToken(dataDir, email) {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (fs.existsSync(outbox)) {
      for (const name of fs.readdirSync(outbox).filter((file) => file.endsWith('.eml'))) {
        const mail = fs
          .readFileSync(path.join(outbox, name), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=');
        const token = mail.includes(email) ? mail.match(/#\/app\/verify-email\?token=([A-Za-z0-9_-]+)/)?.[1] : undefined;
        if (token) return token;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification mail for ${email} in ${outbox}`);
}

/** A new member joined as the apps join (register, the e-mail's link, log in), following the demo's authors. */
async function joinReader(server) {
  const email = `bench.phone.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@bench.test`;
  await call(server.base, 'POST', '/api/v1/auth/register', { body: { name: 'Phone reader', email, password: PASSWORD, country_id: 'KW' } });
  await call(server.base, 'POST', '/api/v1/auth/verify-email', { body: { token: await verificationToken(server.dataDir, email) } });
  const login = await call(server.base, 'POST', '/api/login', { body: { email, password: PASSWORD } });
  const page = await call(server.base, 'GET', '/api/v1/posts?limit=50', { token: login.token });
  for (const id of new Set(page.posts.map((post) => post.user_id._id))) {
    await call(server.base, 'POST', `/api/v1/users/${id}/follow`, { token: login.token });
  }
  return login;
}

/** The cars' category when the demo has listings there (the walk the issue timed), else the newest listing's category. */
async function listingsCategory(server, token) {
  const { categories } = await call(server.base, 'GET', '/api/category/get-categories', { token });
  const cars = categories.find((category) => category.classifiedType === 'automotive');
  const carListings = cars ? await call(server.base, 'GET', `/api/v1/classifieds?limit=1&category_id=${cars._id}`, { token }) : undefined;
  if (cars && carListings.classifieds.length > 0) return cars._id;
  const { classifieds } = await call(server.base, 'GET', '/api/v1/classifieds?limit=1', { token });
  const category = classifieds[0]?.category_id;
  if (!category) throw new Error('the demo data has no listing');
  return typeof category === 'string' ? category : category._id;
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

/** A cold phone: a fresh context (no cache, no service worker), Arabic, optionally signed in. */
async function phoneContext(browser, base, login) {
  const context = await browser.newContext({ ...PHONE, baseURL: base, locale: 'ar-KW', timezoneId: 'Asia/Kuwait' });
  await context.addInitScript(
    ({ sessionKey, languageKey, session }) => {
      window.localStorage.setItem(languageKey, 'ar');
      if (session) window.localStorage.setItem(sessionKey, JSON.stringify(session));
    },
    { sessionKey: MEMBER_SESSION_KEY, languageKey: LANGUAGE_KEY, session: login ?? null },
  );
  await context.addInitScript(pageHelper);
  return context;
}

/** A page of `context` on the slow network and CPU, counting the JavaScript it downloads. */
async function throttledPage(context) {
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT_MS);
  page.setDefaultNavigationTimeout(TIMEOUT_MS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (!options['no-throttle']) {
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  const scripts = new Map();
  const js = { bytes: 0, requests: 0, files: [], waterfall: [] };
  // --waterfall: every request's start and end (ms since the page's first request), to see which wait on which.
  const started = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, initiator }) => {
    if (!options.waterfall) return;
    js.origin ??= timestamp;
    const frame = initiator?.stack?.callFrames?.[0] ?? initiator?.stack?.parent?.callFrames?.[0];
    const by = frame ? ` ← ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber}:${frame.columnNumber} ${frame.functionName}` : '';
    started.set(requestId, { url: request.url.replace(/^https?:\/\/[^/]+/, '') + by, start: timestamp });
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp }) => {
    const request = started.get(requestId);
    if (request) js.waterfall.push({ ...request, start: (request.start - js.origin) * 1000, end: (timestamp - js.origin) * 1000 });
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script' || /\.m?js(\?|$)/.test(new URL(response.url).pathname)) scripts.set(requestId, response);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = scripts.get(requestId);
    if (!response) return;
    // A script answered by the service worker or the memory cache crossed no network.
    const fromCache = response.fromServiceWorker || response.fromDiskCache;
    if (fromCache) return;
    js.bytes += encodedDataLength;
    js.requests += 1;
    js.files.push({ url: new URL(response.url).pathname, bytes: encodedDataLength, at: response.timing?.requestTime });
  });
  return { page, js, cdp, reset: () => Object.assign(js, { bytes: 0, requests: 0, files: [], waterfall: [], origin: undefined }) };
}

/** One load of `url`: until `selector` is on screen; answers its time, the LCP and the JavaScript. */
async function load(page, js, url, selector, appSelector) {
  await page.goto(url, { waitUntil: 'commit' });
  const ms = await page.evaluate(([target, timeoutMs]) => window.__firstFrameWith(target, timeoutMs), [selector, TIMEOUT_MS]);
  // The issue's measure is the JavaScript before the first content shows; what comes after it
  // (the search box, the post's menu, loaded once Home has painted) is counted in the totals.
  const before = { bytes: js.bytes, requests: js.requests };
  // Where the first content is painted before the app's code runs: when the app's own (the one
  // that answers a tap) is on screen too.
  const appMs = appSelector ? await page.evaluate(([target, timeoutMs]) => window.__firstFrameWith(target, timeoutMs), [appSelector, TIMEOUT_MS]) : undefined;
  // The largest paint may come a little after the first post (a photo): let it settle.
  await page.waitForTimeout(1500);
  const lcp = await page.evaluate(() => window.__lcp);
  const fcp = await page.evaluate(() => window.__fcp);
  const images = await page.evaluate(() => window.__images());
  return {
    ms,
    appMs,
    lcp,
    fcp,
    jsBytes: js.bytes,
    jsRequests: js.requests,
    jsBytesBefore: before.bytes,
    jsRequestsBefore: before.requests,
    images,
    files: [...js.files],
    waterfall: [...js.waterfall].sort((a, b) => a.start - b.start),
  };
}

const SCREENS = [
  {
    key: 'home',
    name: "Members' Home, signed in: first post on screen",
    url: '/#/app/home',
    // A post on screen: one the preload script painted from the feed's first answer, or the app's.
    selector: 'main article, #first-screen .fs-post',
    appSelector: 'main article',
    member: true,
    target: TARGETS.firstPostMs,
  },
  { key: 'landing', name: "A visitor's landing page `/`: its heading", url: '/', selector: 'h1', target: TARGETS.fmcMs },
  { key: 'login', name: 'A visitor at `/#/app/login`: the log-in form', url: '/#/app/login', selector: 'input[type="password"]', target: TARGETS.fmcMs },
  {
    key: 'category',
    name: "A category's listings: first listing card on screen",
    selector: '[data-testid="listing-card"]',
    member: true,
    target: TARGETS.fmcMs,
  },
];

/** Starts Chromium's trace of a page; answers a function that ends it and writes it to a file. */
async function startTrace(cdp) {
  const traceEvents = [];
  const collect = ({ value }) => traceEvents.push(...value);
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,v8,blink,loading,disabled-by-default-v8.cpu_profiler', transferMode: 'ReportEvents' });
  return async (file) => {
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await done;
    cdp.off('Tracing.dataCollected', collect);
    fs.writeFileSync(file, JSON.stringify({ traceEvents }));
  };
}

function printWaterfall(result) {
  for (const request of result.waterfall) {
    process.stdout.write(
      `    ${Math.round(request.start).toString().padStart(6)} → ${Math.round(request.end).toString().padStart(6)} ms  ${request.url.slice(0, 160)}\n`,
    );
  }
}

async function measure(browser, server, login, categoryId) {
  const failures = [];
  const results = Object.fromEntries(SCREENS.map((screen) => [screen.key, []]));
  results.warm = [];
  results.failures = failures;
  for (let run = 1; run <= RUNS; run++) {
    for (const screen of SCREENS.filter((screen) => !options.only || options.only.split(',').includes(screen.key))) {
      const context = await phoneContext(browser, server.base, screen.member ? login : undefined);
      try {
        const { page, js, cdp, reset } = await throttledPage(context);
        const url = screen.url ?? `/#/app/classifieds/search?category_id=${encodeURIComponent(categoryId)}`;
        const stopTrace = options.trace ? await startTrace(cdp) : undefined;
        const result = await load(page, js, url, screen.selector, screen.appSelector);
        if (stopTrace) await stopTrace(options.trace.replace(/(\.json)?$/, `-${screen.key}-cold-${run}.json`));
        results[screen.key].push(result);
        process.stdout.write(
          `run ${run} ${screen.key}: ${Math.round(result.ms)} ms${result.appMs === undefined ? '' : ` (the app's own: ${Math.round(result.appMs)} ms)`}, first paint ${Math.round(result.fcp)} ms, LCP ${Math.round(result.lcp)} ms, JS ${(result.jsBytes / 1024).toFixed(1)} KB in ${result.jsRequests} requests (${(result.jsBytesBefore / 1024).toFixed(1)} KB in ${result.jsRequestsBefore} by the content)\n`,
        );
        if (options.verbose) for (const file of result.files) process.stdout.write(`    ${file.url} ${file.bytes} B\n`);
        printWaterfall(result);
        if (screen.key === 'home') {
          // Warm: the service worker is installed and its cache filled once the app has loaded.
          await page.evaluate(() => navigator.serviceWorker?.ready.then(() => true));
          await page.waitForTimeout(1000);
          await page.close();
          const warm = await throttledPage(context);
          reset();
          // --profile <file>: the warm load's CPU profile (open it in Chrome's DevTools), where no network hides the work.
          if (options.profile) await warm.cdp.send('Profiler.enable').then(() => warm.cdp.send('Profiler.start'));
          const stopWarmTrace = options.trace ? await startTrace(warm.cdp) : undefined;
          const again = await load(warm.page, warm.js, screen.url, screen.selector, screen.appSelector);
          if (options.profile) {
            const { profile } = await warm.cdp.send('Profiler.stop');
            fs.writeFileSync(options.profile, JSON.stringify(profile));
          }
          if (stopWarmTrace) await stopWarmTrace(options.trace);
          results.warm.push(again);
          process.stdout.write(
            `run ${run} warm home: ${Math.round(again.ms)} ms (the app's own: ${Math.round(again.appMs)} ms), JS from the network ${(again.jsBytes / 1024).toFixed(1)} KB\n`,
          );
          printWaterfall(again);
        }
      } catch (error) {
        // A renderer lost on a busy machine: reported, and the other runs go on.
        failures.push(`run ${run} ${screen.key}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
        process.stdout.write(`run ${run} ${screen.key} failed: ${failures.at(-1)}\n`);
      } finally {
        await context.close().catch(() => undefined);
      }
    }
  }
  return results;
}

function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  // Nearest-rank percentiles.
  const rank = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { median: rank(50), p95: rank(95) };
}

function report(results, server) {
  const load = os.loadavg().map((value) => value.toFixed(1));
  const lines = [
    `Headless Chromium (${CHROMIUM}) as a phone: ${PHONE.viewport.width}x${PHONE.viewport.height}, touch, device pixel ratio ${PHONE.deviceScaleFactor}; ` +
      (options['no-throttle']
        ? 'no throttling; '
        : `network ${(NETWORK.downloadThroughput * 8) / 1e6} Mbps down / ${Math.round((NETWORK.uploadThroughput * 8) / 1000)} kbps up, ${NETWORK.latency} ms latency; CPU slowed ${CPU_SLOWDOWN}x; `) +
      `cold cache (a fresh context per run), Arabic UI; ${RUNS} runs; ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ` +
      `load average ${load.join(' / ')} (1/5/15 min, a shared machine), Node ${process.version}, ${server.database}, demo data.`,
    '',
    '| measure | target | median | p95 |',
    '|---|---|---|---|',
  ];
  const ms = (value) => `${(value / 1000).toFixed(2)} s`;
  const row = (name, target, samples, format) => {
    if (samples.length === 0) return lines.push(`| ${name} | ${target} | — | — |`);
    const stats = summarize(samples);
    lines.push(`| ${name} | ${target} | ${format(stats.median)} | ${format(stats.p95)} |`);
  };
  for (const screen of SCREENS) {
    const samples = results[screen.key];
    row(
      screen.name,
      `≤ ${ms(screen.target)}`,
      samples.map((result) => result.ms),
      ms,
    );
    row(
      `${screen.key}: first contentful paint (the skeleton, where index.html has one)`,
      '—',
      samples.map((result) => result.fcp),
      ms,
    );
    if (screen.appSelector)
      row(
        `${screen.key}: the app's own first content on screen (painted before by the preload script)`,
        '—',
        samples.map((result) => result.appMs),
        ms,
      );
    if (screen.key === 'home')
      row(
        "Members' Home: largest contentful paint",
        `≤ ${ms(TARGETS.lcpMs)}`,
        samples.map((result) => result.lcp),
        ms,
      );
    row(
      `${screen.key}: JavaScript transferred (compressed)`,
      `≤ ${TARGETS.jsBytes / 1024} KB`,
      samples.map((result) => result.jsBytes),
      (bytes) => `${(bytes / 1024).toFixed(1)} KB`,
    );
    row(
      `${screen.key}: JavaScript requests`,
      `≤ ${TARGETS.jsRequests}`,
      samples.map((result) => result.jsRequests),
      String,
    );
    row(
      `${screen.key}: JavaScript by the time the content shows`,
      `≤ ${TARGETS.jsBytes / 1024} KB`,
      samples.map((result) => result.jsBytesBefore),
      (bytes) => `${(bytes / 1024).toFixed(1)} KB`,
    );
    row(
      `${screen.key}: JavaScript requests by the time the content shows`,
      `≤ ${TARGETS.jsRequests}`,
      samples.map((result) => result.jsRequestsBefore),
      String,
    );
  }
  row(
    "Members' Home, warm (second visit, service worker): first post on screen",
    `≤ ${ms(TARGETS.warmMs)}`,
    results.warm.map((result) => result.ms),
    ms,
  );
  row(
    "Members' Home, warm: the app's own first post on screen",
    '—',
    results.warm.map((result) => result.appMs),
    ms,
  );
  const images = [...results.home, ...results.category, ...results.warm].flatMap((result) => result.images);
  const unique = [...new Map(images.map((image) => [`${image.src} ${image.shown}`, image])).values()];
  const worst = unique.reduce((max, image) => (image.ratio > max.ratio ? image : max), { ratio: 0 });
  lines.push(
    `| Feed and listing photos: natural width ÷ (shown width × DPR), ${unique.length} photos | ≤ 2x | max ${worst.ratio.toFixed(1)}x (${worst.natural ?? '—'} px for ${worst.shown ?? '—'} px) | ${unique.filter((image) => image.ratio > TARGETS.imageRatio).length} over 2x |`,
  );
  if (results.failures.length) lines.push('', `Failed loads (left out): ${results.failures.join('; ')}.`);
  return lines.join('\n');
}

const server = await startServer(Number(options.port));
const browser = await launch();
try {
  const login = await joinReader(server);
  const categoryId = await listingsCategory(server, login.token);
  const results = await measure(browser, server, login, categoryId);
  console.log(`\n${report(results, server)}`);
} finally {
  await browser.close();
  await server.stop();
}
