import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { MemberClassifiedDetail } from '@souq/contract/members-classifieds';
import type { MyAccount } from '@souq/contract/members-account';
import { api, PNG_PIXEL } from '../support/browser';
import { demoCategoryOfType } from '../support/demo-data';
import { seedMarket } from '../support/market';
import { seriousA11yProblems } from '../support/accessibility';
import { screenshotFromTop as screenshot } from '../support/member-pages';
import { setupSuite } from '../support/suite';

/**
 * A Kuwaiti member on a phone, in Arabic, typing numbers with the Arabic keyboard's digits: the
 * sell form's price and phone and the profile's phone are saved (and read back after a reload),
 * and the listing's price reads ٤٥٠ د.ك, not ٤٥٠٫٠٠٠ د.ك. (which reads as 450,000).
 */

const market = setupSuite({ seed: seedMarket });

/** The price as the listing page shows it, spaces as plain spaces. */
const shownPrice = (page: Page) =>
  page
    .getByLabel(/^السعر: /)
    .first()
    .textContent()
    .then((text) => (text ?? '').replace(/\s/g, ' '));

describe('Arabic-Indic digits on a phone, in Arabic', () => {
  it('sells a listing priced ٤٥٠ with the phone ٥٥٥٥١٢٣٤, and shows its price as ٤٥٠ د.ك', async () => {
    const food = await demoCategoryOfType(market.seller, 'food');
    const { context, page } = await market.memberPage(market.seller, 'ar', true);
    await page.goto('/#/app/sell');
    await page.getByRole('link', { name: food.category_ar, exact: true }).click();
    const form = page.getByRole('form', { name: `البيع في قسم ${food.category_ar}` });
    const title = `تمر خلاص ${market.run}`;
    await form.getByRole('textbox', { name: 'العنوان', exact: true }).fill(title);
    // Typed key by key, as the Arabic keyboard sends them.
    await form.getByRole('textbox', { name: 'السعر', exact: true }).pressSequentially('٤٥٠');
    await form.getByRole('textbox', { name: 'هاتف للتواصل مع المشترين', exact: true }).pressSequentially('٥٥٥٥١٢٣٤');
    await form.getByLabel(/^المحافظة/).click();
    await page.getByRole('option', { name: market.district.district_ar, exact: true }).click();
    await form.getByRole('textbox', { name: 'العنوان التفصيلي', exact: true }).fill('قطعة ٣، شارع ١');
    await page.getByTestId('sell-photos').setInputFiles({ name: 'dates.png', mimeType: 'image/png', buffer: PNG_PIXEL });
    await form.getByRole('button', { name: 'إزالة الصورة ١' }).waitFor();
    await expect.poll(() => form.getByRole('button', { name: 'اعرضه للبيع' }).isEnabled()).toBe(true);
    await form.getByRole('button', { name: 'اعرضه للبيع' }).click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();

    const id = (await page.evaluate(() => window.location.hash)).split('/').at(-1) ?? '';
    const stored = await api<MemberClassifiedDetail>(market.seller, 'GET', `/api/v1/classifieds/${id}`);
    expect(stored.body).toMatchObject({ title, price: 450, mobile: '55551234' });
    expect(await shownPrice(page)).toBe('٤٥٠ د.ك');

    await page.reload();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    expect(await shownPrice(page)).toBe('٤٥٠ د.ك');
    expect(await seriousA11yProblems(page)).toEqual([]);
    await screenshot(page, 'members-arabic-price-phone-ar');
    await context.close();
  });

  it('saves the profile’s phone typed in Arabic-Indic digits, alone, and reads it back after a reload', async () => {
    const { context, page } = await market.memberPage(market.buyer, 'ar', true);
    await page.goto('/#/app/profile');
    const phone = page.getByRole('textbox', { name: 'الهاتف', exact: true });
    await phone.pressSequentially('٥٥٥٥٩٨٧٦');
    await page.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await page.getByText('تم حفظ ملفك الشخصي.').waitFor();
    const me = await api<MyAccount>(market.buyer, 'GET', '/api/v1/me');
    expect(me.body.phone).toBe('55559876');

    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: 'الهاتف', exact: true }).inputValue()).toBe('55559876');
    await context.close();
  });

  it('names the story dialog’s close button in Arabic', async () => {
    const { context, page } = await market.memberPage(market.buyer, 'ar', true);
    await page.goto('/#/app/home');
    await page.getByRole('button', { name: 'أضف قصة' }).click();
    const dialog = page.getByRole('dialog', { name: 'قصة جديدة' });
    await dialog.getByRole('button', { name: 'إغلاق', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });
});
