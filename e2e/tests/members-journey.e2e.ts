import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { z } from 'zod';
import type { ZCategory } from '@souq/contract/categories';
import type { ZDistrictList } from '@souq/contract/regions';
import type { MemberClassifiedDetail } from '@souq/contract/members-classifieds';
import { classifiedParam } from '@souq/contract/constants';
import { messages } from '@souq/contract/messages';
import { api, consolePageAs, launchBrowser, newContext, newPage, openRoute, PNG_PIXEL, screenshot as photograph, waitForRoute } from '../support/browser';
import { joinAsMember, type Member } from '../support/members';

/**
 * Issue 19's "done when", as one journey through the real screens: from the landing page a
 * seller joins in Arabic (register, the link from the e-mail, log in), lists a property with two
 * photos through Sell; a second member finds it by filters, favourites it, reports it and chats
 * with the seller, whose own page shows the message arrive live; the console then shows both
 * members, the listing and the report.
 */

type Category = z.infer<typeof ZCategory>;
type District = z.infer<typeof ZDistrictList>['districts'][number];

const MEMBER_SESSION_KEY = 'souq-member-login';
const LANGUAGE_KEY = 'souq-language';
const run = Date.now().toString(36);
const seller = { name: `فاطمة البائعة ${run}`, email: `fatima-${run}@e2e.test`, password: 'Fatima-e2e-password-1' };
const listingTitle = `شقة مطلة على البحر ${run}`;
const reportReason = `Photos look copied from another site ${run}`;

let browser: Browser;
let buyer: Member;
let property: Category;
let district: District;
let listingId: string;
let sellerSide: { context: BrowserContext; page: Page };
let buyerSide: { context: BrowserContext; page: Page };

async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await photograph(page, name);
}

/** The verification link of the newest e-mail to `email` (the server writes mail to DATA_DIR/outbox in tests). */
async function verificationLink(email: string): Promise<string> {
  const outbox = path.join(inject('dataDir'), 'outbox');
  const read = (): string | undefined => {
    if (!fs.existsSync(outbox)) return undefined;
    for (const file of fs.readdirSync(outbox).filter((name) => name.endsWith('.eml')).sort().reverse()) {
      const text = fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
      if (text.includes(email)) return /#\/app\/verify-email\?token=[A-Za-z0-9_%.-]+/.exec(text)?.[0];
    }
    return undefined;
  };
  await expect.poll(read, { timeout: 15_000 }).toBeTruthy();
  return read()!;
}

beforeAll(async () => {
  browser = await launchBrowser();
  buyer = await joinAsMember(`Omar Buyer ${run}`);
  const categories = (await api<{ categories: Category[] }>(buyer, 'GET', '/api/category/get-categories')).body.categories;
  const found = categories.find((category) => category.classifiedType === 'property');
  if (!found) throw new Error('the demo data has no property category');
  property = found;
  const districts = (await api<z.infer<typeof ZDistrictList>>(buyer, 'GET', '/api/get-districts?country_id=KW')).body.districts;
  if (!districts[0]) throw new Error('Kuwait has no districts');
  district = districts[0];
});
afterAll(async () => {
  await sellerSide?.context.close();
  await buyerSide?.context.close();
  await browser.close();
});

describe('a seller and a buyer meet on the web, and staff see it all', () => {
  it('the seller joins from the landing page, in Arabic, on a phone', async () => {
    const context = await newContext(browser, { mobile: true });
    const page = await newPage(context);
    sellerSide = { context, page };
    await page.goto('/#/');
    await page.getByRole('link', { name: messages.publicWeb.openWeb }).click();
    await waitForRoute(page, '/app/login');
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('heading', { level: 1, name: 'تسجيل الدخول إلى سوق' }).waitFor();
    await page.getByRole('link', { name: 'إنشاء حساب' }).click();

    const form = page.getByRole('form', { name: 'أنشئ حسابك في سوق' });
    await form.getByRole('textbox', { name: 'اسمك' }).fill(seller.name);
    await form.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(seller.email);
    await form.getByLabel(/^كلمة المرور/).fill(seller.password);
    await form.getByRole('combobox', { name: 'الدولة' }).selectOption('KW');
    await form.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await page.getByRole('heading', { level: 1, name: 'تحقّق من بريدك الإلكتروني' }).waitFor();

    await page.goto(`/${await verificationLink(seller.email)}`);
    await page.getByRole('heading', { level: 1, name: 'تم تأكيد بريدك الإلكتروني' }).waitFor();
    await page.getByRole('link', { name: 'تسجيل الدخول' }).click();
    await waitForRoute(page, '/app/login');
    await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(seller.email);
    await page.getByLabel(/^كلمة المرور/).fill(seller.password);
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await page.waitForFunction(() => !window.location.hash.startsWith('#/app/login'));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  });

  it('lists a property with two photos through Sell', async () => {
    const { page } = sellerSide;
    await page.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link', { name: 'بيع' }).click();
    await waitForRoute(page, '/app/sell');
    await page.getByRole('link', { name: property.category_ar, exact: true }).click();
    const form = page.getByRole('form', { name: `البيع في قسم ${property.category_ar}` });
    const field = (name: string) => form.getByRole('textbox', { name: new RegExp(`^${name}\\s*\\*?$`) });
    await field('العنوان').fill(listingTitle);
    await field('الوصف').fill('ثلاث غرف وإطلالة على البحر وموقف مغطى.');
    await field('السعر').fill('320');
    await field('هاتف للتواصل مع المشترين').fill('96550004321');
    await form.getByLabel(/^المحافظة/).click();
    await page.getByRole('option', { name: district.district_ar, exact: true }).click();
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
    const created = await api<MemberClassifiedDetail>(buyer, 'GET', `/api/v1/classifieds/${listingId}`);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ title: listingTitle, rooms: '3', classifiedType: 'property' });
    expect(Number(created.body.price)).toBe(320);
    expect(created.body.media).toHaveLength(2);
    await screenshot(page, 'journey-listing-phone-ar');
  });

  it('the buyer finds it by filters on a desktop, favourites it and reports it', async () => {
    const context = await newContext(browser);
    await context.addInitScript(
      ([sessionKey, session, languageKey]) => {
        window.localStorage.setItem(sessionKey, session);
        window.localStorage.setItem(languageKey, 'en');
      },
      [MEMBER_SESSION_KEY, JSON.stringify(buyer.body), LANGUAGE_KEY] as const,
    );
    const page = await newPage(context);
    buyerSide = { context, page };
    await page.goto('/#/app/classifieds');
    await page.getByRole('link', { name: property.category_en, exact: true }).click();
    await waitForRoute(page, '/app/classifieds/search');
    // A desktop shows the filters beside the results; a phone folds them behind "Show filters".
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.waitFor();
    await filters.getByLabel('District', { exact: true }).click();
    await page.getByRole('option', { name: district.district_en, exact: true }).click();
    await filters.getByRole('textbox', { name: 'Rooms' }).fill('3');
    await filters.getByRole('textbox', { name: 'Lowest price' }).fill('300');
    await filters.getByRole('textbox', { name: 'Highest price' }).fill('330');
    await filters.getByRole('button', { name: 'Show results' }).click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toContain('price_max=330');
    await page.getByRole('link', { name: new RegExp(listingTitle) }).click();
    await waitForRoute(page, `/app/classifieds/${listingId}`);
    await page.getByRole('heading', { name: listingTitle, level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Add to favourites' }).click();
    await page.getByRole('button', { name: 'Remove from favourites' }).waitFor();
    const favourites = await api<{ classifieds: { _id: string }[] }>(buyer, 'GET', '/api/v1/me/favourites');
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
    const { context, page } = await consolePageAs(browser, 'admin');
    try {
      for (const email of [seller.email, buyer.email]) {
        await openRoute(page, `/rm-admin/userslist?search=${encodeURIComponent(email)}`);
        await page.getByRole('table').getByText(email).waitFor();
      }
      const listQuery = new URLSearchParams({ id: property._id, classified: classifiedParam(property.category_en), search: run });
      await openRoute(page, `/rm-admin/classifieds/posts?${listQuery.toString()}`);
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
