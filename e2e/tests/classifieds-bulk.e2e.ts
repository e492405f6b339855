import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ClassifiedDetail, ClassifiedList, ClassifiedListItem } from '@souq/contract/classifieds';
import { messages } from '@souq/contract/messages';
import { consoleAr } from '../../apps/web/src/i18n/console/ar';
import { api, openRoute, screenshot } from '../support/browser';
import { classifiedsQuery, fillTemplate as fill } from '../support/console-screens';
import { demoCategoryOfType } from '../support/demo-data';
import { setupSuite } from '../support/suite';

/**
 * The classified listings screen selects rows like the posts and users screens, and allows or
 * disallows them together after a question naming the count; "all N matching" is offered once
 * the whole page is picked.
 */

const t = messages.console.classifieds;
const b = messages.console.bulk;
const ar = consoleAr.console;

const suite = setupSuite({ signIn: ['admin'], seed: async ({ admin }) => ({ boats: await demoCategoryOfType(admin, 'boat') }) });

/** The first page of the category's Kuwaiti listings as the console lists them (newest first), with the count. */
async function firstPage(): Promise<ClassifiedList> {
  const query = new URLSearchParams({ category_id: suite.boats._id, country_id: 'KW', page: '1', itemsPerPage: '10', withTotal: 'true' });
  return (await api<ClassifiedList>(suite.admin, 'GET', `/api/classifieds/get-classifieds-by-admin?${query.toString()}`)).body;
}

/** Two listings of the page whose titles no other row shares (the demo data repeats some), so each checkbox is named apart. */
function twoApart(list: ClassifiedList): ClassifiedListItem[] {
  const titles = list.classifieds.map((listing) => listing.title);
  return list.classifieds.filter((listing) => titles.indexOf(listing.title) === titles.lastIndexOf(listing.title)).slice(0, 2);
}

async function setAllowed(listings: readonly ClassifiedListItem[], active: boolean): Promise<void> {
  for (const listing of listings) await api(suite.admin, 'POST', '/api/classifieds/allow-ordisallow', { classified_id: listing._id, active });
}

const listRoute = () => `/rm-admin/classifieds/posts?${classifiedsQuery(suite.boats)}`;
const rowOf = (page: Page, selectLabel: string) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: selectLabel }) });

describe('bulk allow and disallow on the classified listings', () => {
  it('selects 2 listings, disallows them after the question naming the count, and shows them disallowed', async () => {
    const list = await firstPage();
    const two = twoApart(list);
    expect(two).toHaveLength(2);
    // They start allowed, whatever earlier runs left.
    await setAllowed(two, true);

    const { context, page } = await suite.consolePage('admin');
    await openRoute(page, listRoute());
    const table = page.getByRole('table', { name: `${t.listTitle}${suite.boats.category_en}` });
    await table.getByRole('checkbox', { name: fill(b.selectRow, { name: two[0]!.title }) }).waitFor();
    for (const listing of two) {
      const box = table.getByRole('checkbox', { name: fill(b.selectRow, { name: listing.title }) });
      await box.check();
      await expect.poll(() => box.isChecked()).toBe(true);
    }
    await page
      .getByRole('status')
      .filter({ hasText: fill(b.selectedCount, { count: 2 }) })
      .waitFor();
    const actions = page.getByRole('group', { name: b.actionsLabel });
    // The red action last, as on every console screen.
    expect(await actions.getByRole('button').allInnerTexts()).toEqual([b.allowListings, b.disallowListings]);
    // Ticking scrolled the page: photograph it from the top, where the bar is.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'classifieds-two-selected');

    await actions.getByRole('button', { name: b.disallowListings }).click();
    // Disallowing strikes each owner: the dialog asks why before it confirms.
    const dialog = page.getByRole('dialog', { name: fill(b.disallowListingsConfirm, { count: 2 }) });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: messages.console.moderation.reportCategories.wrong_category }).check();
    await screenshot(page, 'classifieds-disallow-two-confirm');
    await dialog.getByRole('button', { name: messages.console.strikes.confirm }).click();
    await page.getByText(fill(b.changed, { count: 2 })).waitFor();

    for (const listing of two) {
      await rowOf(page, fill(b.selectRow, { name: listing.title }))
        .getByText(t.disallowed, { exact: true })
        .waitFor();
      const { body } = await api<ClassifiedDetail>(suite.admin, 'GET', `/api/classifieds/get-aclassified?classified_id=${listing._id}`);
      expect(body.active).toBe(false);
    }
    await screenshot(page, 'classifieds-two-disallowed');
    await setAllowed(two, true);
    await context.close();
  });

  it('offers every listing matching the filter once the whole page is selected', async () => {
    const list = await firstPage();
    expect(list.total).toBeGreaterThan(list.classifieds.length);
    const { context, page } = await suite.consolePage('admin');
    await openRoute(page, listRoute());
    const table = page.getByRole('table', { name: `${t.listTitle}${suite.boats.category_en}` });
    // A row whose title no other shares: the demo data repeats some, and a shared name matches two boxes.
    await table.getByRole('checkbox', { name: fill(b.selectRow, { name: twoApart(list)[0]!.title }) }).waitFor();
    await table.getByRole('checkbox', { name: b.selectPage }).check();
    await page
      .getByRole('status')
      .filter({ hasText: fill(b.selectedCount, { count: list.classifieds.length }) })
      .waitFor();
    await page.getByRole('button', { name: fill(b.selectAllMatching, { count: (list.total ?? 0).toLocaleString('en-US') }) }).click();
    await page
      .getByRole('status')
      .filter({ hasText: fill(b.allMatchingSelected, { count: (list.total ?? 0).toLocaleString('en-US') }) })
      .waitFor();
    await page.getByRole('button', { name: b.clearSelection }).click();
    await expect.poll(() => page.getByRole('group', { name: b.actionsLabel }).count()).toBe(0);
    await context.close();
  });

  it('draws the selection mirrored in Arabic', async () => {
    const list = await firstPage();
    const two = twoApart(list);
    expect(two).toHaveLength(2);
    const { context, page } = await suite.consolePage('admin');
    await openRoute(page, listRoute());
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    // The list is named by the category's Arabic name, as the sidebar names it.
    await page.getByRole('table', { name: `${ar.classifieds.listTitle}${suite.boats.category_ar}` }).waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(`${ar.classifieds.listTitle}${suite.boats.category_ar}`);
    for (const listing of two) {
      const box = page.getByRole('checkbox', { name: fill(ar.bulk.selectRow, { name: listing.title }) });
      await box.check();
      await expect.poll(() => box.isChecked()).toBe(true);
    }
    const actions = page.getByRole('group', { name: ar.bulk.actionsLabel });
    expect(await actions.getByRole('button').allInnerTexts()).toEqual([ar.bulk.allowListings, ar.bulk.disallowListings]);
    // The end edge is the left in Arabic: disallow, drawn last, sits left of allow.
    const allow = await actions.getByRole('button', { name: ar.bulk.allowListings }).boundingBox();
    const disallow = await actions.getByRole('button', { name: ar.bulk.disallowListings }).boundingBox();
    expect(disallow!.x).toBeLessThan(allow!.x);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'classifieds-two-selected-ar');
    await context.close();
  });
});
