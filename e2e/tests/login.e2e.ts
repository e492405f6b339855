import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '@souq/contract/constants';
import { messages } from '@souq/contract/messages';
import { ACCOUNTS } from '../support/accounts';
import { api, apiLogin, screenshot, waitForRoute } from '../support/browser';
import { setupSuite } from '../support/suite';

const suite = setupSuite();

async function loginPage() {
  const { context, page } = await suite.visitorPage();
  await page.goto('/#/rm-admin');
  await page.getByRole('button', { name: messages.console.login.submit }).waitFor();
  return { context, page };
}

describe('admin login', () => {
  it('explains an empty username or password without sending a request', async () => {
    const { context, page } = await loginPage();
    let loginRequests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/login')) loginRequests += 1;
    });
    await page.getByRole('button', { name: messages.console.login.submit }).click();
    await expect(page.getByText(messages.login.emptyUsername).isVisible()).resolves.toBe(true);
    await page.getByLabel(messages.console.login.username).fill(ACCOUNTS.admin.email);
    await page.getByRole('button', { name: messages.console.login.submit }).click();
    await page.getByText(messages.login.emptyPassword).waitFor();
    expect(loginRequests).toBe(0);
    await screenshot(page, 'login-validation');
    await context.close();
  });

  it("shows the server's error inline for a wrong password", async () => {
    const { context, page } = await loginPage();
    await page.getByLabel(messages.console.login.username).fill(ACCOUNTS.admin.email);
    await page.getByLabel(messages.console.login.password, { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: messages.console.login.submit }).click();
    await page.getByRole('alert').filter({ hasText: messages.login.invalidCredentials }).waitFor();
    expect(page.url()).toContain('#/rm-admin');
    await context.close();
  });

  it('toggles the password between hidden and shown', async () => {
    const { context, page } = await loginPage();
    const password = page.getByLabel(messages.console.login.password, { exact: true });
    await expect(password.getAttribute('type')).resolves.toBe('password');
    await page.getByRole('button', { name: messages.console.login.showPassword }).click();
    await expect(password.getAttribute('type')).resolves.toBe('text');
    await context.close();
  });

  it('lets an admin in, stores the whole login under one key, and skips the login page next time', async () => {
    const { context, page } = await loginPage();
    await page.getByLabel(messages.console.login.username).fill(ACCOUNTS.admin.email);
    await page.getByLabel(messages.console.login.password, { exact: true }).fill(ACCOUNTS.admin.password);
    await page.getByRole('button', { name: messages.console.login.submit }).click();
    await waitForRoute(page, '/rm-admin/dashboard');
    const stored = await page.evaluate((key) => window.localStorage.getItem(key), SESSION_STORAGE_KEY);
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ email: ACCOUNTS.admin.email, role: 'admin', token: expect.any(String) });

    await page.goto('/#/rm-admin');
    await waitForRoute(page, '/rm-admin/dashboard');
    await context.close();
  });

  it('refuses a member of the public and stores nothing', async () => {
    const { context, page } = await loginPage();
    await page.getByLabel(messages.console.login.username).fill(ACCOUNTS.user.email);
    await page.getByLabel(messages.console.login.password, { exact: true }).fill(ACCOUNTS.user.password);
    await page.getByRole('button', { name: messages.console.login.submit }).click();
    await page.getByText(messages.login.notStaff).first().waitFor();
    await waitForRoute(page, '/rm-admin');
    const stored = await page.evaluate((key) => window.localStorage.getItem(key), SESSION_STORAGE_KEY);
    expect(stored).toBeNull();
    await screenshot(page, 'login-refused');
    await context.close();
  });

  it('lets dataentry in with only the dashboard, the per-category links and the search synonyms, and guards other addresses', async () => {
    const { context, page } = await suite.consolePage('dataentry');
    await page.goto('/#/rm-admin/dashboard');
    const nav = page.getByRole('navigation');
    await nav.getByRole('link', { name: messages.console.shell.links.dashboard }).waitFor();
    await nav
      .getByRole('link', { name: /^Classified / })
      .first()
      .waitFor();
    await nav.getByRole('link', { name: messages.console.searchSynonyms.title }).waitFor();
    await expect(nav.getByRole('link', { name: messages.console.shell.links.userslist }).count()).resolves.toBe(0);
    await expect(nav.getByRole('link', { name: messages.console.shell.links.banners }).count()).resolves.toBe(0);
    await screenshot(page, 'sidebar-dataentry');

    await page.goto('/#/rm-admin/userslist');
    await page.getByText(messages.console.shell.forbiddenTitle).waitFor();
    await context.close();
  });

  it('logs out: the stored login is gone and the console asks to log in again', async () => {
    const { context, page, session } = await suite.consolePage('admin');
    await page.goto('/#/rm-admin/dashboard');
    await page.getByRole('button', { name: messages.console.shell.logout }).click();
    await waitForRoute(page, '/rm-admin');
    const stored = await page.evaluate((key) => window.localStorage.getItem(key), SESSION_STORAGE_KEY);
    expect(stored).toBeNull();
    // The server knows: the token the console held is refused from now on, wherever it is copied.
    expect((await api(session, 'GET', '/api/me')).status).toBe(401);
    await page.goto('/#/rm-admin/dashboard');
    await waitForRoute(page, '/rm-admin');
    await context.close();
  });

  it('signs out everywhere from the change-password screen after a confirmation', async () => {
    const elsewhere = await apiLogin('admin');
    const { context, page, session } = await suite.consolePage('admin');
    await page.goto('/#/rm-admin/change-password');
    const t = messages.console.account;
    await page.getByRole('button', { name: t.signOutEverywhere }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(t.signOutEverywhereQuestion).waitFor();
    await screenshot(page, 'change-password-sign-out-everywhere');
    // Cancel changes nothing.
    await dialog.getByRole('button', { name: messages.console.confirm.no }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await api(session, 'GET', '/api/me')).status).toBe(200);
    await page.getByRole('button', { name: t.signOutEverywhere }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.signOutEverywhere }).click();
    await waitForRoute(page, '/rm-admin');
    await page.getByText(messages.session.loggedOutEverywhere).waitFor();
    expect((await api(session, 'GET', '/api/me')).status).toBe(401);
    expect((await api(elsewhere, 'GET', '/api/me')).status).toBe(401);
    await context.close();
  });

  it('returns to the login page with the spec text when the token is refused', async () => {
    const { context, page } = await suite.consolePage('admin');
    await page.goto('/#/rm-admin/dashboard');
    await page.getByText(messages.console.dashboard.cards.user).waitFor();
    await page.evaluate((key) => {
      const stored = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      window.localStorage.setItem(key, JSON.stringify({ ...stored, token: 'forged.token.value' }));
    }, SESSION_STORAGE_KEY);
    await page.reload();
    await page.getByText(messages.session.notAuthorized).waitFor();
    await waitForRoute(page, '/rm-admin');
    await context.close();
  });
});
