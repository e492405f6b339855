import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { a11yProblemsWithStructure } from '../support/accessibility';
import { consolePageAs, launchBrowser, newContext, newPage, openRoute, waitForRoute } from '../support/browser';

/**
 * Issue 20, accessibility: every console screen, as admin and as dataentry, and the public pages,
 * checked by axe-core with no serious or critical violation, one h1, its content in landmarks,
 * and a browser-tab title of its own.
 */

const ADMIN_SCREENS = [
  '/rm-admin/dashboard',
  '/rm-admin/userslist',
  '/rm-admin/posts',
  '/rm-admin/stories',
  '/rm-admin/classifieds',
  '/rm-admin/sub-categories',
  '/rm-admin/countries',
  '/rm-admin/districts',
  '/rm-admin/areas',
  '/rm-admin/banners',
  '/rm-admin/settings',
  '/rm-admin/change-password',
  '/rm-admin/reported-users',
  '/rm-admin/contactform',
  '/rm-admin/notifications',
  '/rm-admin/tickets',
  '/rm-admin/audit-log',
  '/rm-admin/moderation',
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Waits until the screen has settled: no spinner, no list reloading. */
async function settled(page: Page): Promise<void> {
  await page.locator('main').waitFor();
  await page.waitForFunction(
    () => !document.querySelector('table[aria-busy="true"]') && !document.querySelector('main [role="status"].mantine-Loader-root, main .mantine-Loader-root'),
    undefined,
    { timeout: 15_000 },
  );
}

async function expectAccessible(page: Page, what: string): Promise<void> {
  const problems = await a11yProblemsWithStructure(page);
  expect(problems, `${what}: ${JSON.stringify(problems, null, 2)}`).toEqual([]);
}

async function checkScreen(page: Page, route: string, titles: Map<string, string>): Promise<void> {
  const previous = await page.title();
  await openRoute(page, route);
  // The header's h1 stays across screens: wait for this screen's own name in the tab.
  await expect.poll(() => page.title()).not.toBe(previous);
  await settled(page);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await page.getByRole('heading', { level: 1 }).count(), `${route}: one h1`).toBe(1);
  await expectAccessible(page, route);
  const title = await page.title();
  titles.set(route, title);
}

describe('the console, as admin', () => {
  let context: BrowserContext;
  let page: Page;
  const titles = new Map<string, string>();
  beforeAll(async () => {
    ({ context, page } = await consolePageAs(browser, 'admin'));
  });
  afterAll(async () => {
    await context.close();
  });

  for (const route of ADMIN_SCREENS) {
    it(`${route} passes axe, has one h1, landmarks and a tab title`, async () => {
      await checkScreen(page, route, titles);
    });
  }

  it('names each page in the browser tab', () => {
    expect(new Set(titles.values()).size, JSON.stringify([...titles])).toBe(ADMIN_SCREENS.length);
    expect(titles.get('/rm-admin/userslist')).toBe('Users · Souq');
  });

  it('a dialog has a name, a named close button, and passes axe', async () => {
    await openRoute(page, '/rm-admin/moderation');
    await settled(page);
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    expect(await dialog.getAttribute('aria-labelledby')).toBeTruthy();
    await expectAccessible(page, 'keyboard shortcuts dialog');
    await page.keyboard.press('Escape');
  });
});

describe('the console, as dataentry', () => {
  let context: BrowserContext;
  let page: Page;
  const titles = new Map<string, string>();
  beforeAll(async () => {
    ({ context, page } = await consolePageAs(browser, 'dataentry'));
  });
  afterAll(async () => {
    await context.close();
  });

  it('the dashboard passes axe, with one h1', async () => {
    await checkScreen(page, '/rm-admin/dashboard', titles);
  });

  it("a category's classified posts, reached from the sidebar, pass axe", async () => {
    const link = page.getByRole('navigation').getByRole('link', { name: /^Classified / }).first();
    await link.click();
    await waitForRoute(page, '/rm-admin/classifieds/posts');
    await settled(page);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    // The tab title follows the route in an effect; wait for it rather than read it once.
    await expect.poll(() => page.title()).toMatch(/^Classified .+ · Souq$/);
    await expectAccessible(page, 'dataentry classified posts');
  });

  it('a screen it may not open says so, accessibly', async () => {
    await checkScreen(page, '/rm-admin/userslist', titles);
  });
});

describe('the public pages', () => {
  it('the landing page, the login page and the reset page have landmarks and one h1', async () => {
    const context = await newContext(browser);
    const page = await newPage(context);
    try {
      for (const route of ['/', '/rm-admin', '/auth/email-password-change?token=unknown']) {
        await page.goto(`/#${route}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await page.getByRole('heading', { level: 1 }).count(), `${route}: one h1`).toBe(1);
        await expectAccessible(page, route);
      }
    } finally {
      await context.close();
    }
  });
});
