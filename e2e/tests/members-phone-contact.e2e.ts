import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { MemberClassifiedDetail, MyClassifiedList } from '@souq/contract/members-classifieds';
import { api, waitForRoute } from '../support/browser';
import { seedMarket } from '../support/market';
import { screenshotFromTop as screenshot } from '../support/member-pages';
import { setupSuite } from '../support/suite';

/**
 * A verified phone, then Call or WhatsApp: a buyer sees no Call button on a seller's listing until
 * the seller verifies a mobile number in the app (the code read from the server's SMS outbox, typed
 * in Arabic-Indic digits); then the buyer, in Arabic on a phone, sees Call and WhatsApp, whose
 * message names the listing, and each tap lands in the seller's statistics.
 */

const market = setupSuite({ seed: seedMarket });

// A number of this run's own (the server limits the codes one number receives).
const local = `6${String(Date.now()).slice(-7)}`;
const e164 = `+965${local}`;
const arabicDigits = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)));

/** The texts the server wrote to DATA_DIR/sms-outbox (no SMS_URL in the browser tests), oldest first. */
function textsTo(phone: string): string[] {
  const dir = path.join(inject('dataDir'), 'sms-outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { to: string; body: string })
    .filter((text) => text.to === phone)
    .map((text) => text.body);
}

async function codeTextedTo(phone: string): Promise<string> {
  const read = () => textsTo(phone).at(-1)?.match(/\d{6}/)?.[0];
  await expect.poll(read, { timeout: 15_000 }).toBeTruthy();
  return read()!;
}

/** tel: and wa.me leave the browser: the taps are made, their navigation is not (the count is what is tested). */
async function keepTapsInThePage(page: Page) {
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element | null)?.closest('a[href^="tel:"], a[href^="https://wa.me/"]')) event.preventDefault();
      },
      true,
    ),
  );
}

describe('a verified phone on a listing: Call and WhatsApp', () => {
  it('shows a buyer no Call button while the seller has no verified phone, even with a phone typed on the listing', async () => {
    const { context, page } = await market.memberPage(market.buyer, 'en', false);
    await page.goto(`/#/app/classifieds/${market.listing._id}`);
    await page.getByRole('heading', { level: 1, name: market.title }).waitFor();
    await page.getByRole('button', { name: 'Chat with seller' }).waitFor();
    expect(await page.getByRole('link', { name: /call the seller/i }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /whatsapp/i }).count()).toBe(0);
    const answer = await api<MemberClassifiedDetail>(market.buyer, 'GET', `/api/v1/classifieds/${market.listing._id}`);
    expect(answer.body.sellerPhone).toBeNull();
    await context.close();
  });

  it('lets the seller verify a mobile number in Arabic: a wrong code is refused, the texted one typed in Arabic-Indic digits is accepted', async () => {
    const { context, page } = await market.memberPage(market.seller, 'ar', true);
    await page.goto('/#/app/profile');
    const phoneSection = page.getByRole('region', { name: 'الهاتف المحمول' });
    await phoneSection.getByRole('link', { name: 'وثّق هاتفي' }).click();
    await waitForRoute(page, '/app/profile/phone');
    await page.getByRole('heading', { level: 1, name: 'هاتفي المحمول' }).waitFor();

    await page.getByRole('textbox', { name: 'رقم الهاتف المحمول' }).fill(arabicDigits(`${local.slice(0, 4)} ${local.slice(4)}`));
    await page.getByRole('button', { name: 'أرسل الرمز' }).click();
    const codeBox = page.getByRole('textbox', { name: 'الرمز المكوّن من ٦ أرقام' });
    await codeBox.waitFor();
    await page.getByText(e164).waitFor();
    const code = await codeTextedTo(e164);
    expect(textsTo(e164).at(-1)).toMatch(/^رمزك في سوق هو \d{6}/);

    const wrong = code === '000000' ? '111111' : '000000';
    await codeBox.fill(arabicDigits(wrong));
    await page.getByRole('button', { name: 'تأكيد' }).click();
    await page.getByText('هذا الرمز غير صحيح: راجع الرسالة النصية وحاول مرة أخرى').waitFor();
    await screenshot(page, 'members-phone-code-wrong-phone-ar');

    await codeBox.fill(arabicDigits(code));
    await page.getByRole('button', { name: 'تأكيد' }).click();
    await page.getByText('تم توثيق رقم هاتفك المحمول.').waitFor();
    await page.getByRole('switch', { name: 'أظهر رقمي في إعلاناتي' }).waitFor();
    expect(await page.getByRole('switch', { name: 'أظهر رقمي في إعلاناتي' }).isChecked()).toBe(true);
    await screenshot(page, 'members-phone-verified-phone-ar');

    // The profile says so too.
    await page.goto('/#/app/profile');
    await page.getByRole('region', { name: 'الهاتف المحمول' }).getByText('موثّق').waitFor();
    await context.close();
  });

  it('shows the buyer Call and WhatsApp in Arabic on a phone; the WhatsApp message names the listing and its link', async () => {
    const { context, page } = await market.memberPage(market.buyer, 'ar', true);
    await page.goto(`/#/app/classifieds/${market.listing._id}`);
    await page.getByRole('heading', { level: 1, name: market.title }).waitFor();
    const call = page.getByRole('link', { name: `اتصل بالبائع على ${e164}` });
    await call.waitFor();
    expect(await call.getAttribute('href')).toBe(`tel:${e164}`);
    const whatsapp = page.getByRole('link', { name: 'راسل البائع عبر واتساب' });
    const href = new URL((await whatsapp.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${e164.slice(1)}`);
    const message = href.searchParams.get('text') ?? '';
    expect(message).toContain(`«${market.title}»`);
    expect(message).toContain(`${inject('baseUrl')}/l/${market.listing._id}`);
    await screenshot(page, 'members-listing-call-whatsapp-phone-ar');

    await keepTapsInThePage(page);
    await call.click();
    await whatsapp.click();
    await whatsapp.click();
    await expect
      .poll(async () => (await api<MemberClassifiedDetail>(market.seller, 'GET', `/api/v1/classifieds/${market.listing._id}`)).body.stats, {
        timeout: 15_000,
      })
      .toMatchObject({ calls: 1, whatsapp: 2 });
    await context.close();
  });

  it('shows a visitor, with no account, Call and WhatsApp naming the listing, and asks them to join only to favourite it', async () => {
    const { context, page } = await market.visitorPage({ mobile: true });
    await context.addInitScript(() => window.localStorage.setItem('souq-language', 'ar'));
    await page.goto(`/#/app/classifieds/${market.listing._id}`);
    await page.getByRole('heading', { level: 1, name: market.title }).waitFor();
    const whatsapp = page.getByRole('link', { name: 'راسل البائع عبر واتساب' });
    const href = new URL((await whatsapp.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${e164.slice(1)}`);
    expect(href.searchParams.get('text')).toContain(`${inject('baseUrl')}/l/${market.listing._id}/`);
    await keepTapsInThePage(page);
    await whatsapp.click();
    await page.getByRole('link', { name: `اتصل بالبائع على ${e164}` }).click();
    // Calling or writing on WhatsApp asks nothing; keeping the listing asks the visitor to join.
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'إضافة إلى المفضلة' }).click();
    await page.getByRole('dialog', { name: 'انضم إلى سوق لحفظ هذا الإعلان' }).waitFor();
    await screenshot(page, 'visitor-listing-whatsapp-join-phone-ar');
    await context.close();
  });

  it("counts the taps and views in the seller's statistics, on My listings and on the listing, in English", async () => {
    const { context, page } = await market.memberPage(market.seller, 'en', false);
    const mine = await api<MyClassifiedList>(market.seller, 'GET', '/api/v1/me/classifieds');
    const stats = mine.body.classifieds.find((item) => item._id === market.listing._id)?.stats;
    // Two buyer's openings (one a day) and the seller's own, which are not counted.
    expect(stats).toMatchObject({ views: 1, calls: 1, whatsapp: 2 });

    await page.goto('/#/app/classifieds/mine');
    const figures = page.getByRole('list', { name: `Statistics for ${market.title}` });
    await figures.getByText('1 view', { exact: true }).waitFor();
    await figures.getByText('1 call', { exact: true }).waitFor();
    await figures.getByText('2 WhatsApp taps').waitFor();
    await screenshot(page, 'members-my-listings-stats-desktop-en');

    await page.goto(`/#/app/classifieds/${market.listing._id}`);
    const own = page.getByRole('region', { name: 'How your listing is doing' });
    await own.getByText('2 WhatsApp taps').waitFor();
    // The seller is offered no Call button to their own number.
    expect(await page.getByRole('link', { name: /call the seller/i }).count()).toBe(0);
    await screenshot(page, 'members-listing-stats-desktop-en');
    await context.close();
  });
});
