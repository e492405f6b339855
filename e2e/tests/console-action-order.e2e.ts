import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Category } from '@souq/contract/categories';
import { messages } from '@souq/contract/messages';
import { openRoute } from '../support/browser';
import { classifiedsQuery } from '../support/console-screens';
import { demoCategories } from '../support/demo-data';
import { setupSuite } from '../support/suite';

/**
 * Buttons in one order on every console screen (components/row-actions.tsx, docs/decisions.md).
 * Each list's rows are read by the accessible names of their action buttons: view or open first,
 * then links, edit, toggles, and delete last where a row has it. The bulk bar draws its red
 * action last; dialogs and forms put the dismissive button first.
 */

const c = messages.console;

/** Every screen's word for delete. */
const DELETE_LABELS = new Set<string>([c.users.delete, c.posts.delete, c.categories.delete, c.banners.delete]);

interface ListScreen {
  route: string;
  table: string;
  actionsHeader: string;
  /** Every label a row of this screen may show, in the console's order. */
  order: readonly string[];
  /** The labels every row shows. */
  always: readonly string[];
}

/** The list screens to walk, with a property category's listings among them. */
function listScreens(category: Category): ListScreen[] {
  const r = c.regions;
  return [
    {
      route: '/rm-admin/userslist',
      table: c.users.listTitle,
      actionsHeader: c.users.actions,
      order: [c.users.view, c.users.delete],
      always: [c.users.view, c.users.delete],
    },
    {
      route: '/rm-admin/posts',
      table: c.posts.listTitle,
      actionsHeader: c.posts.action,
      order: [c.posts.view, c.posts.delete],
      always: [c.posts.view, c.posts.delete],
    },
    {
      route: '/rm-admin/stories',
      table: c.stories.listTitle,
      actionsHeader: c.stories.action,
      order: [c.stories.view],
      always: [c.stories.view],
    },
    {
      route: '/rm-admin/classifieds',
      table: c.categories.listTitle,
      actionsHeader: c.categories.actions,
      order: [c.categories.openSubCategories, c.categories.edit, c.categories.delete],
      always: [c.categories.openSubCategories, c.categories.edit, c.categories.delete],
    },
    {
      route: `/rm-admin/classifieds/posts?${classifiedsQuery(category)}`,
      table: `${c.classifieds.listTitle}${category.category_en}`,
      actionsHeader: c.classifieds.action,
      order: [c.classifieds.open],
      always: [c.classifieds.open],
    },
    {
      route: '/rm-admin/sub-categories',
      table: c.subCategories.listTitle,
      actionsHeader: c.categories.actions,
      order: [c.categories.edit, c.categories.delete],
      always: [c.categories.edit, c.categories.delete],
    },
    {
      route: '/rm-admin/banners',
      table: c.banners.listTitle,
      actionsHeader: c.banners.actions,
      order: [c.banners.edit, c.banners.delete],
      always: [c.banners.edit, c.banners.delete],
    },
    { route: '/rm-admin/countries', table: r.countriesTitle, actionsHeader: r.actions, order: [r.select, r.unselect], always: [] },
    { route: '/rm-admin/districts', table: r.districtsTitle, actionsHeader: r.actions, order: [r.edit], always: [r.edit] },
    { route: '/rm-admin/areas', table: r.areasTitle, actionsHeader: r.actions, order: [r.edit], always: [r.edit] },
    {
      route: '/rm-admin/tickets',
      table: c.support.ticketsTitle,
      actionsHeader: c.support.action,
      order: [c.support.view],
      always: [c.support.view],
    },
  ];
}

const suite = setupSuite({
  consolePage: 'admin',
  seed: async ({ admin, page }) => {
    page.setDefaultTimeout(30_000);
    const categories = await demoCategories(admin);
    const category = categories.find((item) => item.classifiedType === 'property') ?? categories[0];
    if (!category) throw new Error('the demo data has no classified category');
    return { screens: listScreens(category) };
  },
});

/** Waits until the table has rows and is not reloading. */
async function settledTable(table: Locator): Promise<void> {
  await table.locator('tbody tr td').locator('button, a').first().waitFor();
  await table.page().waitForFunction(() => document.querySelector('table[aria-busy="true"]') === null);
}

/** The accessible names of each row's buttons and links in the actions column, in reading order. */
function rowActionNames(table: Locator, actionsHeader: string): Promise<string[][]> {
  return table.evaluate((element, header) => {
    const headers = Array.from(element.querySelectorAll('thead th')).map((th) => th.textContent?.trim() ?? '');
    const column = headers.indexOf(header);
    if (column < 0) throw new Error(`no column '${header}' among ${JSON.stringify(headers)}`);
    return Array.from(element.querySelectorAll('tbody tr')).map((row) =>
      Array.from(row.children[column]?.querySelectorAll('button, a') ?? []).map(
        (control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '',
      ),
    );
  }, actionsHeader);
}

/** Which of the screen's labels starts a button's name ("Delete Ahmad Ali" → "Delete"); the longest wins. */
function labelOf(name: string, labels: readonly string[]): string | undefined {
  return [...labels].sort((a, b) => b.length - a.length).find((label) => name.startsWith(`${label} `));
}

describe('one order of buttons across the console', () => {
  it("walks the list screens: each row's buttons in the console's order, delete last where present", async () => {
    const { page } = suite;
    for (const screen of suite.screens) {
      await openRoute(page, screen.route);
      const table = page.getByRole('table', { name: screen.table });
      await settledTable(table);
      const rows = await rowActionNames(table, screen.actionsHeader);
      expect(rows.length, `${screen.route}: rows`).toBeGreaterThan(0);
      for (const names of rows) {
        const what = `${screen.route}: ${JSON.stringify(names)}`;
        expect(names.length, what).toBeGreaterThan(0);
        const labels = names.map((name) => labelOf(name, screen.order));
        expect(labels, `${what}: every button is one of ${JSON.stringify(screen.order)}`).not.toContain(undefined);
        const places = labels.map((label) => screen.order.indexOf(label ?? ''));
        expect(places, `${what}: in the order ${JSON.stringify(screen.order)}`).toEqual([...places].sort((a, b) => a - b));
        for (const label of screen.always) expect(labels, what).toContain(label);
        const deleteAt = labels.findIndex((label) => label !== undefined && DELETE_LABELS.has(label));
        if (deleteAt >= 0) expect(deleteAt, `${what}: delete last`).toBe(labels.length - 1);
      }
    }
  }, 240_000);

  it("draws the bulk bar's red action last: Show then Hide on posts, Unblock then Block on users", async () => {
    const { page } = suite;
    for (const [route, table, first, last] of [
      ['/rm-admin/posts', c.posts.listTitle, c.bulk.showPosts, c.bulk.hidePosts],
      ['/rm-admin/userslist', c.users.listTitle, c.bulk.unblockUsers, c.bulk.blockUsers],
    ] as const) {
      await openRoute(page, route);
      const list = page.getByRole('table', { name: table });
      await settledTable(list);
      await list.getByRole('checkbox', { name: c.bulk.selectPage }).check();
      const bar = page.getByRole('group', { name: c.bulk.actionsLabel });
      await expect.poll(() => bar.getByRole('button').allInnerTexts()).toEqual([first, last]);
      await list.getByRole('checkbox', { name: c.bulk.selectPage }).uncheck();
    }
  }, 120_000);

  it('puts the dismissive button first in a dialog and a form: Cancel then Yes, Back then Save', async () => {
    const { page } = suite;
    await openRoute(page, '/rm-admin/classifieds');
    const categories = page.getByRole('table', { name: c.categories.listTitle });
    await settledTable(categories);
    await categories
      .getByRole('button', { name: new RegExp(`^${c.categories.delete} `) })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('button').allInnerTexts()).toEqual(expect.arrayContaining([c.confirm.no, c.confirm.yes]));
    const dialogButtons = (await dialog.getByRole('button').allInnerTexts()).filter((text) => text === c.confirm.no || text === c.confirm.yes);
    expect(dialogButtons).toEqual([c.confirm.no, c.confirm.yes]);
    await dialog.getByRole('button', { name: c.confirm.no }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The title bar: navigation first, Add last.
    const titleBar = await page
      .getByRole('main')
      .locator('a, button')
      .filter({ hasText: new RegExp(`^(${c.categories.subCategoriesList}|${c.categories.add})$`) })
      .allInnerTexts();
    expect(titleBar).toEqual([c.categories.subCategoriesList, c.categories.add]);

    await page.getByRole('button', { name: c.categories.add }).click();
    const form = page.getByRole('form', { name: c.categories.formTitle });
    await form.getByRole('button', { name: c.categories.save }).waitFor();
    expect(await form.getByRole('button').allInnerTexts()).toEqual(expect.arrayContaining([c.categories.back, c.categories.save]));
    const formButtons = (await form.getByRole('button').allInnerTexts()).filter((text) => text === c.categories.back || text === c.categories.save);
    expect(formButtons).toEqual([c.categories.back, c.categories.save]);
  }, 120_000);
});
