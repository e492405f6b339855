// How fast the members' web app answers in headless Chromium, on the demo data:
//   - feed, next page: on Home, from the scroll to the bottom (the event that makes the list's
//     sentinel come into view) to the first frame with the next page's posts on screen;
//   - chat message: two members in two browser contexts with the same conversation open; from
//     the sender's click on Send to the first frame in which the recipient's open thread shows
//     the message (it arrives there through the recipient's event stream).
// Both marks come from the pages' own clocks (performance.timeOrigin + the event's time), which
// share the machine's clock. Prints median and p95 per measure and writes them between the
// markers in docs/performance.md. Not part of the test suite: figures are measured, never asserted.
//
//   npm run bench:members [-- --runs 20 --no-write]
// Options: --web-dist <folder> (default apps/web/dist), --from-source (the server from
// apps/server/src through tsx instead of apps/server/dist), --port. DATABASE_URL, when set,
// chooses PostgreSQL (seeded with the demo data only if empty); otherwise a fresh embedded
// database in a temporary DATA_DIR, seeded with the demo data.
/* global document, window, Element, MutationObserver, requestAnimationFrame -- timelineHelper runs in the page */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startProduct } from './lib/bench-product.mjs';
import { chromium } from 'playwright-core';
import { socialEn } from '../apps/web/src/i18n/members/social.en.ts';
import { marketEn } from '../apps/web/src/i18n/members/market.en.ts';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '2' },
    port: { type: 'string', default: '8097' },
    'web-dist': { type: 'string', default: 'apps/web/dist' },
    'from-source': { type: 'boolean', default: false },
    'pages-per-visit': { type: 'string', default: '3' },
    'no-write': { type: 'boolean', default: false },
  },
});
const RUNS = Number(options.runs);
const WARMUP = Number(options.warmup);
/**
 * Next pages measured per visit of Home before a new document starts from page 1 again: the
 * pages a member reaches in a normal session (2 to 4 by default), not a list hundreds of posts long.
 */
const PAGES_PER_VISIT = Number(options['pages-per-visit']);
const ROOT = path.resolve(import.meta.dirname, '..');
const DOC = path.join(ROOT, 'docs/performance.md');
const MARKERS = ['<!-- bench:members:start -->', '<!-- bench:members:end -->'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TIMEOUT_MS = 30_000;
const PASSWORD = 'Bench-member-password-1';
const VIEWPORT = { width: 390, height: 844 };
const WEB_DIST = path.resolve(ROOT, options['web-dist']);
const FROM_SOURCE = options['from-source'];
const SERVER = path.join(ROOT, FROM_SOURCE ? 'apps/server/src/server.ts' : 'apps/server/dist/server.js');
const NODE_ARGS = FROM_SOURCE ? ['--import', 'tsx'] : [];
// The members' session and language keys of apps/web/src/lib/members/session.ts and i18n.
const MEMBER_SESSION_KEY = 'souq-member-login';
const LANGUAGE_KEY = 'souq-language';

/**
 * Runs in every document before the app: marks scrolls and clicks on Send on the page's clock,
 * and arms waits that mark the first frame in which a condition on the page holds.
 */
function timelineHelper({ sendLabel, loadMoreLabel }) {
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button?.getAttribute('aria-label') === sendLabel) window.__benchSentAt = performance.timeOrigin + event.timeStamp;
    },
    true,
  );
  const posts = () => document.querySelectorAll('main article').length;
  /** Resolves with the epoch time of the first frame after `holds()` becomes true. */
  const frameWhen = (holds) =>
    new Promise((resolve) => {
      const observer = new MutationObserver(check);
      function check() {
        if (!holds()) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
      }
      observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
      check();
    });
  let pending = null;
  window.__bench = {
    posts,
    /** The list's "Show more posts" button is there while the API has a next page. */
    hasNextPage: () => [...document.querySelectorAll('main button')].some((button) => button.textContent?.trim() === loadMoreLabel),
    /** Scrolls to the bottom and answers how long the next page's posts took to show. */
    scrollForNextPage: () => {
      const before = posts();
      const shown = frameWhen(() => posts() > before);
      const scrolledAt = performance.timeOrigin + performance.now();
      window.scrollTo(0, document.documentElement.scrollHeight);
      return shown.then((at) => {
        // The API's share: the feed call made during the measure (resource timing).
        const api = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/api/v1/feed') && performance.timeOrigin + entry.startTime >= scrolledAt - 1);
        const last = api.at(-1);
        return {
          ms: at - scrolledAt,
          posts: posts(),
          apiMs: last?.duration,
          apiStartMs: last ? performance.timeOrigin + last.startTime - scrolledAt : undefined,
        };
      });
    },
    armMessage: (body) => {
      pending = frameWhen(() => [...document.querySelectorAll('[data-testid="message"]')].some((node) => node.textContent === body));
    },
    messageShownAt: () => pending,
    sentAt: () => window.__benchSentAt,
    /** How long the last message's POST took, on the sender's side. */
    lastSendMs: () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/api\/v1\/conversations\/[^/]+\/messages$/.test(new URL(entry.name).pathname) && entry.initiatorType === 'fetch')
        .at(-1)?.duration,
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

/** The product on a fresh DATA_DIR (demo data seeded when the database is empty). */
async function startServer(port) {
  for (const needed of [SERVER, path.join(WEB_DIST, 'index.html')]) {
    if (!fs.existsSync(needed)) throw new Error(`${needed} is missing: build the product first (npm run build), or see --from-source and --web-dist`);
  }
  return startProduct({ root: ROOT, server: SERVER, webDist: WEB_DIST, port, nodeArgs: NODE_ARGS, prefix: 'souq-bench-members-' });
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

/** The verification token of the last mail to `email` in DATA_DIR/outbox, once written. */
async function verificationToken(dataDir, email) {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 20_000;
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

/** A new member joined as the apps join: register, the e-mail's link, log in. */
async function join(server, name) {
  const email = `bench.${name.toLowerCase()}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@bench.test`;
  await call(server.base, 'POST', '/api/v1/auth/register', { body: { name, email, password: PASSWORD, country_id: 'KW' } });
  await call(server.base, 'POST', '/api/v1/auth/verify-email', { body: { token: await verificationToken(server.dataDir, email) } });
  const login = await call(server.base, 'POST', '/api/login', { body: { email, password: PASSWORD } });
  return { name, email, token: login.token, login };
}

/** The reader follows every author of the explore list, so Home has several pages of posts. */
async function followAuthors(base, reader) {
  const authors = new Set();
  let cursor = null;
  do {
    const page = await call(base, 'GET', `/api/v1/posts?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
      token: reader.token,
    });
    for (const post of page.posts) authors.add(post.user_id._id);
    cursor = page.nextCursor;
  } while (cursor);
  for (const id of authors) await call(base, 'POST', `/api/v1/users/${id}/follow`, { token: reader.token });
  return authors.size;
}

/** A conversation between a buyer and a seller about a listing the seller posts now. */
async function openConversation(base, seller, buyer) {
  const { categories } = await call(base, 'GET', '/api/category/get-categories', { token: seller.token });
  const services = categories.find((category) => category.classifiedType === 'services') ?? categories[0];
  const { districts } = await call(base, 'GET', '/api/get-districts?country_id=KW', { token: seller.token });
  const presigned = await call(base, 'POST', '/api/uploads/getPreSignedURLForUploadObject', {
    token: seller.token,
    body: { fileNames: ['photo.png'], contentType: 'image/png', flocation: 'classifieds' },
  });
  const [target] = presigned.preSignedUrls;
  const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const put = await fetch(target.url.startsWith('http') ? target.url : `${base}${target.url}`, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: pixel,
  });
  if (!put.ok) throw new Error(`upload: ${put.status}`);
  const listing = await call(base, 'POST', '/api/v1/classifieds', {
    token: seller.token,
    body: {
      type: services.classifiedType,
      category_id: services._id,
      country_id: 'KW',
      district_id: districts[0]._id,
      title: 'Bench: home cleaning',
      description: 'A listing the members bench chats about',
      price: '10',
      mobile: '96550000000',
      address: 'Block 1',
      media: [{ url: target.path, type: 'image' }],
    },
  });
  const conversation = await call(base, 'POST', '/api/v1/conversations', { token: buyer.token, body: { classified_id: listing._id } });
  return conversation._id;
}

async function memberPage(browser, base, member) {
  const context = await browser.newContext({ baseURL: base, viewport: VIEWPORT, locale: 'en-US', timezoneId: 'Asia/Kuwait' });
  await context.addInitScript(
    ({ sessionKey, languageKey, login }) => {
      window.localStorage.setItem(sessionKey, JSON.stringify(login));
      window.localStorage.setItem(languageKey, 'en');
    },
    { sessionKey: MEMBER_SESSION_KEY, languageKey: LANGUAGE_KEY, login: member.login },
  );
  await context.addInitScript(timelineHelper, { sendLabel: marketEn.chat.send, loadMoreLabel: socialEn.home.loadMore });
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT_MS);
  // A busy machine can take longer than that to load and start the app.
  page.setDefaultNavigationTimeout(4 * TIMEOUT_MS);
  return { context, page };
}

/**
 * Waits until the feed's list holds still (its posts unchanged for a second and no page being
 * fetched: the "Show more posts" button is not loading), and answers its posts.
 */
async function settledPosts(page) {
  // The first page of a new document: the app's start on a busy machine can take a while.
  await page.waitForFunction(() => window.__bench.posts() > 0, undefined, { timeout: 4 * TIMEOUT_MS });
  let last = -1;
  let steady = 0;
  for (;;) {
    const now = await page.evaluate(() => (document.querySelector('main button[data-loading]') ? -1 : window.__bench.posts()));
    steady = now >= 0 && now === last ? steady + 1 : 0;
    if (steady >= 4) return now;
    last = now;
    await page.waitForTimeout(250);
  }
}

/**
 * `count` next pages of Home, scrolling to the bottom each time; a new document (which forgets
 * the fetched pages) after PAGES_PER_VISIT pages or at the end of the feed.
 */
async function measureFeed(browser, base, reader, count) {
  const results = [];
  while (results.length < count) {
    const { context, page } = await memberPage(browser, base, reader);
    try {
      await page.goto('/#/app/home');
      for (let visit = 0; visit < PAGES_PER_VISIT && results.length < count; visit++) {
        const before = await settledPosts(page);
        if (!(await page.evaluate(() => window.__bench.hasNextPage()))) {
          if (visit === 0) throw new Error(`the feed has a single page (${before} posts): nothing to measure`);
          break;
        }
        const result = await page.evaluate(() => window.__bench.scrollForNextPage());
        results.push(result);
        process.stdout.write(
          `feed next page ${results.length}/${count}: ${Math.round(result.ms)} ms (${before} → ${result.posts} posts, API ${Math.round(result.apiMs ?? NaN)} ms from +${Math.round(result.apiStartMs ?? NaN)} ms)\n`,
        );
      }
    } finally {
      await context.close();
    }
  }
  return results;
}

/** `count` messages from the sender's Send to the recipient's open thread. */
async function measureChat(browser, base, sender, recipient, conversationId, count) {
  const from = await memberPage(browser, base, sender);
  const to = await memberPage(browser, base, recipient);
  const results = [];
  try {
    for (const { page } of [from, to]) {
      await page.goto(`/#/app/chat/${conversationId}`);
      // The thread's own event stream is open ('Live'): messages arrive through it.
      await page.getByRole('status').filter({ hasText: marketEn.chat.live }).waitFor();
    }
    const box = from.page.getByRole('textbox', { name: marketEn.chat.message });
    const send = from.page.getByRole('button', { name: marketEn.chat.send, exact: true });
    for (let i = 0; i < count; i++) {
      const body = `bench message ${i + 1} ${Math.random().toString(36).slice(2, 8)}`;
      await box.fill(body);
      await to.page.evaluate((text) => window.__bench.armMessage(text), body);
      await send.click();
      const shownAt = await to.page.evaluate(() => window.__bench.messageShownAt());
      const sentAt = await from.page.evaluate(() => window.__bench.sentAt());
      // The sender's own copy settles (sent, not "Sending…") before the next one.
      await from.page.getByTestId('message').filter({ hasText: body }).waitFor();
      const apiMs = await from.page.evaluate(() => window.__bench.lastSendMs());
      results.push({ ms: shownAt - sentAt, apiMs });
      process.stdout.write(`chat message ${i + 1}/${count}: ${Math.round(shownAt - sentAt)} ms (POST ${Math.round(apiMs ?? NaN)} ms)\n`);
    }
    return results;
  } finally {
    await from.context.close();
    await to.context.close();
  }
}

const round = (ms) => Math.round(ms);
function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  // Nearest-rank percentiles.
  const rank = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { n: sorted.length, median: rank(50), p95: rank(95), min: sorted[0], max: sorted.at(-1) };
}

async function main() {
  const server = await startServer(Number(options.port));
  const browser = await launch();
  try {
    const reader = await join(server, 'Reader');
    const seller = await join(server, 'Seller');
    const followed = await followAuthors(server.base, reader);
    const conversationId = await openConversation(server.base, seller, reader);
    const feed = (await measureFeed(browser, server.base, reader, WARMUP + RUNS)).slice(WARMUP);
    const chat = (await measureChat(browser, server.base, reader, seller, conversationId, WARMUP + RUNS)).slice(WARMUP);
    return { database: server.database, followed, feed, chat };
  } finally {
    await browser.close();
    await server.stop();
  }
}

function report({ database, followed, feed, chat }) {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const date = new Date().toISOString().slice(0, 10);
  const lines = [
    `Headless Chromium (${CHROMIUM}) at ${VIEWPORT.width}x${VIEWPORT.height}, ${date}, ${os.cpus().length} cores (${cpu}), ` +
      `Node ${process.version}, ${database}, demo data (the reader follows the ${followed} members with posts); ` +
      `${RUNS} runs after ${WARMUP} warm-up (feed: pages 2 to ${PAGES_PER_VISIT + 1} of each visit), web build ${path.relative(ROOT, WEB_DIST).startsWith('..') ? WEB_DIST : path.relative(ROOT, WEB_DIST)}, server ${FROM_SOURCE ? 'from source (tsx)' : 'built'}.`,
    '',
    '| measure | target | median ms | p95 ms | min ms | max ms | the API call in it (median) |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const [name, results, call] of [
    ['Home: scroll to the bottom → next page of posts shown', feed, 'GET /api/v1/feed'],
    ["Chat: sender's Send → message shown in the recipient's open thread", chat, 'POST …/messages'],
  ]) {
    const stats = summarize(results.map((result) => result.ms));
    const api = results.map((result) => result.apiMs).filter((ms) => typeof ms === 'number');
    const apiText = api.length ? `${call} ${round(summarize(api).median)} ms` : '—';
    lines.push(`| ${name} | 300 ms | ${round(stats.median)} | ${round(stats.p95)} | ${round(stats.min)} | ${round(stats.max)} | ${apiText} |`);
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
