import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { AccountRole } from './accounts';
import { apiLogin, consolePageAs, launchBrowser, newContext, newPage, type ApiSession } from './browser';
import { signedInMemberPage } from './member-pages';
import type { Member } from './members';

/** A browser tab and the context (cookies, storage) it lives in. */
export interface OpenPage {
  context: BrowserContext;
  page: Page;
}

/**
 * What a browser test file starts from, set up before its first test and taken down after its
 * last. Its parts exist once the file's set-up has run: read them inside tests and hooks.
 */
export interface Suite {
  /** The file's Chromium. */
  readonly browser: Browser;
  /** The admin's API session (`signIn: ['admin']`, or the file's console page as admin). */
  readonly admin: ApiSession;
  /** The API session of an account the file signed in (`signIn`). */
  session(role: AccountRole): ApiSession;
  /** The console tab open for the whole file (`consolePage`), and its context. */
  readonly page: Page;
  readonly context: BrowserContext;
  /** A new console tab, logged in as `role` with a login of its own. */
  consolePage(role: AccountRole, options?: { mobile?: boolean }): Promise<OpenPage & { session: ApiSession }>;
  /** A new tab that nobody is logged in to, in a browser whose language is `locale` (English unless said). */
  visitorPage(options?: { mobile?: boolean; locale?: string }): Promise<OpenPage>;
  /** A new tab of the members' app, signed in as `who`, in `language`, at phone or desktop width. */
  memberPage(who: Member, language: 'en' | 'ar', mobile: boolean): Promise<OpenPage>;
}

/** What a file's own set-up adds to its suite; its names must not hide the suite's own. */
export type Seed = object & { [Name in keyof Suite]?: never };

export interface SuiteOptions<Seeded extends Seed> {
  /**
   * Accounts logged in through the API once for the whole file (logins are rate-limited per
   * account, and every file logs in).
   */
  signIn?: readonly AccountRole[];
  /** A console tab logged in as this role for the whole file; its login is the role's API session too. */
  consolePage?: AccountRole;
  /** Creates what the file's tests start from (members, listings, reports); what it answers joins the suite. */
  seed?: (suite: Suite) => Promise<Seeded>;
  /** Puts back what the file changed that other files read, before the browser closes (after a failure too). */
  teardown?: (suite: Suite & Seeded) => Promise<void>;
}

function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is not set up: read it inside a test or a hook, and ask setupSuite for it`);
  return value;
}

/**
 * Sets up a browser test file: launches Chromium, logs in the accounts it needs, opens its
 * console tab, seeds its data; afterwards puts things back and closes everything. Call it once,
 * at the top of the file.
 */
export function setupSuite<Seeded extends Seed = Record<never, never>>(options: SuiteOptions<Seeded> = {}): Suite & Seeded {
  let browser: Browser | undefined;
  let filePage: (OpenPage & { session: ApiSession }) | undefined;
  const sessions = new Map<AccountRole, ApiSession>();

  const suite: Suite = {
    get browser() {
      return present(browser, 'the browser');
    },
    get admin() {
      return suite.session('admin');
    },
    session(role) {
      return present(sessions.get(role), `the ${role}'s API session`);
    },
    get page() {
      return present(filePage, "the file's console tab").page;
    },
    get context() {
      return present(filePage, "the file's console tab").context;
    },
    consolePage: (role, pageOptions) => consolePageAs(suite.browser, role, pageOptions),
    async visitorPage(pageOptions) {
      const context = await newContext(suite.browser, pageOptions);
      return { context, page: await newPage(context) };
    },
    memberPage: (who, language, mobile) => signedInMemberPage(suite.browser, who, language, mobile),
  };
  const seeded = suite as Suite & Seeded;

  beforeAll(async () => {
    browser = await launchBrowser();
    if (options.consolePage) {
      filePage = await consolePageAs(browser, options.consolePage);
      sessions.set(options.consolePage, filePage.session);
    }
    for (const role of options.signIn ?? []) {
      if (!sessions.has(role)) sessions.set(role, await apiLogin(role));
    }
    if (options.seed) Object.assign(suite, await options.seed(suite));
  });
  afterAll(async () => {
    try {
      if (options.teardown && browser) await options.teardown(seeded);
    } finally {
      await filePage?.context.close();
      await browser?.close();
    }
  });
  return seeded;
}

/**
 * A tab the tests of the enclosing `describe` share, in order: opened before its first test,
 * closed after its last. Read `.page` and `.context` inside the tests.
 */
export function sharedPage(open: () => Promise<OpenPage>): OpenPage {
  let opened: OpenPage | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    await opened?.context.close();
  });
  return {
    get context() {
      return present(opened, 'the shared tab').context;
    },
    get page() {
      return present(opened, 'the shared tab').page;
    },
  };
}
