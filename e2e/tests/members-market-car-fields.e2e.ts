import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MemberClassifiedDetail } from '@souq/contract/members-classifieds';
import { api, PNG_PIXEL } from '../support/browser';
import { seriousA11yProblems } from '../support/accessibility';
import { demoCategoryOfType } from '../support/demo-data';
import { listProperty, seedMarket } from '../support/market';
import { screenshotFromTop as screenshot } from '../support/member-pages';
import { setupSuite } from '../support/suite';

/**
 * What buyers judge cars and flats by, on a phone in Arabic: a car put on sale with its make
 * first, a model of that make only, its year, kilometres (typed in Arabic-Indic digits) and
 * colour; a buyer finding it by make and model year, the filters as removable chips; and flats
 * narrowed to those for rent.
 */

const market = setupSuite({ seed: seedMarket });

const hashParam = async (page: Page, name: string) => new URLSearchParams((await page.evaluate(() => window.location.hash)).split('?')[1] ?? '').get(name);

describe('a car\u2019s make, model, year, kilometres and colour', () => {
  it('sells a Toyota with one of its models, then a buyer finds it by make and year', async () => {
    const automotive = await demoCategoryOfType(market.seller, 'automotive');
    const { context, page } = await market.memberPage(market.seller, 'ar', true);
    page.setDefaultTimeout(45_000);
    await page.goto(`/#/app/sell?category_id=${automotive._id}`);
    const form = page.getByRole('form', { name: `البيع في قسم ${automotive.category_ar}` });
    const field = (name: string) => form.getByRole('textbox', { name: new RegExp(`^${name}`) });
    const choose = async (label: RegExp, option: string) => {
      await form.getByLabel(label).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    // The model list waits for the make.
    expect(await form.getByLabel(/^الطراز/).isDisabled()).toBe(true);
    await choose(/^الشركة المصنعة/, 'تويوتا');
    await form.getByLabel(/^الطراز/).click();
    // Only Toyota's models: no Nissan among them.
    await page.getByRole('option', { name: 'كامري', exact: true }).waitFor();
    expect(await page.getByRole('option', { name: 'باترول', exact: true }).count()).toBe(0);
    await page.getByRole('option', { name: 'كامري', exact: true }).click();

    const title = `كامري نظيفة ${market.run}`;
    await field('العنوان').first().fill(title);
    await field('السعر').fill('٤٥٠٠');
    await field('هاتف للتواصل').fill('96551114444');
    await choose(/^المحافظة/, market.district.district_ar);
    await field('سنة الصنع').fill('٢٠٢١');
    await field('الممشى').fill('٤٥٠٠٠');
    await choose(/^اللون/, 'أبيض');
    await choose(/^نوع العقد/, 'للبيع');
    await choose(/^الوقود/, 'بنزين');
    await choose(/^ناقل الحركة/, 'أوتوماتيك');
    await field('عدد الأسطوانات').fill('4');
    await page.getByTestId('sell-photos').setInputFiles({ name: 'camry.png', mimeType: 'image/png', buffer: PNG_PIXEL });
    await expect.poll(() => form.getByRole('button', { name: 'اعرضه للبيع' }).isEnabled()).toBe(true);
    await screenshot(page, 'market-sell-car-make-phone-ar');
    expect(await seriousA11yProblems(page)).toEqual([]);
    await form.getByRole('button', { name: 'اعرضه للبيع' }).click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    // The spec line under the price, in Arabic digits.
    await page.getByTestId('listing-facts').filter({ hasText: '٢٠٢١، ٤٥٬٠٠٠ كم' }).waitFor();
    const id = (await page.evaluate(() => window.location.hash)).split('/').at(-1) ?? '';
    const stored = await api<MemberClassifiedDetail>(market.seller, 'GET', `/api/v1/classifieds/${id}`);
    expect(stored.body).toMatchObject({ model: 'Camry', year: '2021', mileage: '45000', colour: 'white', sub_category_id: { sub_category_en: 'Toyota' } });
    await context.close();

    // The buyer, on a phone in Arabic: make and year from, then the filters are chips.
    const buyer = await market.memberPage(market.buyer, 'ar', true);
    buyer.page.setDefaultTimeout(45_000);
    // The newest first: the car just put on sale leads the category.
    await buyer.page.goto(`/#/app/classifieds/search?category_id=${automotive._id}`);
    await buyer.page.getByRole('button', { name: 'إظهار عوامل التصفية' }).click();
    const filters = buyer.page.getByRole('form', { name: 'عوامل التصفية' });
    await filters.getByLabel('الشركة المصنعة').click();
    await buyer.page.getByRole('option', { name: 'تويوتا', exact: true }).click();
    await filters.getByRole('textbox', { name: 'من سنة' }).fill('٢٠٢٠');
    await screenshot(buyer.page, 'market-search-car-make-year-phone-ar');
    await filters.getByRole('button', { name: 'عرض النتائج' }).click();
    await expect.poll(() => hashParam(buyer.page, 'year_min')).toBe('2020');
    expect(await hashParam(buyer.page, 'sub_category_id')).toBe(stored.body.sub_category_id?._id);
    await buyer.page.getByRole('link', { name: new RegExp(title) }).waitFor();
    const chips = buyer.page.getByRole('list', { name: 'عوامل التصفية المستخدمة' });
    await chips.getByRole('button', { name: /تويوتا/ }).waitFor();
    await screenshot(buyer.page, 'market-search-car-chips-phone-ar');
    expect(await seriousA11yProblems(buyer.page)).toEqual([]);
    // A later year leaves it out; taking the year away brings it back.
    await buyer.page.goto(`/#/app/classifieds/search?category_id=${automotive._id}&sub_category_id=${stored.body.sub_category_id?._id}&year_min=2022`);
    await buyer.page
      .getByRole('button', { name: /من سنة/ })
      .first()
      .waitFor();
    // The address changed within the page: the earlier answer shows until the new one arrives.
    await expect.poll(() => buyer.page.getByRole('link', { name: new RegExp(title) }).count(), { timeout: 30_000 }).toBe(0);
    await buyer.page
      .getByRole('button', { name: /من سنة/ })
      .first()
      .click();
    await buyer.page.getByRole('link', { name: new RegExp(title) }).waitFor();
    await buyer.context.close();
  }, 300_000);
});

describe('flats for rent or for sale', () => {
  it('narrows the flats to those for rent, with their size', async () => {
    const forSale = await listProperty(market.seller, market, { title: `Flat for sale ${market.run}`, price: '90000', rooms: '3' });
    const changed = await api(market.seller, 'PATCH', `/api/v1/classifieds/${forSale._id}`, { leaseType: 'sale', size: '150' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const { context, page } = await market.memberPage(market.buyer, 'ar', true);
    page.setDefaultTimeout(45_000);
    await page.goto(`/#/app/classifieds/search?category_id=${market.property._id}&district_id=${market.district._id}`);
    await page.getByRole('link', { name: new RegExp(`Flat for sale ${market.run}`) }).waitFor();
    await page.getByRole('button', { name: 'إظهار عوامل التصفية' }).click();
    const filters = page.getByRole('form', { name: 'عوامل التصفية' });
    await filters.getByLabel('إيجار أو بيع').click();
    await page.getByRole('option', { name: 'للإيجار', exact: true }).click();
    await filters.getByRole('button', { name: 'عرض النتائج' }).click();
    await expect.poll(() => hashParam(page, 'leaseType')).toBe('rent');
    // The results before the filter stay shown until the new ones come: wait for the flat for sale to go.
    await page.getByRole('link', { name: new RegExp(`Flat for sale ${market.run}`) }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: new RegExp(market.title) }).waitFor();
    await screenshot(page, 'market-search-rent-phone-ar');
    await context.close();
  }, 180_000);
});
