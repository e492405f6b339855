import { describe, expect, it } from 'vitest';
import type { DashboardTrend } from '@souq/contract/dashboard';
import { consoleAr } from '../../apps/web/src/i18n/console/ar';
import { messages } from '@souq/contract/messages';
import { animationsDone, api, apiLogin, openRoute, saveScreenshot } from '../support/browser';
import { expectNoSeriousViolations as expectAccessible } from '../support/console-checks';
import { setupSuite } from '../support/suite';

/**
 * The dashboard's chart: new users, posts, stories and classifieds over the period with the
 * change against the previous one, in a chunk of its own, with a table of the same numbers, for
 * admin and dataentry, left-to-right and mirrored in Arabic.
 */

const t = messages.console.dashboard.trend;
const ar = consoleAr.console;

const suite = setupSuite();

const settle = animationsDone;

describe('dashboard chart', () => {
  it('draws the period per day with the change, loads its chart apart, and shows the same numbers as a table', async () => {
    const admin = await apiLogin('admin');
    const expected = (await api<DashboardTrend>(admin, 'GET', '/api/admin/dashboard-trend?dateType=MONTH')).body;
    const { context, page } = await suite.consolePage('admin');
    const chartChunks: string[] = [];
    page.on('request', (request) => {
      if (/trend-chart-[\w-]+\.js$/.test(request.url())) chartChunks.push(request.url());
    });
    await openRoute(page, '/rm-admin/userslist');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(chartChunks).toEqual([]); // another screen does not download the charting library

    await openRoute(page, '/rm-admin/dashboard?period=MONTH');
    const section = page.getByRole('region', { name: t.title });
    const chart = section.getByRole('img', { name: t.chartLabel });
    // The chart's chunk (about 130 KB gzipped) downloads and draws once the page is up.
    await chart.locator('svg').first().waitFor({ timeout: 45_000 });
    expect(chartChunks.length).toBe(1);
    await section.getByText(t.perDay).waitFor();
    const users = section.getByTestId('trend-users');
    await expect(users.getByTestId('trend-total').innerText()).resolves.toBe(new Intl.NumberFormat('en-GB').format(expected.current.totals.users));
    await expect(users.getByTestId('trend-change').innerText()).resolves.toMatch(/against the previous period|previous period/);
    await settle(page);
    await saveScreenshot(page, 'dashboard-chart-month');
    await expectAccessible(page, 'dashboard with the chart');

    // The table view: one row per day, the series as columns.
    await section.getByText(t.table, { exact: true }).click();
    const table = section.getByRole('table', { name: t.title });
    await table.waitFor();
    await expect(table.getByRole('row').count()).resolves.toBe(expected.points.length + 1);
    for (const name of Object.values(t.series)) await table.getByRole('columnheader', { name }).waitFor();
    const last = expected.points[expected.points.length - 1];
    await expect(table.getByRole('row').last().getByRole('cell').nth(1).innerText()).resolves.toBe(new Intl.NumberFormat('en-GB').format(last?.posts ?? -1));
    await saveScreenshot(page, 'dashboard-table-month');
    await expectAccessible(page, 'dashboard with the table');

    // Today: per hour, from midnight to now.
    await section.getByText(t.chart, { exact: true }).click();
    await page.getByLabel(messages.console.dashboard.period, { exact: true }).selectOption('TODAY');
    await section.getByText(t.perHour).waitFor();
    await chart.locator('svg').first().waitFor({ timeout: 45_000 });
    await context.close();
  });

  it('shows dataentry the chart on a phone, and mirrors it in Arabic', async () => {
    const { context, page } = await suite.consolePage('dataentry', { mobile: true });
    await openRoute(page, '/rm-admin/dashboard?period=WEEK');
    const section = page.getByRole('region', { name: t.title });
    await section.getByRole('img', { name: t.chartLabel }).locator('svg').first().waitFor({ timeout: 45_000 });
    await settle(page);
    await saveScreenshot(page, 'dashboard-chart-phone');
    await expectAccessible(page, 'dashboard on a phone');

    await page.getByRole('button', { name: messages.console.shell.otherLanguageName }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.locator('section[aria-labelledby="trend-title"] svg').first().waitFor();
    await settle(page);
    await saveScreenshot(page, 'dashboard-chart-phone-ar');
    // The periods and the numbers are Arabic too: the chosen period by its Arabic name, Arabic-Indic digits in the cards and the change.
    const periodSelect = page.getByLabel(ar.dashboard.period, { exact: true });
    expect(await periodSelect.locator('option:checked').textContent()).toBe(ar.dashboard.periods.WEEK);
    expect(await page.getByTestId('stat-value').first().textContent()).toMatch(/^[٠-٩٬]+$/);
    expect(await page.locator('section[aria-labelledby="trend-title"]').innerText()).not.toMatch(/[0-9]/);
    await expectAccessible(page, 'dashboard in Arabic');
    await context.close();
  });
});
