import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BANNER_HIDE_MS } from '@souq/contract/constants';
import { messages } from '@souq/contract/messages';
import type { StaffList, User } from '@souq/contract/users';
import { api, openRoute, screenshot } from '../support/browser';
import { setupSuite } from '../support/suite';

// The console's lists: a load error stays with Retry, sortable headers, filters, page sizes and
// totals, all kept in the address.

const l = messages.console.list;
const u = messages.console.users;
const r = messages.console.regions;

const suite = setupSuite({ signIn: ['admin'] });

/** The hash route's query, as the address shows it. */
// (A URLSearchParams does not cross page.evaluate: the hash crosses as text.)
const queryOf = async (page: Page) => Object.fromEntries(new URLSearchParams((await page.evaluate(() => window.location.hash)).split('?')[1] ?? '').entries());

/** The names in the users table, in order. */
async function shownNames(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: u.listTitle });
  await page.waitForFunction(() => document.querySelector('table[aria-busy="true"]') === null);
  // The name is the row's first paragraph (a selection column may come before it).
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelector('p')?.textContent ?? ''));
}

describe('console lists', () => {
  it('keeps a failed load on screen with Retry past the 3 s banner, never "nothing found", and Retry loads it', async () => {
    const { context, page } = await suite.consolePage('admin');
    let failing = true;
    await page.route('**/api/get-users?**', (route) =>
      failing ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Database is down' }) }) : route.continue(),
    );
    await openRoute(page, '/rm-admin/userslist');
    const alert = page.getByRole('alert').filter({ hasText: l.loadError });
    await alert.waitFor();
    await page.waitForTimeout(BANNER_HIDE_MS + 1_000);
    expect(await alert.isVisible()).toBe(true);
    expect(await alert.innerText()).toContain('Database is down');
    expect(await page.getByText(u.empty, { exact: true }).count()).toBe(0);
    expect(await page.getByText(l.emptyTitle, { exact: true }).count()).toBe(0);
    await screenshot(page, 'console-lists-load-error');

    failing = false;
    await alert.getByRole('button', { name: l.retry }).click();
    await alert.waitFor({ state: 'detached' });
    expect((await shownNames(page)).length).toBeGreaterThan(0);
    await context.close();
  });

  it('sorts by a column, filters, changes the page size, and a reload keeps all of it', async () => {
    const { context, page } = await suite.consolePage('admin');
    await openRoute(page, '/rm-admin/userslist');
    const table = page.getByRole('table', { name: u.listTitle });
    await table.locator('tbody tr').first().waitFor();
    await page.getByTestId('list-range').waitFor();

    // Sort by name: the header says so, the rows are the server's name order.
    const nameHeader = table.getByRole('columnheader', { name: u.name });
    expect(await nameHeader.getAttribute('aria-sort')).toBe('none');
    await nameHeader.getByRole('button').click();
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(await queryOf(page)).toMatchObject({ sort: 'name', order: 'asc' });
    const byName = (await api<{ users: User[] }>(suite.admin, 'GET', '/api/get-users?sort=name&order=asc&maxCountInaPage=10')).body.users;
    await expect.poll(() => shownNames(page)).toEqual(byName.map((user) => user.name));
    // The keyboard reaches the sort too: Enter on the focused header button turns the order.
    await nameHeader.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('descending');

    // Filter: only active users; the total is the server's.
    await page.getByLabel(l.filters.status, { exact: true }).selectOption('active');
    await expect.poll(async () => (await queryOf(page)).status).toBe('active');
    const active = (await api<{ total: number }>(suite.admin, 'GET', '/api/get-users?status=active&withTotal=true')).body.total;
    await expect.poll(() => page.getByTestId('list-range').innerText()).toMatch(new RegExp(`of ${active.toLocaleString('en-US')}$`));

    // Page size 20.
    await page.getByRole('combobox', { name: l.pageSize }).selectOption('20');
    await expect.poll(async () => (await queryOf(page)).size).toBe('20');
    await expect.poll(async () => (await shownNames(page)).length).toBe(Math.min(20, active));
    await screenshot(page, 'console-lists-users-sorted-filtered');

    // A reload keeps sort, order, filter and size.
    await page.reload();
    await table.locator('tbody tr').first().waitFor();
    expect(await queryOf(page)).toMatchObject({ sort: 'name', order: 'desc', status: 'active', size: '20' });
    await expect.poll(() => table.getByRole('columnheader', { name: u.name }).getAttribute('aria-sort')).toBe('descending');
    expect(await page.getByLabel(l.filters.status, { exact: true }).inputValue()).toBe('active');
    expect(await page.getByRole('combobox', { name: l.pageSize }).inputValue()).toBe('20');

    // Clicking a row opens the user.
    const first = (await shownNames(page))[0];
    await table.locator('tbody tr').first().locator('td').nth(2).click();
    await expect.poll(async () => (await queryOf(page)).user).toBeTruthy();
    if (first) await page.getByText(first).first().waitFor();
    await context.close();
  });

  it('pages the countries look-up instead of drawing every country on one page', async () => {
    const { context, page } = await suite.consolePage('admin', { mobile: true });
    await openRoute(page, '/rm-admin/countries');
    const table = page.getByRole('table', { name: r.countriesTitle });
    await expect.poll(() => page.getByTestId('list-range').innerText()).toMatch(/^1-10 of \d{3}$/);
    expect(await table.locator('tbody tr').count()).toBe(10);
    await page.getByRole('button', { name: l.next }).click();
    await expect.poll(async () => (await queryOf(page)).page).toBe('2');
    await expect.poll(() => page.getByTestId('list-range').innerText()).toMatch(/^11-20 of /);
    await screenshot(page, 'console-lists-countries-phone');
    await context.close();
  });

  it('filters the audit log by any staff member, not only oneself', async () => {
    const staff = (await api<StaffList>(suite.admin, 'GET', '/api/admin/staff')).body.staff;
    const dataentry = staff.find((person) => person.role === 'dataentry');
    expect(dataentry).toBeDefined();
    const { context, page } = await suite.consolePage('admin');
    await openRoute(page, '/rm-admin/audit-log');
    const actor = page.getByRole('combobox', { name: l.filters.actor });
    // Every staff member is offered, data entry too, after "All".
    await expect.poll(() => actor.locator('option').allTextContents()).toEqual([l.filters.all, ...staff.map((person) => person.name)]);
    await actor.selectOption({ label: dataentry!.name });
    await expect.poll(async () => (await queryOf(page)).actor).toBe(dataentry!._id);
    await page.waitForFunction(() => document.querySelector('table[aria-busy="true"]') === null);
    await screenshot(page, 'console-lists-audit-actor');
    await context.close();
  });
});
