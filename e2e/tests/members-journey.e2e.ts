import { describe, expect, it } from 'vitest';
import type { MemberClassifiedDetail } from '@souq/contract/members-classifieds';
import { messages } from '@souq/contract/messages';
import { api, openRoute, PNG_PIXEL, waitForRoute } from '../support/browser';
import { classifiedsQuery } from '../support/console-screens';
import { demoCategoryOfType, firstDistrictOfKuwait } from '../support/demo-data';
import { logInThroughForm, registerInArabic, screenshotFromTop as screenshot } from '../support/member-pages';
import { joinAsMember } from '../support/members';
import { verificationLink } from '../support/outbox';
import { setupSuite, type OpenPage } from '../support/suite';

/**
 * The members' "done when", as one journey through the real screens: from the landing page a
 * seller joins in Arabic (register, the link from the e-mail, log in), lists a property with two
 * photos through Sell; a second member finds it by filters, favourites it, reports it and chats
 * with the seller, whose own page shows the message arrive live; the console then shows both
 * members, the listing and the report.
 */

const run = Date.now().toString(36);
const seller = { name: `فاطمة البائعة ${run}`, email: `fatima-${run}@e2e.test`, password: 'Fatima-e2e-password-1' };
const listingTitle = `شقة مطلة على البحر ${run}`;
const reportReason = `Photos look copied from another site ${run}`;

let listingId: string;
let sellerSide: OpenPage;
let buyerSide: OpenPage;

const suite = setupSuite({
  seed: async () => {
    const buyer = await joinAsMember(`Omar Buyer ${run}`);
    return { buyer, property: await demoCategoryOfType(buyer, 'property'), district: await firstDistrictOfKuwait(buyer) };
  },
});

describe('a seller and a buyer meet on the web, and staff see it all', () => {
  it('the seller joins from the landing page, in Arabic, on a phone', async () => {
    sellerSide = await suite.visitorPage({ mobile: true });
    const { page } = sellerSide;
    await page.goto('/#/');
    await page.getByRole('link', { name: messages.publicWeb.openWeb }).click();
    // A visitor browses first, without an account; the header's Log in leads to the form.
    await waitForRoute(page, '/app/home');
    await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).click();
    await waitForRoute(page, '/app/login');
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('heading', { level: 1, name: 'تسجيل الدخول إلى سوق' }).waitFor();
    await page.getByRole('link', { name: 'إنشاء حساب' }).click();

    await registerInArabic(page, seller);

    await page.goto(`/${new URL(await verificationLink(seller.email)).hash}`);
    await page.getByRole('heading', { level: 1, name: 'تم تأكيد بريدك الإلكتروني' }).waitFor();
    await page.getByRole('link', { name: 'تسجيل الدخول' }).click();
    await waitForRoute(page, '/app/login');
    await logInThroughForm(page, seller.email, seller.password, 'تسجيل الدخول');
    await page.waitForFunction(() => !window.location.hash.startsWith('#/app/login'));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  });

  it('lists a property with two photos through Sell', async () => {
    const { page } = sellerSide;
    await page.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link', { name: 'بيع' }).click();
    await waitForRoute(page, '/app/sell');
    await page.getByRole('link', { name: suite.property.category_ar, exact: true }).click();
    const form = page.getByRole('form', { name: `البيع في قسم ${suite.property.category_ar}` });
    const field = (name: string) => form.getByRole('textbox', { name: new RegExp(`^${name}\\s*\\*?$`) });
    await field('العنوان').fill(listingTitle);
    await field('الوصف').fill('ثلاث غرف وإطلالة على البحر وموقف مغطى.');
    await field('السعر').fill('320');
    await field('هاتف للتواصل مع المشترين').fill('96550004321');
    await form.getByLabel(/^المحافظة/).click();
    await page.getByRole('option', { name: suite.district.district_ar, exact: true }).click();
    await field('العنوان التفصيلي').fill('قطعة ٤، شارع ٢');
    await form.getByLabel(/^نوع العقد/).click();
    await page.getByRole('option', { name: 'للإيجار' }).click();
    const details: [string, string][] = [
      ['نوع المبنى', 'شقة'],
      ['الشارع', 'شارع الخليج'],
      ['رقم المبنى', '8'],
      ['الطابق', '5'],
      ['رقم الشقة', '51'],
      ['رقم القطعة', '4'],
      ['الغرف', '3'],
      ['الصالات', '1'],
    ];
    for (const [name, value] of details) await field(name).fill(value);
    await page.getByTestId('sell-photos').setInputFiles([
      { name: 'living-room.png', mimeType: 'image/png', buffer: PNG_PIXEL },
      { name: 'sea-view.png', mimeType: 'image/png', buffer: PNG_PIXEL },
    ]);
    await form.getByRole('button', { name: /^إزالة الصورة (2|٢)$/ }).waitFor();
    await expect.poll(() => form.getByRole('button', { name: 'اعرضه للبيع' }).isEnabled()).toBe(true);
    await screenshot(page, 'journey-sell-phone-ar');
    await form.getByRole('button', { name: 'اعرضه للبيع' }).click();
    await page.getByRole('heading', { name: listingTitle, level: 1 }).waitFor();
    listingId = (await page.evaluate(() => window.location.hash)).split('/').at(-1) ?? '';
    const created = await api<MemberClassifiedDetail>(suite.buyer, 'GET', `/api/v1/classifieds/${listingId}`);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ title: listingTitle, rooms: '3', classifiedType: 'property' });
    expect(Number(created.body.price)).toBe(320);
    expect(created.body.media).toHaveLength(2);
    await screenshot(page, 'journey-listing-phone-ar');
  });

  it('the buyer finds it by filters on a desktop, favourites it and reports it', async () => {
    buyerSide = await suite.memberPage(suite.buyer, 'en', false);
    const { page } = buyerSide;
    await page.goto('/#/app/classifieds');
    await page.getByRole('link', { name: suite.property.category_en, exact: true }).click();
    await waitForRoute(page, '/app/classifieds/search');
    // A desktop shows the filters beside the results; a phone folds them behind "Show filters".
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.waitFor();
    await filters.getByLabel('District', { exact: true }).click();
    await page.getByRole('option', { name: suite.district.district_en, exact: true }).click();
    await filters.getByRole('textbox', { name: 'Rooms', exact: true }).fill('3');
    await filters.getByRole('textbox', { name: 'Lowest price' }).fill('300');
    await filters.getByRole('textbox', { name: 'Highest price' }).fill('330');
    await filters.getByRole('button', { name: 'Show results' }).click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toContain('price_max=330');
    await page.getByRole('link', { name: new RegExp(listingTitle) }).click();
    await waitForRoute(page, `/app/classifieds/${listingId}`);
    await page.getByRole('heading', { name: listingTitle, level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Add to favourites' }).click();
    await page.getByRole('button', { name: 'Remove from favourites' }).waitFor();
    const favourites = await api<{ classifieds: { _id: string }[] }>(suite.buyer, 'GET', '/api/v1/me/favourites');
    expect(favourites.body.classifieds.map((listing) => listing._id)).toContain(listingId);

    await page.getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this listing' });
    await dialog.getByRole('textbox', { name: /Reason/ }).fill(reportReason);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Thank you. The moderators will look at this listing.').waitFor();
    await screenshot(page, 'journey-listing-desktop-en');
  });

  it('chats with the seller, whose open page shows the message live', async () => {
    const seller = sellerSide.page;
    await seller.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link', { name: 'المحادثات' }).click();
    await waitForRoute(seller, '/app/chat');
    await seller.getByRole('heading', { level: 1, name: 'المحادثات' }).waitFor();

    const page = buyerSide.page;
    await page.getByRole('button', { name: 'Chat with seller' }).click();
    await waitForRoute(page, /^\/app\/chat\/[0-9a-f-]{36}$/);
    const text = `Is the flat still free? هل الشقة متاحة؟ ${run}`;
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('log').getByText(text).waitFor();

    // No reload on the seller's side: the conversation and its message arrive from the event stream.
    const conversation = seller.getByTestId('conversation').filter({ hasText: text });
    await conversation.waitFor({ timeout: 10_000 });
    await screenshot(seller, 'journey-seller-conversations-phone-ar');
    await conversation.click();
    await seller.getByRole('log').getByText(text).waitFor();
    await seller.getByRole('textbox', { name: 'الرسالة' }).fill('نعم، متاحة. Yes, it is.');
    await seller.getByRole('button', { name: 'إرسال' }).click();
    await page.getByRole('log').getByText('نعم، متاحة. Yes, it is.').waitFor({ timeout: 10_000 });
  });

  it('the console shows both members, the listing and the report', async () => {
    const { context, page } = await suite.consolePage('admin');
    try {
      for (const email of [seller.email, suite.buyer.email]) {
        await openRoute(page, `/rm-admin/userslist?search=${encodeURIComponent(email)}`);
        await page.getByRole('table').getByText(email).waitFor();
      }
      await openRoute(page, `/rm-admin/classifieds/posts?${classifiedsQuery(suite.property, { search: run })}`);
      await page.getByRole('table').getByText(listingTitle).waitFor();
      await screenshot(page, 'journey-console-listing');
      // The buyer's report waits in the moderation queue, with its reason beside the listing.
      await openRoute(page, '/rm-admin/moderation?kind=listing');
      const queue = page.getByRole('listbox', { name: messages.console.moderation.queueLabel });
      await queue.getByRole('option').filter({ hasText: listingTitle }).click();
      await page.getByText(reportReason).first().waitFor();
      await screenshot(page, 'journey-console-moderation');
    } finally {
      await context.close();
    }
  });
});
