import { afterAll, describe, expect, it } from 'vitest';
import type { AppSettings } from '@souq/contract/settings';
import type { Banner } from '@souq/contract/banners';
import { messages } from '@souq/contract/messages';
import { ACCOUNTS } from '../support/accounts';
import { PNG_PIXEL, api, baseUrl, openRoute, screenshot, waitForRoute } from '../support/browser';
import { fieldLabelled as field, tableNamed as table } from '../support/console-screens';
import { setupSuite } from '../support/suite';

const b = messages.console.banners;
const st = messages.console.settings;
const acc = messages.console.account;
const p = messages.password;
const suffix = Date.now().toString(36);

// One console tab for the whole file, whose login is the file's API session too.
const suite = setupSuite({ consolePage: 'admin' });

async function bannersLinkingTo(url: string): Promise<Banner[]> {
  const { body } = await api<{ banners: Banner[] }>(suite.admin, 'GET', '/api/category/get-banners?country_id=KW&itemsPerPage=100');
  return body.banners.filter((banner) => banner.banner_action_url === url);
}

describe('banners', () => {
  it('adds a placement with an image, edits its link and deletes it', async () => {
    const { page } = suite;
    const url = `https://example.com/e2e-${suffix}`;
    const newUrl = `https://example.org/e2e-${suffix}/sale`;
    let presigns = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/uploads/getPreSignedURLForUploadObject')) presigns += 1;
    });

    await openRoute(page, '/rm-admin/banners');
    const list = table(page, b.listTitle);
    await list.waitFor();
    await expect.poll(() => field(page, b.countryFilter).inputValue()).toBe('KW');
    await screenshot(page, 'banners-list');

    // Every missing field is explained at once; nothing is uploaded.
    await page.getByRole('button', { name: b.add }).click();
    const form = page.getByRole('form', { name: b.formTitle });
    await field(form, b.country).selectOption('');
    await form.getByRole('button', { name: b.save }).click();
    for (const text of [
      messages.banner.typeRequired,
      messages.banner.placementRequired,
      messages.banner.countryRequired,
      messages.banner.actionUrlRequired,
      messages.banner.imageRequired,
    ]) {
      await form.getByText(text, { exact: true }).waitFor();
    }
    expect(presigns).toBe(0);
    await screenshot(page, 'banners-form-validation');

    // A banner has the single 'Banner' slot; a placement offers Placement1..12.
    await field(form, b.bannerType).selectOption('banner');
    await expect(field(form, b.placement).inputValue()).resolves.toBe('0');
    await field(form, b.bannerType).selectOption('placement');
    await expect(field(form, b.placement).locator('option').allTextContents()).resolves.toEqual([
      b.selectPlacement,
      ...Array.from({ length: 12 }, (_, i) => `Placement${i + 1}`),
    ]);
    await field(form, b.placement).selectOption({ label: 'Placement3' });
    await field(form, b.country).selectOption('KW');
    await field(form, b.actionUrl).fill('javascript:alert(1)');
    await form.getByTestId('image-input').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG_PIXEL });
    await form.getByRole('button', { name: b.save }).click();
    await form.getByText(messages.banner.invalidUrl).waitFor();
    expect(presigns).toBe(0);
    await field(form, b.actionUrl).fill(url);
    await screenshot(page, 'banners-form-filled');
    await form.getByRole('button', { name: b.save }).click();
    await page.getByRole('status').filter({ hasText: messages.generic.dataAdded }).waitFor();
    expect(presigns).toBe(1);

    const [created] = await bannersLinkingTo(url);
    expect(created).toMatchObject({ banner_type: 'placement', placement: 3, bannerFor: 'Placement3', active: true });
    expect(created?.banner_url).toMatch(/^\/uploads\/banners\//);
    const row = list.getByRole('row').filter({ hasText: url });
    await row.waitFor();
    await expect(row.locator('img').getAttribute('data-broken')).resolves.toBeNull();
    await expect(row.textContent()).resolves.toContain('Placement3');
    await screenshot(page, 'banners-list-added');

    // Edit changes the action URL only.
    await row.getByRole('button', { name: `${b.edit} Placement3` }).click();
    const dialog = page.getByRole('dialog', { name: b.editTitle });
    await expect(field(dialog, b.newUrl).inputValue()).resolves.toBe(url);
    await field(dialog, b.newUrl).fill('');
    await dialog.getByRole('button', { name: b.save }).click();
    await dialog.getByText(messages.banner.actionUrlRequired).waitFor();
    await field(dialog, b.newUrl).fill(newUrl);
    await screenshot(page, 'banners-edit-link');
    await dialog.getByRole('button', { name: b.save }).click();
    await page.getByRole('status').filter({ hasText: messages.generic.updateSuccess }).waitFor();
    const editedRow = list.getByRole('row').filter({ hasText: newUrl });
    await editedRow.waitFor();
    const [edited] = await bannersLinkingTo(newUrl);
    expect(edited).toMatchObject({ _id: created?._id, banner_url: created?.banner_url, placement: 3 });

    // Delete asks first; Cancel keeps it.
    await editedRow.getByRole('button', { name: `${b.delete} Placement3` }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(messages.banner.confirmDelete).waitFor();
    await screenshot(page, 'banners-delete-confirm');
    await confirm.getByRole('button', { name: messages.console.confirm.no }).click();
    expect(await bannersLinkingTo(newUrl)).toHaveLength(1);
    await editedRow.getByRole('button', { name: `${b.delete} Placement3` }).click();
    await confirm.getByRole('button', { name: messages.console.confirm.yes }).click();
    await editedRow.waitFor({ state: 'detached' });
    expect(await bannersLinkingTo(newUrl)).toHaveLength(0);
  });
});

describe('app settings', () => {
  it('validates and saves the settings with an Update Success banner', async () => {
    const { page } = suite;
    const original = (await api<AppSettings>(suite.admin, 'GET', '/api/admin/app-settings')).body;
    try {
      await openRoute(page, '/rm-admin/settings');
      const form = page.getByRole('form', { name: st.title });
      await expect.poll(() => field(form, st.site).inputValue()).toBe(original.site);
      await screenshot(page, 'settings-form');

      await field(form, st.site).fill('');
      await field(form, st.phone).fill('');
      await field(form, st.email).fill('not-an-email');
      await form.getByRole('button', { name: st.save }).click();
      await form.getByText(messages.settings.siteRequired).waitFor();
      await form.getByText(messages.settings.phoneRequired).waitFor();
      await form.getByText(messages.settings.emailInvalid).waitFor();
      await screenshot(page, 'settings-validation');

      const site = `https://souq-${suffix}.example.com`;
      await field(form, st.site).fill(site);
      await field(form, st.phone).fill('+965 2222 3333');
      await field(form, st.email).fill(`contact-${suffix}@example.com`);
      await field(form, st.address).fill(`Block ${suffix}, Kuwait City`);
      await form.getByRole('button', { name: st.save }).click();
      const success = page.getByRole('status').filter({ hasText: messages.generic.updateSuccess });
      await success.waitFor();
      await screenshot(page, 'settings-saved');
      const saved = (await api<AppSettings>(suite.admin, 'GET', '/api/admin/app-settings')).body;
      expect(saved).toMatchObject({ site, phone: '+965 2222 3333', email: `contact-${suffix}@example.com` });
      // The banner hides itself after 3 seconds.
      await success.waitFor({ state: 'detached', timeout: 6_000 });
    } finally {
      const { _id: settingID, ...fields } = original;
      await api(suite.admin, 'POST', '/api/admin/edit-app-settings', { settingID, ...fields });
    }
  });
});

describe('change password', () => {
  // The shared e2e admin is changed and always changed back: other test files log in with it.
  const changed = `Changed-e2e-password-${suffix}`;

  /** Puts the original password back if the new one is in force (after a failure too). */
  async function restore() {
    const response = await fetch(`${baseUrl()}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ACCOUNTS.admin.email, password: changed }),
    });
    if (!response.ok) return; // never changed, or already restored
    const body = (await response.json()) as { token: string };
    const restored = await api({ token: body.token, body: {} }, 'POST', '/api/update-password', {
      oldPassword: changed,
      newPassword: ACCOUNTS.admin.password,
    });
    if (restored.status !== 200) throw new Error(`could not restore the e2e admin's password: ${restored.status}`);
  }
  afterAll(restore);

  it('explains each field, sends nothing on a mismatch, then changes it and logs in with the new one', async () => {
    const { page } = suite;
    // The file's API session shares the console's token: it becomes one of the "other sessions".
    const before = suite.admin;
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/update-password')) requests += 1;
    });
    await openRoute(page, '/rm-admin/change-password');
    const form = page.getByRole('form', { name: acc.title });
    await form.getByRole('button', { name: acc.submit }).click();
    for (const text of [p.oldRequired, p.newRequired, p.confirmRequired]) await form.getByText(text).waitFor();
    await screenshot(page, 'change-password-validation');

    await field(form, acc.oldPassword).fill(ACCOUNTS.admin.password);
    await field(form, acc.newPassword).fill(changed);
    await field(form, acc.confirmPassword).fill(`${changed}-typo`);
    await form.getByRole('button', { name: acc.submit }).click();
    await form.getByText(p.mismatch).waitFor();
    expect(requests).toBe(0);

    // A wrong old password: the server's text, in the error banner.
    await field(form, acc.oldPassword).fill('not-the-password');
    await field(form, acc.confirmPassword).fill(changed);
    await form.getByRole('button', { name: acc.submit }).click();
    await page.getByRole('alert').filter({ hasText: p.oldIncorrect }).waitFor();
    expect(requests).toBe(1);

    await field(form, acc.oldPassword).fill(ACCOUNTS.admin.password);
    await form.getByRole('button', { name: acc.submit }).click();
    await page.getByRole('status').filter({ hasText: p.updated }).waitFor();
    await expect(field(form, acc.newPassword).inputValue()).resolves.toBe('');
    await screenshot(page, 'change-password-success');

    // This console stays signed in with the fresh token; the account's other sessions stop working.
    await openRoute(page, '/rm-admin/settings');
    await expect.poll(() => field(page.getByRole('form', { name: st.title }), st.site).inputValue()).not.toBe('');
    expect((await api(before, 'GET', '/api/admin/app-settings')).status).toBe(401);

    // The new password logs in through the login page; the old one no longer does.
    const { context: fresh, page: login } = await suite.visitorPage();
    await login.goto('/#/rm-admin');
    await login.getByLabel(messages.console.login.username).fill(ACCOUNTS.admin.email);
    await login.getByLabel(messages.console.login.password, { exact: true }).fill(ACCOUNTS.admin.password);
    await login.getByRole('button', { name: messages.console.login.submit }).click();
    await login.getByRole('alert').filter({ hasText: messages.login.invalidCredentials }).waitFor();
    await login.getByLabel(messages.console.login.password, { exact: true }).fill(changed);
    await login.getByRole('button', { name: messages.console.login.submit }).click();
    await waitForRoute(login, '/rm-admin/dashboard');
    await fresh.close();
  });
});
