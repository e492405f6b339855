import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { SESSION_STORAGE_KEY } from '@souq/contract/constants';
import { seriousA11yProblems } from './accessibility';
import { ACCOUNTS, type AccountRole } from './accounts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCREENSHOTS = path.resolve(import.meta.dirname, '../screenshots');

export const baseUrl = (): string => inject('baseUrl');

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
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

/** What the members' app keeps once it has offered notifications (lib/members/push-offer.ts). */
export const PUSH_OFFERED_KEY = 'souq.push-offered';

/**
 * A browser profile; `locale` is the browser's language (navigator.languages, Accept-Language),
 * English unless said. The members' app offers notifications after a first follow or message; a
 * profile has had that offer already unless `pushOffer` says otherwise (members-web-push.e2e.ts),
 * so the offer's sheet does not cover the screens other tests work on.
 */
export async function newContext(
  browser: Browser,
  options: { mobile?: boolean; deviceScaleFactor?: number; locale?: string; pushOffer?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: options.mobile ? { width: 390, height: 844 } : { width: 1366, height: 900 },
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
    locale: options.locale ?? 'en-US',
    timezoneId: 'Asia/Kuwait',
  });
  if (!options.pushOffer) {
    await context.addInitScript((key) => {
      try {
        window.localStorage.setItem(key, 'offered before this test');
      } catch {
        // A page without storage (about:blank): nothing to offer there either.
      }
    }, PUSH_OFFERED_KEY);
  }
  return context;
}

/** A page whose console errors and failed requests fail the test that reads them. */
export async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

export interface ApiSession {
  token: string;
  body: Record<string, unknown>;
}

/** Logs in through the API (for test set-up; the login screen has its own tests). */
export async function apiLogin(role: AccountRole): Promise<ApiSession> {
  const account = ACCOUNTS[role];
  const response = await fetch(`${baseUrl()}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`login as ${role} failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as Record<string, unknown>;
  return { token: String(body.token), body };
}

/** Calls the API as a role; answers the status and the parsed JSON body. */
export async function api<T = unknown>(
  session: ApiSession,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  pathAndQuery: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl()}${pathAndQuery}`, {
    method,
    headers: {
      authorization: `Bearer ${session.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** Opens the console already logged in as a role (the stored login the login page would save). */
export async function consolePageAs(browser: Browser, role: AccountRole, options: { mobile?: boolean } = {}) {
  const session = await apiLogin(role);
  const context = await newContext(browser, options);
  // Only the tab's first document gets the login: a Logout must stay logged out across reloads.
  await context.addInitScript(
    ([key, value]) => {
      if (window.sessionStorage.getItem('e2e-login-seeded')) return;
      window.sessionStorage.setItem('e2e-login-seeded', '1');
      window.localStorage.setItem(key, value);
    },
    [SESSION_STORAGE_KEY, JSON.stringify(session.body)] as const,
  );
  const page = await newPage(context);
  return { context, page, session };
}

/** Goes to a console hash route, e.g. `/rm-admin/classifieds`. */
export async function openRoute(page: Page, route: string): Promise<void> {
  await page.goto(`/#${route}`);
}

/**
 * Waits until the hash route (without its query) is `route`. Hash changes are same-document
 * navigations, which page.waitForURL does not reliably see.
 */
export async function waitForRoute(page: Page, route: string | RegExp): Promise<void> {
  const source = typeof route === 'string' ? `^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$` : route.source;
  await page.waitForFunction((pattern) => new RegExp(pattern).test(window.location.hash.slice(1).split('?')[0] ?? ''), source);
}

/** Waits for what fades in (Mantine's dialogs and menus) to be fully shown; endless spinners are not waited for. */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // A transition may start a frame or two after what opened it (Mantine's Transition sets its
    // entering styles on a later frame): settled means two frames in a row with nothing running.
    for (let round = 0; round < 20; round++) {
      await frame();
      await frame();
      const running = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** Saves what the page shows now (the whole page unless told) under e2e/screenshots/, for people to look at; checks nothing. */
export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: options.fullPage ?? true });
}

/**
 * Saves a screenshot of what the page shows, and checks it with axe-core: every screen a test
 * photographs must have no serious or critical accessibility violation.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  // A list that is reloading dims its old rows (below text contrast on purpose, for a moment):
  // photograph and check the settled screen.
  await page.waitForFunction(() => document.querySelector('table[aria-busy="true"]') === null, undefined, { timeout: 5_000 }).catch(() => undefined);
  // Dialogs and notifications fade in: photograph and check them once they are fully shown.
  // (Endless ones, such as spinners and striped progress bars, are not waited for.)
  await animationsDone(page);
  await saveScreenshot(page, name);
  const problems = await seriousA11yProblems(page);
  if (problems.length > 0) throw new Error(`${name}: accessibility violations\n${JSON.stringify(problems, null, 2)}`);
}

/** A small valid PNG (1x1 red pixel) for upload tests. */
export const PNG_PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
