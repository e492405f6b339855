import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLASSIFIED_TYPES, classifiedParam } from '@souq/contract/constants';
import { messages } from '@souq/contract/messages';
import { checkScreen, expectAccessible } from '../support/console-checks';
import { setupSuite, sharedPage } from '../support/suite';

/**
 * Accessibility: every console screen, as admin and as dataentry, and the public pages, checked
 * by axe-core with no serious or critical violation, one h1, its content in landmarks, and a
 * browser-tab title of its own. The dialogs and menus: console-dialogs-accessibility.e2e.ts.
 */

const ADD_CLASSIFIED_POST = '/rm-admin/classifieds/add-classified-post';
const ADD_DROPDOWN_VALUES = '/rm-admin/classifieds/add-dropdwons-classified'; // (sic)

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
  '/rm-admin/search-synonyms',
] as const;

const suite = setupSuite();

describe('the console, as admin', () => {
  const adminTab = sharedPage(() => suite.consolePage('admin'));
  const titles = new Map<string, string>();

  for (const route of ADMIN_SCREENS) {
    it(`${route} passes axe, has one h1, landmarks and a tab title`, async () => {
      titles.set(route, await checkScreen(adminTab.page, route));
    });
  }

  it('names each page in the browser tab', () => {
    expect(new Set(titles.values()).size, JSON.stringify([...titles])).toBe(ADMIN_SCREENS.length);
    expect(titles.get('/rm-admin/userslist')).toBe('Users · Souq');
  });

  it("every category's classified posts, its add form and its dropdown values pass axe", async () => {
    await checkCategoryScreens(adminTab.page);
  }, 300_000);
});

/** The address a link leads to, as a hash route ('#/rm-admin/…' without its '#'). */
async function routeOf(link: Locator): Promise<string> {
  const href = await link.getAttribute('href');
  if (!href?.startsWith('#/')) throw new Error(`not a console link: ${href ?? '(none)'}`);
  return href.slice(1);
}

/**
 * The screens of each type of category, the way a staff member reaches them: its classified posts
 * from the sidebar, and from that list the add form and (jobs, automotive) the dropdown values.
 */
async function checkCategoryScreens(page: Page): Promise<void> {
  const categories = page.getByRole('navigation').getByRole('link', { name: /^Classified / });
  await categories.first().waitFor();
  // One category of each type (other tests add categories of their own; each type has its own add form).
  const byType = new Map<string, string>();
  for (const route of await Promise.all((await categories.all()).map(routeOf))) {
    const type = new URLSearchParams(route.split('?')[1]).get('classified') ?? '';
    if (!byType.has(type)) byType.set(type, route);
  }
  expect([...byType.keys()].sort()).toEqual(CLASSIFIED_TYPES.map((type) => classifiedParam(type.name)).sort());
  const seen: string[] = [];
  for (const route of byType.values()) {
    expect(await checkScreen(page, route)).toMatch(/^Classified .+ · Souq$/);
    // The list's links onward, read before leaving it.
    const onward: string[] = [];
    for (const path of [ADD_CLASSIFIED_POST, ADD_DROPDOWN_VALUES]) {
      const link = page.getByRole('main').locator(`a[href^="#${path}?"]`);
      if ((await link.count()) > 0) onward.push(await routeOf(link));
    }
    for (const next of onward) {
      await checkScreen(page, next);
      seen.push(next.split('?')[0] ?? '');
    }
  }
  expect(seen.filter((route) => route === ADD_CLASSIFIED_POST).length, 'every type has an add form').toBe(CLASSIFIED_TYPES.length);
  expect(seen.filter((route) => route === ADD_DROPDOWN_VALUES).length, 'jobs and automotive have dropdown values').toBe(2);
}

describe('the console, as dataentry', () => {
  const dataentryTab = sharedPage(() => suite.consolePage('dataentry'));

  it('the dashboard passes axe, with one h1', async () => {
    await checkScreen(dataentryTab.page, '/rm-admin/dashboard');
  });

  it("every category's classified posts, its add form and its dropdown values, reached from the sidebar, pass axe", async () => {
    await checkCategoryScreens(dataentryTab.page);
  }, 300_000);

  it('the search synonyms pass axe, with one h1', async () => {
    await checkScreen(dataentryTab.page, '/rm-admin/search-synonyms');
  });

  it('a screen it may not open says so, accessibly', async () => {
    const { page } = dataentryTab;
    await checkScreen(page, '/rm-admin/userslist');
    await page.getByRole('main').getByText(messages.console.shell.forbiddenTitle).first().waitFor();
  });
});

describe('the public pages', () => {
  it('the landing page, the login page and the reset page have landmarks and one h1', async () => {
    const { context, page } = await suite.visitorPage();
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
