import type { Page } from 'playwright-core';
import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import type { Category } from '@souq/contract/categories';
import type { ClassifiedDetail, ClassifiedList } from '@souq/contract/classifieds';
import type { DropdownValue } from '@souq/contract/dropdown-values';
import { messages } from '@souq/contract/messages';
import { PNG_PIXEL, api, openRoute, screenshot, waitForRoute } from '../support/browser';
import { classifiedsQuery as search, fieldLabelled as field } from '../support/console-screens';
import { categoryOfType, demoCategories } from '../support/demo-data';
import { setupSuite } from '../support/suite';

const t = messages.console.classifieds;
const f = t.fields;
const d = messages.console.dropdowns;
const suffix = Date.now().toString(36);

const suite = setupSuite({ signIn: ['admin'], seed: async ({ admin }) => ({ categories: await demoCategories(admin) }) });
const categoryOf = (type: string) => categoryOfType(suite.categories, type);

const listTable = (page: Page, category: Category) => page.getByRole('table', { name: `${t.listTitle}${category.category_en}` });

async function postsTitled(category: Category, title: string) {
  const query = new URLSearchParams({ category_id: category._id, country_id: 'KW', page: '1', textSearch: title });
  const { body } = await api<ClassifiedList>(suite.admin, 'GET', `/api/classifieds/get-classifieds-by-admin?${query.toString()}`);
  return body.classifieds;
}

/** Fills the common fields of the add form (first district of Kuwait) and picks an image. */
async function fillCommon(page: Page, title: string) {
  const district = field(page, f.district_id);
  await expect.poll(() => district.locator('option').count()).toBeGreaterThan(1);
  await district.selectOption({ index: 1 });
  await field(page, f.address).fill('Block 4, near the co-op');
  await field(page, f.title).fill(title);
  await field(page, f.description).fill('Added by the browser test');
  await field(page, f.mobile).fill('96550000000');
  await field(page, f.price).fill('150');
  await page.getByTestId('image-input').setInputFiles({ name: 'post.png', mimeType: 'image/png', buffer: PNG_PIXEL });
}

async function submitAndFind(page: Page, category: Category, title: string) {
  await page.getByRole('button', { name: t.submit }).click();
  await waitForRoute(page, '/rm-admin/classifieds/posts');
  await page.getByText(messages.generic.dataAdded).first().waitFor();
  await page.getByRole('searchbox', { name: messages.console.list.search }).fill(title);
  // The new post also heads the unfiltered list: wait for the search itself (header and one row),
  // so nothing is photographed while the list dims to reload.
  await expect.poll(() => listTable(page, category).getByRole('row').count()).toBe(2);
  await listTable(page, category).getByRole('row').filter({ hasText: title }).waitFor();
  const [created] = await postsTitled(category, title);
  expect(created?.title).toBe(title);
  return created;
}

describe('classified posts', () => {
  it('lists a category, pages, searches, switches country and moderates a post', async () => {
    const property = categoryOf('property');
    const { context, page } = await suite.consolePage('admin');
    await openRoute(page, '/rm-admin/dashboard');
    await page
      .getByRole('navigation')
      .getByRole('link', { name: `${messages.console.shell.classifiedEntry}${property.category_en}` })
      .click();
    const table = listTable(page, property);
    await table.getByRole('row').nth(1).waitFor();
    // The spinner row comes first: wait for the full page of ten.
    await expect.poll(() => table.getByRole('row').count()).toBe(11);
    for (const header of [t.userPosted, t.id, t.title, t.description, t.date]) {
      await table.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    await page.getByRole('link', { name: `${t.add}${property.category_en}` }).waitFor();
    await expect(page.getByRole('link', { name: t.addValues }).count()).resolves.toBe(0);
    await screenshot(page, 'classifieds-list');

    await page.getByRole('button', { name: messages.console.list.next }).click();
    await page.waitForFunction(() => window.location.hash.includes('page=2'));
    await page.getByText(`${messages.console.list.page} 2`).waitFor();

    // Search by a word of the first post's title.
    const firstPage = await postsTitled(property, '');
    const word = firstPage[0]?.title.split(' ').find((part) => part.length > 3) ?? '';
    await page.getByRole('searchbox', { name: messages.console.list.search }).fill(word);
    await page.waitForFunction(() => window.location.hash.includes('search='));
    await expect.poll(async () => (await table.getByRole('row').allTextContents()).slice(1).join('|')).toContain(word);
    await page.getByRole('button', { name: messages.console.list.clearSearch }).click();

    // Another country, then back to Kuwait.
    const countrySelect = page.getByLabel(t.country);
    const otherCountry = await countrySelect
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).find((value) => value !== 'KW'));
    if (!otherCountry) throw new Error('the demo data selects only one country');
    await countrySelect.selectOption(otherCountry);
    await page.waitForFunction((code) => window.location.hash.includes(`country=${code}`), otherCountry);
    await countrySelect.selectOption('KW');

    // Detail: allowed -> disallowed -> allowed, each confirmed by the server.
    const post = firstPage[0];
    if (!post) throw new Error('no property posts');
    await page.getByRole('searchbox', { name: messages.console.list.search }).fill(post.title);
    // Open it once the search has landed: a search landing after the click would be written over
    // the address the click gave (?post=), from before it. Titles repeat: the row is found by its id.
    await page.waitForFunction(() => window.location.hash.includes('search='));
    await table
      .getByRole('row')
      .filter({ hasText: post._id })
      .getByRole('button', { name: `${t.open} ${post.title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: t.detailTitle });
    await dialog.getByText(post.user_id.name, { exact: false }).first().waitFor();
    const status = dialog.getByLabel(t.status);
    await expect(status.inputValue()).resolves.toBe(post.active ? 'allowed' : 'disallowed');
    await status.selectOption('disallowed');
    // Disallowing asks why (the seller is told) before anything changes.
    const why = page.getByRole('dialog', { name: messages.console.strikes.disallowTitle });
    await why.getByRole('radio', { name: messages.console.moderation.reportCategories.wrong_category }).check();
    await why.getByRole('button', { name: t.disallowed }).click();
    await dialog.getByText(messages.generic.updateSuccess).waitFor();
    const detail = await api<ClassifiedDetail>(suite.admin, 'GET', `/api/classifieds/get-aclassified?classified_id=${post._id}`);
    expect(detail.body.active).toBe(false);
    for (const hidden of ['media', 'updatedAt', 'classifiedType', 'image_url']) {
      await expect(dialog.getByRole('cell', { name: hidden, exact: true }).count()).resolves.toBe(0);
    }
    await screenshot(page, 'classifieds-detail');
    await status.selectOption('allowed');
    await expect
      .poll(async () => (await api<ClassifiedDetail>(suite.admin, 'GET', `/api/classifieds/get-aclassified?classified_id=${post._id}`)).body.active)
      .toBe(true);
    await context.close();
  });

  it('explains a classified address without its parameters', async () => {
    const { context, page } = await suite.consolePage('dataentry');
    await openRoute(page, '/rm-admin/classifieds/posts');
    await page.getByText(messages.classified.idMissing).waitFor();
    await openRoute(page, `/rm-admin/classifieds/posts?id=${categoryOf('food')._id}`);
    await page.getByText(messages.classified.typeMissing).waitFor();
    await context.close();
  });

  it('adds a generic, a property and an automotive post as dataentry', async () => {
    const { context, page } = await suite.consolePage('dataentry');

    // Generic (services): every missing field is explained at once, nothing is sent.
    const services = categoryOf('services');
    await openRoute(page, `/rm-admin/classifieds/add-classified-post?${search(services)}`);
    await page.getByRole('button', { name: t.submit }).click();
    for (const text of [
      messages.classified.districtRequired,
      messages.classified.addressRequired,
      messages.classified.titleRequired,
      messages.classified.mobileRequired,
      messages.classified.priceRequired,
      messages.classified.imageRequired,
    ]) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    await field(page, f.price).fill('-3');
    await page.getByRole('button', { name: t.submit }).click();
    await page.getByText(messages.classified.priceNegative).waitFor();
    await screenshot(page, 'classifieds-add-validation');
    const servicesTitle = `E2E plumbing ${suffix}`;
    await fillCommon(page, servicesTitle);
    await submitAndFind(page, services, servicesTitle);
    await screenshot(page, 'classifieds-added');

    // Property: its own required fields, digits only.
    const property = categoryOf('property');
    await openRoute(page, `/rm-admin/classifieds/add-classified-post?${search(property)}`);
    const propertyTitle = `E2E flat ${suffix}`;
    await fillCommon(page, propertyTitle);
    await page.getByRole('button', { name: t.submit }).click();
    await page.getByText(messages.classified.leaseTypeRequired).waitFor();
    await page.getByText(messages.classified.roomsRequired, { exact: true }).waitFor();
    await field(page, f.leaseType).selectOption('rent');
    await field(page, f.buildingType).fill('Apartment');
    await field(page, f.street).fill('Street 12');
    await field(page, f.buildingNo).fill('7');
    await field(page, f.floor).fill('3');
    await field(page, f.flatNo).fill('12');
    await field(page, f.blockNo).fill('4');
    await field(page, f.rooms).fill('three');
    await field(page, f.livingRooms).fill('1');
    await page.getByRole('button', { name: t.submit }).click();
    await page.getByText(messages.classified.roomsDigits, { exact: true }).waitFor();
    await field(page, f.rooms).fill('3');
    await page.getByLabel(f.carParking).check();
    await screenshot(page, 'classifieds-add-property');
    const flat = await submitAndFind(page, property, propertyTitle);
    const flatDetail = await api<ClassifiedDetail>(suite.admin, 'GET', `/api/classifieds/get-aclassified?classified_id=${flat?._id ?? ''}`);
    expect(flatDetail.body).toMatchObject({ rooms: '3', leaseType: 'rent', carParking: true, bikeParking: false });

    // Automotive: its own form.
    const automotive = categoryOf('automotive');
    await openRoute(page, `/rm-admin/classifieds/add-classified-post?${search(automotive)}`);
    const carTitle = `E2E sedan ${suffix}`;
    await fillCommon(page, carTitle);
    await page.getByRole('button', { name: t.submit }).click();
    await page.getByText(messages.classified.modelRequired).waitFor();
    await page.getByText(messages.classified.cylinderRequired).waitFor();
    await field(page, f.leaseType).selectOption('sale');
    // Car model, fuel type and transmission are chosen from their lists.
    const model = field(page, f.model);
    await expect.poll(() => model.locator('option').count(), { timeout: 30_000 }).toBeGreaterThan(1);
    await expect(model.locator('option', { hasText: 'Camry' }).count()).resolves.toBe(1);
    await model.selectOption('Camry');
    await expect(field(page, f.fuelType).locator('option').allTextContents()).resolves.toEqual([t.choose, ...Object.values(t.choices.fuelType)]);
    await field(page, f.fuelType).selectOption('Petrol');
    await expect(field(page, f.transmission).locator('option').allTextContents()).resolves.toEqual([t.choose, ...Object.values(t.choices.transmission)]);
    await field(page, f.transmission).selectOption('Automatic');
    await field(page, f.cylinder).fill('4');
    await page.getByLabel(f.isInsured).check();
    await screenshot(page, 'classifieds-add-automotive');
    const car = await submitAndFind(page, automotive, carTitle);
    const carDetail = await api<ClassifiedDetail>(suite.admin, 'GET', `/api/classifieds/get-aclassified?classified_id=${car?._id ?? ''}`);
    expect(carDetail.body).toMatchObject({
      model: 'Camry',
      fuelType: 'Petrol',
      transmission: 'Automatic',
      cylinder: '4',
      isInsured: true,
      isFullOption: false,
    });
    await context.close();
  });

  it('adds dropdown values one by one and from a spreadsheet', async () => {
    const automotive = categoryOf('automotive');
    const { context, page } = await suite.consolePage('admin');
    await openRoute(page, `/rm-admin/classifieds/posts?${search(automotive)}`);
    await page.getByRole('link', { name: t.addValues }).click();
    await waitForRoute(page, '/rm-admin/classifieds/add-dropdwons-classified');
    await page.getByRole('button', { name: d.addOne }).click();
    const form = page.getByRole('form', { name: d.addOne });
    await form.getByRole('button', { name: d.save }).click();
    await form.getByText(messages.dropdown.nameEnRequired).waitFor();
    await form.getByText(messages.dropdown.nameArRequired).waitFor();
    const model = `E2E Model ${suffix}`;
    await form.getByLabel(d.nameEn).fill(model);
    await form.getByLabel(d.nameAr).fill(`موديل ${suffix}`);
    await form.getByRole('button', { name: d.save }).click();
    await page.getByText(messages.generic.dataAdded).waitFor();
    await page.getByRole('searchbox', { name: messages.console.list.search }).fill(model);
    await page.getByRole('cell', { name: model }).waitFor();
    await screenshot(page, 'dropdowns-list');

    // Bulk: a generated .xlsx with three rows.
    const rows = [1, 2, 3].map((n) => ({ value_en: `E2E Bulk ${suffix} ${n}`, value_ar: `جماعي ${n}` }));
    const buffer = await writeXlsxFile([
      [{ value: 'value_en' }, { value: 'value_ar' }],
      ...rows.map((row) => [{ value: row.value_en }, { value: row.value_ar }]),
    ]).toBuffer();
    await page.getByRole('button', { name: messages.console.list.clearSearch }).click();
    await page.getByRole('button', { name: d.insertBulk }).click();
    // An Excel 97-2003 file gets a way forward, not a generic refusal.
    const oldChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: d.chooseFile }).click();
    await (await oldChooser).setFiles({ name: 'values.xls', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from([0xd0, 0xcf, 0x11, 0xe0]) });
    await page.getByText(d.legacyExcel).waitFor();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: d.chooseFile }).click();
    await (await chooser).setFiles({ name: 'values.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
    const preview = page.getByRole('table', { name: d.preview });
    await preview.getByRole('cell', { name: rows[2]?.value_en ?? '' }).waitFor();
    await screenshot(page, 'dropdowns-bulk-preview');
    await page.getByRole('button', { name: d.insert }).click();
    await page.getByText(messages.generic.dataAdded).first().waitFor();
    const stored = await api<{ values: DropdownValue[] }>(
      suite.admin,
      'GET',
      `/api/category/get-value-of-sub-categories?category_id=${automotive._id}&identity_name=model&textSearch=${encodeURIComponent(`E2E Bulk ${suffix}`)}`,
    );
    expect(stored.body.values.map((value) => value.value_en).sort()).toEqual(rows.map((row) => row.value_en));
    await context.close();
  });
});
