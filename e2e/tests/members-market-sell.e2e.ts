import { describe, expect, it } from 'vitest';
import type { MemberClassifiedDetail } from '@souq/contract/members-classifieds';
import { api, apiLogin, PNG_PIXEL, waitForRoute } from '../support/browser';
import { demoCategoryOfType } from '../support/demo-data';
import { seedMarket } from '../support/market';
import { screenshotFromTop as screenshot } from '../support/member-pages';
import { setupSuite } from '../support/suite';
import { uploadPicture } from '../support/uploads';

/**
 * Selling on the members' marketplace: the property form's Arabic refusals and a listing put on
 * sale with a photo (then disallowed by staff, which its owner is told); editing a listing from
 * My listings (photos re-ordered and removed, a refusal that keeps what was typed); a car whose
 * model comes from the values staff added, and a buyer filtering by it in Arabic.
 */

const market = setupSuite({ seed: seedMarket });

describe('Sell: the property form', () => {
  it('refuses an empty form with the Arabic messages, on a phone', async () => {
    const { context, page } = await market.memberPage(market.seller, 'ar', true);
    await page.goto('/#/app/sell');
    await page.getByRole('link', { name: market.property.category_ar, exact: true }).click();
    const form = page.getByRole('form', { name: `البيع في قسم ${market.property.category_ar}` });
    await form.getByRole('button', { name: 'اعرضه للبيع' }).click();
    await form.getByText('بعض الحقول تحتاج إلى تصحيح').waitFor();
    // The contract's own messages, in Arabic.
    await form.getByText('العنوان مطلوب', { exact: true }).waitFor();
    await form.getByText('عدد الغرف مطلوب', { exact: true }).waitFor();
    await form.getByText('يُرجى إضافة صورة', { exact: true }).waitFor();
    await screenshot(page, 'market-sell-errors-phone-ar');
    await context.close();
  });

  it('lists a property with a photo through the form; it opens at once', async () => {
    const { context, page } = await market.memberPage(market.seller, 'en', false);
    await page.goto('/#/app/sell');
    await page.getByRole('link', { name: market.property.category_en, exact: true }).click();
    const form = page.getByRole('form', { name: `Sell in ${market.property.category_en}` });
    const sold = `Garden duplex in Mishref ${market.run}`;
    const field = (name: string) => form.getByRole('textbox', { name: new RegExp(`^${name}`) });
    await field('Title').fill(sold);
    await field('Description').fill('Four rooms and a garden.');
    await field('Price').fill('650');
    await field('Phone for buyers').fill('96551112222');
    await form.getByLabel(/^District/).click();
    await page.getByRole('option', { name: market.district.district_en, exact: true }).click();
    await field('Address').fill('Block 3, Street 1');
    await form.getByLabel(/^Lease type/).click();
    await page.getByRole('option', { name: 'For rent' }).click();
    await field('Building type').fill('Duplex');
    await field('Street').fill('Street 1');
    for (const [name, value] of [
      ['Building number', '3'],
      ['Floor', '1'],
      ['Flat number', '2'],
      ['Block number', '3'],
      ['Rooms', '4'],
      ['Living rooms', '2'],
    ] as const) {
      await field(name).fill(value);
    }
    await form.getByRole('checkbox', { name: 'Car parking' }).check();
    await page.getByTestId('sell-photos').setInputFiles({ name: 'duplex.png', mimeType: 'image/png', buffer: PNG_PIXEL });
    await form.getByRole('button', { name: 'Remove photo 1' }).waitFor();
    await expect.poll(() => form.getByRole('button', { name: 'Put on sale' }).isEnabled()).toBe(true);
    await screenshot(page, 'market-sell-desktop-en');
    await form.getByRole('button', { name: 'Put on sale' }).click();
    await page.getByRole('heading', { name: sold, level: 1 }).waitFor();
    const id = (await page.evaluate(() => window.location.hash)).split('/').at(-1) ?? '';
    const created = await api<MemberClassifiedDetail>(market.seller, 'GET', `/api/v1/classifieds/${id}`);
    expect(created.body).toMatchObject({ title: sold, rooms: '4', carParking: true, classifiedType: 'property' });
    expect(created.body.media[0]?.url).toMatch(/^\/uploads\/classifieds\//);

    // Staff disallow it: its owner still opens it, told why it is hidden.
    const admin = await apiLogin('admin');
    const disallowed = await api(admin, 'POST', '/api/classifieds/allow-ordisallow', { classified_id: id, active: false });
    expect(disallowed.status).toBe(200);
    await page.reload();
    await page.getByText('Disallowed by staff: this listing is hidden from other members.').waitFor();
    await screenshot(page, 'market-listing-disallowed-desktop-en');
    await context.close();
  });
});

describe('editing a listing from My listings', () => {
  it('opens the same form prefilled; photos move and go; a refusal keeps what was typed; saving shows the new version', async () => {
    const [firstPhoto, secondPhoto] = [await uploadPicture(market.seller), await uploadPicture(market.seller)];
    const created = await api<MemberClassifiedDetail>(market.seller, 'PATCH', `/api/v1/classifieds/${market.listing._id}`, {
      media: [
        { url: firstPhoto, type: 'image' },
        { url: secondPhoto, type: 'image' },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);

    const { context, page } = await market.memberPage(market.seller, 'en', false);
    page.setDefaultTimeout(45_000);
    await page.goto('/#/app/classifieds/mine');
    await page
      .getByRole('group', { name: `Actions for ${market.title}` })
      .getByRole('link', { name: 'Edit' })
      .click();
    await waitForRoute(page, `/app/classifieds/${market.listing._id}/edit`);
    const form = page.getByRole('form', { name: `Edit ${market.title}` });
    const field = (name: string) => form.getByRole('textbox', { name: new RegExp(`^${name}`) });
    // Prefilled with the listing's own values, in the property type's form.
    expect(await field('Title').inputValue()).toBe(market.title);
    expect(await field('Price').inputValue()).toBe('275');
    expect(await field('Rooms').inputValue()).toBe('3');
    expect(await form.getByRole('checkbox', { name: 'Car parking' }).isChecked()).toBe(true);

    // Photos: the second one moves first (a keyboard press on its button), then the other goes.
    const photos = form.getByRole('list', { name: 'Photos' }).getByRole('listitem');
    await expect.poll(() => photos.count()).toBe(2);
    await form.getByRole('button', { name: 'Move photo 2 earlier' }).focus();
    await page.keyboard.press('Enter');
    await form.getByRole('button', { name: 'Move photo 1 earlier' }).waitFor();
    expect(await form.getByRole('button', { name: 'Move photo 1 earlier' }).isDisabled()).toBe(true);
    await field('Price').fill('700');
    await screenshot(page, 'market-edit-desktop-en');
    await form.getByRole('button', { name: 'Remove photo 2' }).click();
    await expect.poll(() => photos.count()).toBe(1);

    // An emptied title is refused with the contract's message; the new price stays typed.
    await field('Title').fill('');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('Some fields need your attention').waitFor();
    expect(await field('Price').inputValue()).toBe('700');
    await field('Title').fill(`${market.title} (renovated)`);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await waitForRoute(page, `/app/classifieds/${market.listing._id}`);
    await page.getByRole('heading', { name: `${market.title} (renovated)`, level: 1 }).waitFor();

    const saved = await api<MemberClassifiedDetail>(market.seller, 'GET', `/api/v1/classifieds/${market.listing._id}`);
    expect(saved.body).toMatchObject({
      title: `${market.title} (renovated)`,
      price: 700,
      rooms: '3',
      carParking: true,
      image_url: secondPhoto,
    });
    expect(saved.body.media.map((item) => item.url)).toEqual([secondPhoto]);
    // The search and the other tests read the listing under its first title again.
    expect((await api(market.seller, 'PATCH', `/api/v1/classifieds/${market.listing._id}`, { title: market.title, price: '275' })).status).toBe(200);
    await context.close();
  }, 300_000);

  it('reads right to left in Arabic on a phone', async () => {
    const { context, page } = await market.memberPage(market.seller, 'ar', true);
    page.setDefaultTimeout(45_000);
    await page.goto(`/#/app/classifieds/${market.listing._id}/edit`);
    const form = page.getByRole('form', { name: `تعديل ${market.title}` });
    await form.getByRole('button', { name: 'انقل الصورة ١ إلى الخلف' }).waitFor();
    expect(
      await form
        .getByRole('textbox', { name: /^العنوان/ })
        .first()
        .inputValue(),
    ).toBe(market.title);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'market-edit-phone-ar');
    await context.close();
  }, 180_000);
});

describe('car models from the dropdown values', () => {
  it('lists a car with a model chosen from the values staff added, and a buyer filters by it', async () => {
    const model = `Patrol ${market.run}`;
    const automotive = await demoCategoryOfType(market.seller, 'automotive');
    const admin = await apiLogin('admin');
    const added = await api(admin, 'POST', '/api/category/add-values-for-sub-categories', {
      value_en: model,
      value_ar: `باترول ${market.run}`,
      category_id: automotive._id,
      identity_name: 'model',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);

    const { context, page } = await market.memberPage(market.seller, 'en', false);
    page.setDefaultTimeout(45_000);
    await page.goto(`/#/app/sell?category_id=${automotive._id}`);
    const form = page.getByRole('form', { name: `Sell in ${automotive.category_en}` });
    const field = (name: string) => form.getByRole('textbox', { name: new RegExp(`^${name}`) });
    const choose = async (label: RegExp, option: string) => {
      await form.getByLabel(label).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    const car = `Nissan Patrol 2022 ${market.run}`;
    await field('Title').fill(car);
    await field('Price').fill('9500');
    await field('Phone for buyers').fill('96551113333');
    await choose(/^District/, market.district.district_en);
    await field('Address').fill('Block 2');
    await choose(/^Lease type/, 'For sale');
    // The model list waits for the make; a model staff tied to no make is offered with every make.
    await choose(/^Make/, 'Nissan');
    await choose(/^Model/, model);
    await choose(/^Fuel/, 'Petrol');
    await choose(/^Transmission/, 'Automatic');
    await field('Cylinders').fill('6');
    await page.getByTestId('sell-photos').setInputFiles({ name: 'car.png', mimeType: 'image/png', buffer: PNG_PIXEL });
    await expect.poll(() => form.getByRole('button', { name: 'Put on sale' }).isEnabled()).toBe(true);
    await screenshot(page, 'market-sell-car-desktop-en');
    await form.getByRole('button', { name: 'Put on sale' }).click();
    await page.getByRole('heading', { name: car, level: 1 }).waitFor();
    const id = (await page.evaluate(() => window.location.hash)).split('/').at(-1) ?? '';
    const stored = await api<MemberClassifiedDetail>(market.seller, 'GET', `/api/v1/classifieds/${id}`);
    expect(stored.body).toMatchObject({ model, fuelType: 'Petrol', transmission: 'Automatic', cylinder: '6' });
    await context.close();

    // The buyer, in Arabic on a phone: the model is a select showing the Arabic name.
    const buyerView = await market.memberPage(market.buyer, 'ar', true);
    buyerView.page.setDefaultTimeout(45_000);
    await buyerView.page.goto(`/#/app/classifieds/search?category_id=${automotive._id}`);
    await buyerView.page.getByRole('button', { name: 'إظهار عوامل التصفية' }).click();
    const filters = buyerView.page.getByRole('form', { name: 'عوامل التصفية' });
    await filters.getByLabel('الطراز').click();
    await buyerView.page.getByRole('option', { name: `باترول ${market.run}`, exact: true }).click();
    await filters.getByLabel('ناقل الحركة').click();
    await buyerView.page.getByRole('option', { name: 'أوتوماتيك', exact: true }).click();
    await screenshot(buyerView.page, 'market-search-car-filters-phone-ar');
    await filters.getByRole('button', { name: 'عرض النتائج' }).click();
    const filterOf = async (name: string) => new URLSearchParams((await buyerView.page.evaluate(() => window.location.hash)).split('?')[1] ?? '').get(name);
    await expect.poll(() => filterOf('model')).toBe(model);
    expect(await filterOf('transmission')).toBe('Automatic');
    await buyerView.page.getByRole('link', { name: new RegExp(car) }).waitFor();
    await buyerView.context.close();
  }, 300_000);
});

describe("the seller's own listing page", () => {
  it('offers its seller Edit, which opens the edit form, and never shows it to a buyer', async () => {
    const own = await market.memberPage(market.seller, 'en', true);
    own.page.setDefaultTimeout(45_000);
    await own.page.goto(`/#/app/classifieds/${market.listing._id}`);
    const manage = own.page.getByRole('region', { name: 'Manage your listing' });
    await manage.getByRole('link', { name: 'Edit listing' }).waitFor();
    await manage.getByRole('button', { name: 'Mark as sold' }).waitFor();
    await expect(own.page.getByRole('button', { name: 'Chat with seller' }).count()).resolves.toBe(0);
    await screenshot(own.page, 'market-listing-owner-phone-en');
    await manage.getByRole('link', { name: 'Edit listing' }).click();
    await waitForRoute(own.page, `/app/classifieds/${market.listing._id}/edit`);
    await own.page.getByRole('form', { name: `Edit ${market.title}` }).waitFor();
    await own.context.close();

    const other = await market.memberPage(market.buyer, 'en', true);
    other.page.setDefaultTimeout(45_000);
    await other.page.goto(`/#/app/classifieds/${market.listing._id}`);
    await other.page.getByRole('button', { name: 'Chat with seller' }).waitFor();
    await expect(other.page.getByRole('region', { name: 'Manage your listing' }).count()).resolves.toBe(0);
    await expect(other.page.getByRole('link', { name: 'Edit listing' }).count()).resolves.toBe(0);
    await other.context.close();
  }, 180_000);

  it('names the actions in Arabic, right to left, then marks the listing sold and deletes it from its page', async () => {
    const { context, page } = await market.memberPage(market.seller, 'ar', true);
    page.setDefaultTimeout(45_000);
    await page.goto(`/#/app/classifieds/${market.listing._id}`);
    const manage = page.getByRole('region', { name: 'إدارة إعلانك' });
    await manage.getByRole('link', { name: 'تعديل الإعلان' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'market-listing-owner-phone-ar');

    await manage.getByRole('button', { name: 'تحديد كمُباع' }).click();
    await page.getByRole('status').filter({ hasText: 'حُدِّد كمُباع' }).waitFor();
    await manage.getByRole('button', { name: 'تحديد كمُباع' }).waitFor({ state: 'detached' });
    expect((await api<MemberClassifiedDetail>(market.seller, 'GET', `/api/v1/classifieds/${market.listing._id}`)).body.sold).toBe(true);

    await manage.getByRole('button', { name: 'حذف' }).click();
    const dialog = page.getByRole('dialog', { name: 'حذف هذا الإعلان؟' });
    await dialog.getByRole('button', { name: 'حذف الإعلان' }).click();
    // The listing is gone: its seller lands on their listings, where it is no longer.
    await waitForRoute(page, '/app/classifieds/mine');
    // The seller's other listing has loaded, and this one is not beside it.
    await page.getByRole('link', { name: market.bigger.title }).first().waitFor();
    await expect(page.getByRole('link', { name: market.title }).count()).resolves.toBe(0);
    expect((await api(market.seller, 'GET', `/api/v1/classifieds/${market.listing._id}`)).status).toBe(404);
    await context.close();
  }, 180_000);
});
