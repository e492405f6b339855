import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import { consoleAr } from '../../apps/web/src/i18n/console/ar';
import { PNG_PIXEL, api, openRoute, screenshot, waitForRoute } from '../support/browser';
import { demoCategories } from '../support/demo-data';
import { setupSuite } from '../support/suite';

/**
 * Leaving a console form with unsaved changes asks first ("Leave without saving?", Stay
 * focused): its Back, a sidebar link, the browser's Back, a dialog's own close, the language
 * switch, a reload. A save never asks.
 */

const en = messages.console;
const ar = consoleAr.console;
const suffix = Date.now().toString(36);

const suite = setupSuite({ signIn: ['admin'] });

const question = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const sidebarLink = (page: Page, navigation: string, name: string) =>
  page.getByRole('navigation', { name: navigation }).getByRole('link', { name, exact: true });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

/** The texts the way to the category form reads, in either language. */
interface FormWay {
  shell: { navigation: string; links: { classifieds: string } };
  categories: { add: string; formTitle: string };
}

/** Opens 'Add New Classified Category' from the sidebar (so the browser's Back has somewhere to go). */
async function openAddCategory(page: Page, texts: FormWay) {
  await sidebarLink(page, texts.shell.navigation, texts.shell.links.classifieds).click();
  await waitForRoute(page, '/rm-admin/classifieds');
  await page.getByRole('button', { name: texts.categories.add }).click();
  const form = page.getByRole('form', { name: texts.categories.formTitle });
  await form.waitFor();
  return form;
}

describe('leaving a console form with unsaved changes', () => {
  it('asks on Back, a sidebar link and the browser Back; Stay keeps the text, Leave goes; a save never asks', async () => {
    const { context, page } = await suite.consolePage('admin');
    await openRoute(page, '/rm-admin/dashboard');
    let form = await openAddCategory(page, en);

    // Untouched: Back goes straight back to the list.
    await form.getByRole('button', { name: en.categories.back }).click();
    await page.getByRole('table', { name: en.categories.listTitle }).waitFor();
    await expect(question(page, en.confirm.leaveTitle).count()).resolves.toBe(0);

    // Typed: Back asks, with Stay focused, and Stay keeps the text.
    await page.getByRole('button', { name: en.categories.add }).click();
    const name = `E2E Leave ${suffix}`;
    await form.getByLabel(en.categories.formNameEn).fill(name);
    await form.getByRole('button', { name: en.categories.back }).click();
    const dialog = question(page, en.confirm.leaveTitle);
    await dialog.getByText(en.confirm.leaveMessage).waitFor();
    await expect.poll(() => focusedText(page)).toBe(en.confirm.stay);
    await screenshot(page, 'leave-guard-en');
    await dialog.getByRole('button', { name: en.confirm.stay }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(form.getByLabel(en.categories.formNameEn).inputValue()).resolves.toBe(name);

    // The browser's Back asks too, and Stay keeps the page.
    await page.evaluate(() => window.history.back());
    await dialog.waitFor();
    await dialog.getByRole('button', { name: en.confirm.stay }).click();
    await dialog.waitFor({ state: 'hidden' });
    await waitForRoute(page, '/rm-admin/classifieds');
    await expect(form.getByLabel(en.categories.formNameEn).inputValue()).resolves.toBe(name);

    // A sidebar link asks; Leave goes there.
    await sidebarLink(page, en.shell.navigation, en.shell.links.dashboard).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: en.confirm.leave }).click();
    await waitForRoute(page, '/rm-admin/dashboard');
    await dialog.waitFor({ state: 'hidden' });

    // A valid save returns to the list without asking, and nothing holds back the next link.
    form = await openAddCategory(page, en);
    await form.getByLabel(en.categories.formNameEn).fill(name);
    await form.getByLabel(en.categories.formNameAr).fill(`مغادرة ${suffix}`);
    await form.getByTestId('image-input').setInputFiles({ name: 'leave.png', mimeType: 'image/png', buffer: PNG_PIXEL });
    await form.getByRole('button', { name: en.categories.save }).click();
    await page.getByText(messages.generic.dataAdded).waitFor();
    await expect(question(page, en.confirm.leaveTitle).count()).resolves.toBe(0);
    await sidebarLink(page, en.shell.navigation, en.shell.links.dashboard).click();
    await waitForRoute(page, '/rm-admin/dashboard');
    await expect(question(page, en.confirm.leaveTitle).count()).resolves.toBe(0);
    const created = (await demoCategories(suite.admin)).find((category) => category.category_en === name);
    expect(created).toBeDefined();
    await api(suite.admin, 'POST', '/api/category/delete-category', { category_id: created?._id });

    // A picked image alone is an unsaved change; closing or reloading the tab gets the browser's question.
    form = await openAddCategory(page, en);
    await form.getByTestId('image-input').setInputFiles({ name: 'leave.png', mimeType: 'image/png', buffer: PNG_PIXEL });
    await form.getByRole('img', { name: 'leave.png' }).waitFor();
    await form.getByRole('button', { name: en.categories.back }).click();
    await dialog.getByRole('button', { name: en.confirm.stay }).click();
    let browserQuestion = '';
    page.once('dialog', (asked) => {
      browserQuestion = asked.type();
      void asked.accept();
    });
    await page.reload();
    expect(browserQuestion).toBe('beforeunload');
    await context.close();
  });

  it('asks before closing the banner link dialog with a changed link, over that dialog', async () => {
    const { context, page } = await suite.consolePage('admin');
    await openRoute(page, '/rm-admin/banners');
    const b = en.banners;
    const table = page.getByRole('table', { name: b.listTitle });
    await table
      .getByRole('button', { name: new RegExp(`^${b.edit} `) })
      .first()
      .click();
    const edit = page.getByRole('dialog', { name: b.editTitle });
    const link = edit.getByLabel(b.newUrl);
    await link.fill(`https://leave-${suffix}.example.com`);
    await page.keyboard.press('Escape');
    const dialog = question(page, en.confirm.leaveTitle);
    await dialog.waitFor();
    await screenshot(page, 'leave-guard-over-dialog');
    // Escape now answers the question (Stay), and only it: the link dialog stays, with the change.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await edit.waitFor();
    await expect(link.inputValue()).resolves.toBe(`https://leave-${suffix}.example.com`);
    await edit.getByRole('button', { name: b.cancel }).click();
    await dialog.getByRole('button', { name: en.confirm.leave }).click();
    await edit.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('asks in Arabic, and before the language switch throws the typed text away', async () => {
    const { context, page } = await suite.consolePage('admin');
    await openRoute(page, '/rm-admin/dashboard');
    await page.getByRole('button', { name: en.shell.otherLanguageName }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    const form = await openAddCategory(page, ar);
    await form.getByLabel(ar.categories.formNameAr).fill(`سيارات ${suffix}`);

    await sidebarLink(page, ar.shell.navigation, ar.shell.links.dashboard).click();
    const dialog = question(page, ar.confirm.leaveTitle);
    await dialog.getByText(ar.confirm.leaveMessage).waitFor();
    await expect.poll(() => focusedText(page)).toBe(ar.confirm.stay);
    await screenshot(page, 'leave-guard-ar');
    await dialog.getByRole('button', { name: ar.confirm.stay }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Every screen starts afresh in the other language: the switch asks first.
    await page.getByRole('button', { name: ar.shell.otherLanguageName }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: ar.confirm.leave }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    await page.getByRole('table', { name: en.categories.listTitle }).waitFor();
    await context.close();
  });
});
