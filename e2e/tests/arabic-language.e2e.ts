import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import type { MemberClassifiedDetail } from '@souq/contract/members-classifieds';
import { mailTexts } from '@souq/contract/server-language';
import { consoleAr } from '../../apps/web/src/i18n/console/ar';
import { mailsTo } from '../../apps/server/test/mail-file';
import { seriousA11yProblems } from '../support/accessibility';
import { baseUrl, screenshot } from '../support/browser';
import { demoCategoryOfType, firstDistrictOfKuwait } from '../support/demo-data';
import { listCar } from '../support/market';
import { registerInArabic } from '../support/member-pages';
import { joinAsMember, type Member } from '../support/members';
import { outboxDir } from '../support/outbox';
import { setupSuite } from '../support/suite';

/**
 * Souq in the visitor's and the member's language: the landing page opens in Arabic for an
 * Arabic browser and switches, a listing's picked values read in Arabic on its Arabic page, and a
 * member who joins in Arabic gets an Arabic verification mail.
 */

interface Seeded {
  buyer: Member;
  car: MemberClassifiedDetail;
}

/** A Camry listed the way the apps list it: the model, fuel and transmission by their English names. */
async function seedCar(): Promise<Seeded> {
  const [seller, buyer] = await Promise.all([joinAsMember('Fahad Seller'), joinAsMember('Reem Buyer')]);
  const cars = await demoCategoryOfType(buyer, 'automotive');
  const district = await firstDistrictOfKuwait(seller);
  const car = await listCar(
    seller,
    { carsId: cars._id, districtId: district._id },
    { title: `تويوتا كامري ٢٠٢١ ${Date.now().toString(36)}`, price: '4500', description: 'Toyota Camry 2021, agency serviced.', isInsured: false },
  );
  return { buyer, car };
}

const suite = setupSuite({ seed: seedCar });

const htmlLanguage = (page: Page) => page.evaluate(() => ({ dir: document.documentElement.dir, lang: document.documentElement.lang }));

/** The weights of the self-hosted Arabic face the page has downloaded and drawn with. */
const arabicFaceWeights = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const weights: string[] = [];
    document.fonts.forEach((face) => {
      if (face.family.replaceAll('"', '') === 'IBM Plex Sans Arabic' && face.status === 'loaded') weights.push(face.weight);
    });
    return weights;
  });

describe('the landing page follows the browser’s language', () => {
  it('opens in Arabic, right to left, for an Arabic browser, in the Arabic face', async () => {
    const { context, page } = await suite.visitorPage({ mobile: true, locale: 'ar-KW' });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/#/');
    await page.getByRole('heading', { level: 1, name: consoleAr.publicWeb.headline }).waitFor();
    expect(await htmlLanguage(page)).toEqual({ dir: 'rtl', lang: 'ar' });
    // Its own Arabic, and not the members' Home texts it never shows (a file it shares with Home
    // must not bring Home's catalogs with it).
    expect(scripts.some((file) => /\/ar-[\w-]+\.js$/.test(file))).toBe(true);
    expect(scripts.filter((file) => /members-home-/.test(file))).toEqual([]);
    await page.getByRole('region', { name: consoleAr.publicWeb.privacyTitle }).waitFor();
    // The heading is drawn in the self-hosted face, not the phone's.
    await expect.poll(() => arabicFaceWeights(page)).toContain('700');
    const headingFont = await page.getByRole('heading', { level: 1 }).evaluate((element) => getComputedStyle(element).fontFamily);
    expect(headingFont).toMatch(/^"?IBM Plex Sans Arabic/);
    // Mirrored: the logo on the right, the switch on the left.
    const logo = await page.getByRole('link', { name: consoleAr.publicWeb.home }).boundingBox();
    const toEnglish = page.getByRole('button', { name: 'English' });
    const switchBox = await toEnglish.boundingBox();
    expect(logo!.x).toBeGreaterThan(switchBox!.x);
    expect(await seriousA11yProblems(page)).toEqual([]);
    await screenshot(page, 'public-landing-phone-ar');

    await toEnglish.click();
    await page.getByRole('heading', { level: 1, name: messages.publicWeb.headline }).waitFor();
    expect(await htmlLanguage(page)).toEqual({ dir: 'ltr', lang: 'en' });
    // The choice is kept on this device, over the browser's language.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: messages.publicWeb.headline }).waitFor();
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('heading', { level: 1, name: consoleAr.publicWeb.headline }).waitFor();
    await context.close();
  });

  it('opens an English browser in English, left to right', async () => {
    const { context, page } = await suite.visitorPage({ mobile: true });
    await page.goto('/#/');
    await page.getByRole('heading', { level: 1, name: messages.publicWeb.headline }).waitFor();
    expect(await htmlLanguage(page)).toEqual({ dir: 'ltr', lang: 'en' });
    await page.getByRole('button', { name: 'العربية' }).waitFor();
    await context.close();
  });

  it('shows a shared post’s page in Arabic too', async () => {
    const { context, page } = await suite.visitorPage({ mobile: true, locale: 'ar-KW' });
    await page.goto('/#/post/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { level: 1, name: consoleAr.publicWeb.postNotFoundTitle }).waitFor();
    expect(await htmlLanguage(page)).toEqual({ dir: 'rtl', lang: 'ar' });
    await context.close();
  });
});

describe('an Arabic listing page', () => {
  it('shows the model, fuel and transmission the seller picked in Arabic', async () => {
    const { context, page } = await suite.memberPage(suite.buyer, 'ar', true);
    await page.goto(`/#/app/classifieds/${suite.car._id}`);
    const details = page.getByRole('region', { name: 'التفاصيل' });
    await details.getByText('كامري', { exact: true }).waitFor();
    await details.getByText('بنزين', { exact: true }).waitFor();
    await details.getByText('أوتوماتيك', { exact: true }).waitFor();
    await expect(details.getByText(/Camry|Petrol|Automatic/).count()).resolves.toBe(0);
    await screenshot(page, 'members-listing-details-phone-ar');
    await context.close();
  });
});

describe('the listing search field in the Arabic app', () => {
  /** Where the search icon's button ends and the text starts, in page pixels; the placeholder's direction. */
  const geometry = (page: Page) =>
    page.locator('form[role=search] input').evaluate((input) => {
      const style = getComputedStyle(input);
      const box = input.getBoundingClientRect();
      const button = input.parentElement!.querySelector('button[type=submit]')!.getBoundingClientRect();
      return {
        direction: style.direction,
        iconRight: button.right,
        textLeft: box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft),
      };
    });

  it('keeps the placeholder right to left and the text clear of the icon, in either script', async () => {
    const { context, page } = await suite.memberPage(suite.buyer, 'ar', true);
    await page.goto('/#/app');
    // Home shows a plain field until it is first touched; then the box with completions takes its place.
    const standIn = page.getByRole('search').getByRole('searchbox');
    await standIn.waitFor();
    expect(await standIn.evaluate((input) => getComputedStyle(input).direction)).toBe('rtl');
    await standIn.click();
    const field = page.getByRole('search').getByRole('combobox');
    await field.waitFor();
    const empty = await geometry(page);
    expect(empty.direction).toBe('rtl');
    expect(empty.textLeft).toBeGreaterThanOrEqual(empty.iconRight);
    // English typed into the Arabic app runs left to right, from the side the icon sits on.
    await field.fill('toyota camry');
    const typed = await geometry(page);
    expect(typed.direction).toBe('ltr');
    expect(typed.textLeft).toBeGreaterThanOrEqual(typed.iconRight);
    await context.close();
  });
});

describe('a member who joins in Arabic', () => {
  it('receives the verification mail in Arabic, right to left, with a link that verifies', async () => {
    const email = `arabic-mail-${Date.now()}@e2e.test`;
    const { context, page } = await suite.visitorPage({ mobile: true, locale: 'ar-KW' });
    await page.goto('/#/app/register');
    await registerInArabic(page, { name: 'هيا العنزي', email, password: 'Haya-e2e-password-1' });

    await expect.poll(() => mailsTo(outboxDir(), email).length, { timeout: 15_000 }).toBe(1);
    const [mail] = mailsTo(outboxDir(), email);
    expect(mail!.subject).toBe(mailTexts.ar.verification.subject);
    expect(mail!.body).toContain(mailTexts.ar.verification.paragraphs[1]);
    expect(mail!.body).toContain('<html lang="ar" dir="rtl">');
    const link = mail!.body.match(/https?:\/\/[^\s"<>]+#\/app\/verify-email\?token=[A-Za-z0-9_-]+/)?.[0];
    expect(link?.startsWith(baseUrl())).toBe(true);

    await page.goto(`/${new URL(link!).hash}`);
    await page.getByRole('heading', { level: 1, name: 'تم تأكيد بريدك الإلكتروني' }).waitFor();
    await context.close();
  });
});
