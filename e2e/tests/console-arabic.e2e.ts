import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import { consoleAr } from '../../apps/web/src/i18n/console/ar';
import { ACCOUNTS, type AccountRole } from '../support/accounts';
import { animationsDone, openRoute, saveScreenshot, waitForRoute } from '../support/browser';
import { expectNoSeriousViolations as expectAccessible } from '../support/console-checks';
import { setupSuite } from '../support/suite';

/**
 * Arabic: a staff member switches the console to Arabic from its header; the whole layout
 * mirrors (`<html dir="rtl" lang="ar">`, the navigation on the right), the screens and dialogs
 * speak Arabic, the choice survives a reload and a new login, and is theirs alone: another staff
 * member in the same browser keeps their own.
 */

const ar = consoleAr.console;

const suite = setupSuite();

async function documentLanguage(page: Page): Promise<{ lang: string | null; dir: string | null }> {
  return page.evaluate(() => ({ lang: document.documentElement.getAttribute('lang'), dir: document.documentElement.getAttribute('dir') }));
}

/** Waits for a list to settle (no spinner, no reloading table), then photographs the page. */
async function photograph(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('table[aria-busy="true"]') && !document.querySelector('main .mantine-Loader-root'), undefined, {
    timeout: 15_000,
  });
  await animationsDone(page);
  await saveScreenshot(page, name);
}

/** Logs in through the login page, whose texts are in `login` (the device's language). */
async function logIn(page: Page, role: AccountRole, login: { username: string; password: string; submit: string }): Promise<void> {
  await page.goto('/#/rm-admin');
  await page.getByLabel(login.username).fill(ACCOUNTS[role].email);
  await page.getByLabel(login.password, { exact: true }).fill(ACCOUNTS[role].password);
  await page.getByRole('button', { name: login.submit }).click();
  await waitForRoute(page, '/rm-admin/dashboard');
}

async function logOut(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  await waitForRoute(page, '/rm-admin');
}

describe('the console in Arabic', () => {
  it('mirrors and translates the console for the staff member who chose it, and only for them', async () => {
    const { context, page } = await suite.visitorPage();
    // Many screens and four logins in one story, on a machine shared with the other tests.
    page.setDefaultTimeout(30_000);
    const english = messages.console;

    // dataentry works in English (nobody has chosen anything in this browser yet).
    await logIn(page, 'dataentry', english.login);
    expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await logOut(page, english.shell.logout);

    // The admin switches to Arabic from the header.
    await logIn(page, 'admin', english.login);
    const toArabic = page.getByRole('button', { name: 'العربية' });
    expect(await toArabic.getAttribute('lang')).toBe('ar');
    await toArabic.click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.getByRole('heading', { name: ar.dashboard.title }).first().waitFor();

    // Mirrored: the navigation sits on the right of the page, the main content on its left.
    await page.getByRole('navigation', { name: ar.shell.navigation }).waitFor();
    const navBox = await page.locator('.mantine-AppShell-navbar').boundingBox();
    const mainBox = await page.locator('main').boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(navBox).not.toBeNull();
    expect(mainBox).not.toBeNull();
    if (navBox && mainBox) {
      expect(navBox.x).toBeGreaterThan(width / 2);
      expect(navBox.x + navBox.width).toBeGreaterThan(width - 2);
      expect(mainBox.x).toBeLessThan(navBox.x);
    }
    await page.getByRole('link', { name: ar.shell.links.userslist, exact: true }).waitFor();
    // A closed group's chevron points the other way.
    const chevron = await page
      .getByRole('navigation', { name: ar.shell.navigation })
      .locator('.tabler-icon-chevron-right')
      .first()
      .evaluate((icon) => getComputedStyle(icon).transform);
    expect(chevron).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await photograph(page, 'console-ar-dashboard');
    await expectAccessible(page, 'dashboard in Arabic');

    // A list page: its title and columns in Arabic, its dialogs too.
    await openRoute(page, '/rm-admin/userslist');
    await page.getByRole('heading', { name: ar.users.listTitle }).first().waitFor();
    await page.getByRole('columnheader', { name: ar.users.email, exact: true }).waitFor();
    await photograph(page, 'console-ar-users');
    await expectAccessible(page, 'users in Arabic');
    await page
      .getByRole('button', { name: new RegExp(`^${ar.users.delete} `) })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(consoleAr.user.confirmDelete).waitFor();
    await dialog.getByRole('button', { name: ar.confirm.yes }).waitFor();
    await photograph(page, 'console-ar-users-delete-dialog');
    await expectAccessible(page, 'delete dialog in Arabic');
    await dialog.getByRole('button', { name: ar.confirm.no }).click();
    await dialog.waitFor({ state: 'hidden' });

    // A form: its labels, and the schema's English messages shown in Arabic.
    await openRoute(page, '/rm-admin/districts');
    await page.getByRole('heading', { name: ar.regions.districtsTitle }).first().waitFor();
    await photograph(page, 'console-ar-districts');
    await expectAccessible(page, 'districts in Arabic');
    await page.getByRole('button', { name: ar.regions.addDistrict }).click();
    await page.getByRole('button', { name: ar.regions.save, exact: true }).click();
    await page.getByRole('alert').filter({ hasText: consoleAr.region.districtNameEnRequired }).first().waitFor();
    await photograph(page, 'console-ar-district-form');
    await expectAccessible(page, 'district form in Arabic');

    for (const [route, title] of [
      ['/rm-admin/posts', ar.posts.listTitle],
      ['/rm-admin/tickets', ar.support.ticketsTitle],
      ['/rm-admin/settings', ar.settings.title],
    ] as const) {
      await openRoute(page, route);
      await page.getByRole('heading', { name: title }).first().waitFor();
      await photograph(page, `console-ar-${route.split('/').pop() ?? ''}`);
      await expectAccessible(page, `${route} in Arabic`);
    }

    // A reload keeps Arabic for the admin.
    await page.reload();
    await page.getByRole('heading', { name: ar.settings.title }).first().waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });

    // Logged out, the login page is in this device's language (English), not the admin's.
    await logOut(page, ar.shell.logout);
    await page.getByRole('button', { name: english.login.submit }).waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });

    // dataentry keeps English.
    await logIn(page, 'dataentry', english.login);
    await page.getByRole('heading', { name: english.dashboard.title }).first().waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await page.getByRole('button', { name: 'العربية' }).waitFor();
    await logOut(page, english.shell.logout);

    // The admin's choice comes back with their next login.
    await logIn(page, 'admin', english.login);
    await page.getByRole('heading', { name: ar.dashboard.title }).first().waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await photograph(page, 'console-ar-dashboard-after-login');
    // And back to English from the switch, named in English.
    const toEnglish = page.getByRole('button', { name: 'English' });
    expect(await toEnglish.getAttribute('lang')).toBe('en');
    await toEnglish.click();
    await page.getByRole('heading', { name: english.dashboard.title }).first().waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await context.close();
  }, 300_000);
});
