import { describe, expect, it } from 'vitest';
import type { Category } from '@souq/contract/categories';
import { messages } from '@souq/contract/messages';
import { PNG_PIXEL, api, openRoute, screenshot, waitForRoute } from '../support/browser';
import { tableNamed as table } from '../support/console-screens';
import { demoCategories } from '../support/demo-data';
import { setupSuite } from '../support/suite';

const t = messages.console.categories;
const s = messages.console.subCategories;
const suffix = Date.now().toString(36);
const names = { en: `E2E Gadgets ${suffix}`, ar: `أدوات ${suffix}`, renamed: `E2E Gadgets Renamed ${suffix}` };
const subNames = { en: `E2E Phones ${suffix}`, ar: `هواتف ${suffix}` };

const suite = setupSuite({ signIn: ['admin'] });

async function categoryNamed(name: string): Promise<Category | undefined> {
  return (await demoCategories(suite.admin)).find((category) => category.category_en === name);
}

describe('classified categories and sub-categories', () => {
  it('creates, edits and deletes a category and its sub-category through the console', async () => {
    const { context, page } = await suite.consolePage('admin');
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/uploads/')) uploads.push(request.url());
    });

    await openRoute(page, '/rm-admin/classifieds');
    await table(page, t.listTitle).getByRole('row').nth(1).waitFor();
    const demoRows = await table(page, t.listTitle).getByRole('row').count();
    expect(demoRows).toBeGreaterThan(1);
    await screenshot(page, 'categories-list');

    // Create: every required field is explained before anything is sent.
    await page.getByRole('button', { name: t.add }).click();
    const form = page.getByRole('form', { name: t.formTitle });
    await form.waitFor();
    await form.getByRole('button', { name: t.save }).click();
    await form.getByText(messages.category.nameEnRequired).waitFor();
    await form.getByText(messages.category.nameArRequired).waitFor();
    await form.getByText(messages.category.imageRequired).waitFor();
    expect(uploads).toHaveLength(0);
    await screenshot(page, 'categories-form-validation');

    await form.getByLabel(t.formNameEn).fill(names.en);
    await form.getByLabel(t.formNameAr).fill(names.ar);
    await form.getByTestId('image-input').setInputFiles({ name: 'gadgets.png', mimeType: 'image/png', buffer: PNG_PIXEL });
    await form.getByRole('img', { name: 'gadgets.png' }).waitFor();
    await screenshot(page, 'categories-form-filled');
    await form.getByRole('button', { name: t.save }).click();
    await page.getByText(messages.generic.dataAdded).waitFor();
    const row = table(page, t.listTitle).getByRole('row').filter({ hasText: names.en });
    await row.waitFor();
    await expect(row.getByRole('img', { name: names.en }).getAttribute('data-broken')).resolves.toBeNull();
    const created = await categoryNamed(names.en);
    expect(created?.category_ar).toBe(names.ar);
    expect(created?.category_image).toMatch(/^\/uploads\/categories\//);
    expect(uploads.length).toBeGreaterThan(0);

    // Search narrows the list and lives in the address.
    await page.getByRole('searchbox', { name: messages.console.list.search }).fill(suffix);
    await page.waitForFunction(() => window.location.hash.includes('search='));
    await expect.poll(() => table(page, t.listTitle).getByRole('row').count()).toBe(2);

    // Edit without a new image: the names change, the image stays, nothing is uploaded.
    uploads.length = 0;
    await row.getByRole('button', { name: `${t.edit} ${names.en}` }).click();
    await expect(form.getByLabel(t.formNameEn).inputValue()).resolves.toBe(names.en);
    await form.getByLabel(t.formNameEn).fill(names.renamed);
    await form.getByRole('button', { name: t.save }).click();
    await page.getByText(messages.generic.updateSuccess).waitFor();
    const edited = await categoryNamed(names.renamed);
    expect(edited?.category_image).toBe(created?.category_image);
    expect(uploads).toHaveLength(0);

    // Its sub-categories: the parent dropdown starts with 'Select Category'.
    await table(page, t.listTitle)
      .getByRole('row')
      .filter({ hasText: names.renamed })
      .getByRole('link', { name: `${t.openSubCategories} ${names.renamed}` })
      .click();
    await waitForRoute(page, '/rm-admin/sub-categories');
    await table(page, s.listTitle).waitFor();
    await page.getByRole('button', { name: s.add }).click();
    const subForm = page.getByRole('form', { name: s.formTitle });
    const parent = subForm.getByLabel(s.parent);
    await expect(parent.locator('option').first().textContent()).resolves.toBe(s.selectCategory);
    await parent.selectOption('');
    await subForm.getByRole('button', { name: t.save }).click();
    await subForm.getByText(messages.subCategory.categoryRequired).waitFor();
    await subForm.getByText(messages.subCategory.nameEnRequired.trim()).waitFor();
    await subForm.getByText(messages.subCategory.nameArRequired.trim()).waitFor();
    await screenshot(page, 'sub-categories-form-validation');
    await parent.selectOption({ label: names.renamed });
    await subForm.getByLabel(t.formNameEn).fill(subNames.en);
    await subForm.getByLabel(t.formNameAr).fill(subNames.ar);
    await subForm.getByRole('button', { name: t.save }).click();
    await page.getByText(messages.generic.dataAdded).waitFor();
    const subRow = table(page, s.listTitle).getByRole('row').filter({ hasText: subNames.en });
    await subRow.waitFor();
    await expect(subRow.textContent()).resolves.toContain(names.renamed);
    await expect(subRow.textContent()).resolves.toContain(edited?._id ?? 'missing');
    await screenshot(page, 'sub-categories-list');

    // A category that still has a sub-category is not deleted: the dialog says why.
    await openRoute(page, `/rm-admin/classifieds?search=${suffix}`);
    const renamedRow = table(page, t.listTitle).getByRole('row').filter({ hasText: names.renamed });
    await renamedRow.getByRole('button', { name: `${t.delete} ${names.renamed}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(messages.category.confirmDelete).waitFor();
    await screenshot(page, 'categories-delete-confirm');
    await dialog.getByRole('button', { name: messages.console.confirm.yes }).click();
    await dialog.getByText(messages.category.inUse).waitFor();
    await dialog.getByRole('button', { name: messages.console.confirm.no }).click();
    expect(await categoryNamed(names.renamed)).toBeDefined();

    // Delete the sub-category, then the category.
    await openRoute(page, `/rm-admin/sub-categories?category=${edited?._id ?? ''}`);
    await subRow.getByRole('button', { name: `${t.delete} ${subNames.en}` }).click();
    await dialog.getByText(messages.subCategory.confirmDelete).waitFor();
    await dialog.getByRole('button', { name: messages.console.confirm.yes }).click();
    await subRow.waitFor({ state: 'detached' });

    await openRoute(page, `/rm-admin/classifieds?search=${suffix}`);
    await renamedRow.getByRole('button', { name: `${t.delete} ${names.renamed}` }).click();
    await dialog.getByRole('button', { name: messages.console.confirm.yes }).click();
    await renamedRow.waitFor({ state: 'detached' });
    expect(await categoryNamed(names.renamed)).toBeUndefined();
    await context.close();
  });

  it('lists one sidebar entry per category and highlights the open one', async () => {
    const { context, page } = await suite.consolePage('admin');
    const [first] = await demoCategories(suite.admin);
    if (!first) throw new Error('the demo data has no categories');
    await openRoute(page, '/rm-admin/dashboard');
    const nav = page.getByRole('navigation');
    const entry = nav.getByRole('link', { name: `${messages.console.shell.classifiedEntry}${first.category_en}` });
    await entry.click();
    await waitForRoute(page, '/rm-admin/classifieds/posts');
    expect(page.url()).toContain(`id=${first._id}`);
    await expect.poll(() => entry.getAttribute('aria-current')).toBe('page');
    await context.close();
  });

  it('keeps the category screens away from dataentry', async () => {
    const { context, page } = await suite.consolePage('dataentry');
    await openRoute(page, '/rm-admin/classifieds');
    await page.getByText(messages.console.shell.forbiddenTitle).waitFor();
    await expect(page.getByRole('table', { name: t.listTitle }).count()).resolves.toBe(0);
    await context.close();
  });

  it('shows the dashboard cards and switches the period', async () => {
    const { context, page } = await suite.consolePage('admin');
    await openRoute(page, '/rm-admin/dashboard');
    for (const label of Object.values(messages.console.dashboard.cards)) await page.getByText(label, { exact: true }).waitFor();
    const { body: allTime } = await api<Record<string, number>>(suite.admin, 'POST', '/api/admin/totalcounts', { dateType: 'ALLTIME' });
    await page.getByText(String(allTime.user), { exact: true }).first().waitFor();
    await screenshot(page, 'dashboard');
    await page.getByLabel(messages.console.dashboard.period, { exact: true }).selectOption('TODAY');
    await page.waitForFunction(() => window.location.hash.includes('period=TODAY'));
    const { body: today } = await api<Record<string, number>>(suite.admin, 'POST', '/api/admin/totalcounts', { dateType: 'TODAY' });
    await page.getByText(String(today.posts), { exact: true }).first().waitFor();
    await context.close();
  });

  it('closes the sidebar after choosing a link on a small screen', async () => {
    const { context, page } = await suite.consolePage('admin', { mobile: true });
    await openRoute(page, '/rm-admin/dashboard');
    await page.getByRole('button', { name: messages.console.shell.toggleNavigation }).click();
    const link = page.getByRole('navigation').getByRole('link', { name: messages.console.shell.links.classifieds });
    await link.click();
    await waitForRoute(page, '/rm-admin/classifieds');
    // Mantine slides the closed navbar off the screen.
    await expect
      .poll(async () => {
        const box = await link.boundingBox();
        return box ? box.x + box.width <= 0 : true;
      })
      .toBe(true);
    await screenshot(page, 'categories-mobile');
    await context.close();
  });
});
