import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import { ACCOUNTS } from '../support/accounts';
import { baseUrl, newPage, openRoute, PNG_PIXEL, waitForRoute } from '../support/browser';
import { controlledByServiceWorker, logInThroughForm, MEMBER_SESSION_KEY, registerInArabic, screenshotFromTop as screenshot } from '../support/member-pages';
import { verificationLink } from '../support/outbox';
import { setupSuite, sharedPage } from '../support/suite';

/**
 * Souq on the web for members, its foundation and join screens: from the landing page to the
 * members' app, in Arabic, right to left; register, verify the e-mail from the outbox, log in and
 * edit the profile; the shell at phone and desktop widths in both languages, and offline.
 */

/** The member this file registers; unique per run (the e2e database lives for the whole run). */
const member = {
  name: 'منى الكويتية',
  email: `mona-${Date.now()}@e2e.test`,
  password: 'Mona-e2e-password-1',
};

const suite = setupSuite();

async function htmlDirection(page: Page) {
  return page.evaluate(() => ({ dir: document.documentElement.dir, lang: document.documentElement.lang }));
}

/** The left edge of an element, in CSS pixels. */
async function leftOf(page: Page, locator: ReturnType<Page['locator']>): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element is not on screen');
  return box.x;
}

describe('members join, on a phone, in Arabic', () => {
  const phone = sharedPage(() => suite.visitorPage({ mobile: true }));

  it('opens Souq on the web from the landing page, without the console’s code', async () => {
    const { page } = phone;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/#/');
    await page.getByRole('link', { name: messages.publicWeb.openWeb }).click();
    // A visitor browses first, without an account; the header's Log in leads to the form.
    await waitForRoute(page, '/app/home');
    await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).click();
    await waitForRoute(page, '/app/login');
    await page.getByRole('heading', { level: 1, name: 'Log in to Souq' }).waitFor();
    expect(await htmlDirection(page)).toEqual({ dir: 'ltr', lang: 'en' });
    expect(scripts.some((url) => /console-layout|dashboard-page/.test(url))).toBe(false);
    await screenshot(page, 'members-login-phone-en');
  });

  it('switches to Arabic: the page is right to left and mirrored', async () => {
    const { page } = phone;
    const brand = page.getByRole('link', { name: 'Souq home' });
    const englishBrand = await leftOf(page, brand);
    const englishSwitch = await leftOf(page, page.getByRole('button', { name: 'العربية' }));
    expect(englishBrand).toBeLessThan(englishSwitch);

    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('heading', { level: 1, name: 'تسجيل الدخول إلى سوق' }).waitFor();
    expect(await htmlDirection(page)).toEqual({ dir: 'rtl', lang: 'ar' });
    // The header mirrors: the Souq name on the right, the language switch on the left.
    const arabicBrand = await leftOf(page, page.getByRole('link', { name: 'سوق: الصفحة الرئيسية' }));
    const arabicSwitch = await leftOf(page, page.getByRole('button', { name: 'English' }));
    expect(arabicBrand).toBeGreaterThan(arabicSwitch);
    // The labels sit at the right edge of their fields.
    const label = await page.getByText('كلمة المرور', { exact: true }).boundingBox();
    const field = await page.getByLabel(/^كلمة المرور/).boundingBox();
    expect(label!.x + label!.width).toBeGreaterThan(field!.x + field!.width - 24);
    await screenshot(page, 'members-login-phone-ar');
  });

  it('registers: the contract’s messages in Arabic first, then "check your e-mail"', async () => {
    const { page } = phone;
    await page.getByRole('link', { name: 'إنشاء حساب' }).click();
    await waitForRoute(page, '/app/register');
    const form = page.getByRole('form', { name: 'أنشئ حسابك في سوق' });
    await form.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await form.getByText('يُرجى إدخال اسمك').waitFor();
    await form.getByText('يُرجى اختيار كلمة مرور').waitFor();
    await form.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('not-an-address');
    await form.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await form.getByText('يُرجى إدخال بريد إلكتروني صالح').waitFor();
    await screenshot(page, 'members-register-errors-phone-ar');

    await registerInArabic(page, member);
    await page.getByText(member.email).waitFor();
    await screenshot(page, 'members-check-email-phone-ar');
  });

  it('verifies the address with the link from the e-mail, then logs in to the profile', async () => {
    const { page } = phone;
    const link = await verificationLink(member.email);
    const url = new URL(link);
    expect(url.origin).toBe(baseUrl());
    expect(url.hash).toMatch(/^#\/app\/verify-email\?token=/);
    await page.goto(`/${url.hash}`);
    await page.getByRole('heading', { level: 1, name: 'تم تأكيد بريدك الإلكتروني' }).waitFor();
    // The language stays as chosen on this device.
    expect(await htmlDirection(page)).toEqual({ dir: 'rtl', lang: 'ar' });
    await screenshot(page, 'members-verified-phone-ar');

    await page.getByRole('link', { name: 'تسجيل الدخول' }).click();
    await waitForRoute(page, '/app/login');
    await logInThroughForm(page, member.email, 'a-wrong-password', 'تسجيل الدخول');
    await page.getByRole('alert').getByText('البريد الإلكتروني أو كلمة المرور غير صحيحة').waitFor();
    // The typed address stays.
    await expect(page.getByRole('textbox', { name: 'البريد الإلكتروني' }).inputValue()).resolves.toBe(member.email);
    await logInThroughForm(page, member.email, member.password, 'تسجيل الدخول');
    // Logging in lands on Home; the profile is one tap away in the bottom bar.
    await waitForRoute(page, '/app/home');
    await page.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link', { name: 'ملفي' }).click();
    await waitForRoute(page, '/app/profile');
    await page.getByRole('heading', { level: 1, name: member.name }).waitFor();
    await page.getByText('البريد الإلكتروني مؤكَّد').waitFor();
    await page.getByText('لا منشورات').waitFor();
    await page.getByText('لا متابعين').waitFor();
    // The bottom bar on a phone: the five places, the profile marked as current.
    const bottom = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
    for (const place of ['الرئيسية', 'الإعلانات', 'بيع', 'المحادثات', 'ملفي']) await bottom.getByRole('link', { name: place }).waitFor();
    await expect(bottom.getByRole('link', { name: 'ملفي' }).getAttribute('aria-current')).resolves.toBe('page');
    // A staff login in the same browser is untouched: the member's has its own key.
    expect(await page.evaluate((key) => window.localStorage.getItem(key), MEMBER_SESSION_KEY)).toContain(member.email);
    await screenshot(page, 'members-profile-phone-ar');
  });

  it('edits the profile: photo upload, gender, phone; a wrong phone keeps what was typed', async () => {
    const { page } = phone;
    const form = page.getByRole('form', { name: 'تعديل الملف الشخصي' });
    await form.getByRole('textbox', { name: 'الهاتف' }).fill('call me maybe');
    await form.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await form.getByText(/يُرجى إدخال رقم هاتف صالح/).waitFor();
    await expect(form.getByRole('textbox', { name: 'الهاتف' }).inputValue()).resolves.toBe('call me maybe');

    await form.getByRole('textbox', { name: 'الهاتف' }).fill('+965 5555 1234');
    await form.getByRole('combobox', { name: 'الجنس' }).selectOption('female');
    await form.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_PIXEL });
    await form.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await form.getByRole('status').getByText('تم حفظ ملفك الشخصي.').waitFor();
    await screenshot(page, 'members-profile-saved-phone-ar');

    const stored = JSON.parse((await page.evaluate((key) => window.localStorage.getItem(key), MEMBER_SESSION_KEY)) ?? '{}') as {
      token: string;
    };
    const me = await fetch(`${baseUrl()}/api/v1/me`, { headers: { authorization: `Bearer ${stored.token}` } });
    const account = (await me.json()) as { phone: string; gender: string; photo: string; country_id: string };
    expect(account).toMatchObject({ phone: '+965 5555 1234', gender: 'female', country_id: 'KW' });
    expect(account.photo).toMatch(/^\/uploads\/profiles\//);
    // The profile shows the uploaded photo, as one of its sized copies.
    await expect(
      page
        .getByRole('img', { name: `صورة ${member.name}` })
        .first()
        .getAttribute('src'),
    ).resolves.toBe(`${account.photo}.w640.webp`);
  });
});

describe('members’ app on a desktop, both languages', () => {
  const desktop = sharedPage(async () => {
    const opened = await suite.visitorPage();
    // This device has chosen English; the member logs in through the form.
    await opened.context.addInitScript(() => {
      if (!window.localStorage.getItem('souq-language')) window.localStorage.setItem('souq-language', 'en');
    });
    return opened;
  });

  it('keeps the members’ code out of the console', async () => {
    const staffPage = await newPage(desktop.context);
    const scripts: string[] = [];
    staffPage.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await staffPage.goto('/#/rm-admin');
    await staffPage.getByRole('button', { name: messages.console.login.submit }).waitFor();
    expect(scripts.filter((file) => /members-|i18n/.test(file))).toEqual([]);
    await staffPage.close();
  });

  it('tells a staff account to use the console, and keeps no login', async () => {
    const { page } = desktop;
    await page.goto('/#/app/login');
    await logInThroughForm(page, ACCOUNTS.admin.email, ACCOUNTS.admin.password, 'Log in');
    const alert = page.getByRole('alert').filter({ hasText: 'This is a staff account' });
    await alert.waitFor();
    await alert.getByRole('link', { name: 'Open the console' }).waitFor();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), MEMBER_SESSION_KEY)).toBeNull();
    await screenshot(page, 'members-login-staff-desktop-en');
  });

  it('asks for a reset link', async () => {
    const { page } = desktop;
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await waitForRoute(page, '/app/forgot-password');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText(messages.settings.emailRequired).waitFor();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(ACCOUNTS.user.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    await screenshot(page, 'members-forgot-sent-desktop-en');
    await page.getByRole('link', { name: 'Back to log in' }).click();
    await waitForRoute(page, '/app/login');
  });

  it('shows the profile with the side navigation on the left in English, on the right in Arabic', async () => {
    const { page } = desktop;
    await logInThroughForm(page, member.email, member.password, 'Log in');
    // Logging in lands on Home; the profile is in the side navigation.
    await waitForRoute(page, '/app/home');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Profile' }).click();
    await waitForRoute(page, '/app/profile');
    await page.getByRole('heading', { level: 1, name: member.name }).waitFor();
    await page.getByText(`Member since`).waitFor();
    const side = page.getByRole('navigation', { name: 'Main navigation' });
    await side.getByRole('link', { name: 'Profile' }).waitFor();
    const width = page.viewportSize()!.width;
    expect(await leftOf(page, side)).toBeLessThan(width / 2);
    await screenshot(page, 'members-profile-desktop-en');

    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('heading', { level: 2, name: 'تعديل الملف الشخصي' }).waitFor();
    expect(await htmlDirection(page)).toEqual({ dir: 'rtl', lang: 'ar' });
    const arabicSide = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
    expect(await leftOf(page, arabicSide)).toBeGreaterThan(width / 2);
    await page.getByText(/^عضو منذ .*[٠-٩]/).waitFor();
    await screenshot(page, 'members-profile-desktop-ar');
  });

  it('says what deleting the account erases, and Cancel keeps it', async () => {
    const { page } = desktop;
    await page.getByRole('button', { name: 'حذف حسابي' }).click();
    const dialog = page.getByRole('dialog', { name: 'حذف حسابك في سوق؟' });
    await dialog.getByText('لا يمكن التراجع عن ذلك.', { exact: false }).waitFor();
    await dialog.getByText(/يُمحى اسمك وبريدك الإلكتروني/).waitFor();
    await dialog.getByText(/تبقى البلاغات/).waitFor();
    await screenshot(page, 'members-delete-dialog-desktop-ar');
    await dialog.getByRole('button', { name: 'إلغاء' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('an address that names no screen says so and leads home', async () => {
    const { page } = desktop;
    await openRoute(page, '/app/no-such-place');
    await page.getByRole('heading', { level: 1, name: 'هذه الصفحة غير موجودة في سوق' }).waitFor();
    await screenshot(page, 'members-not-found-desktop-ar');
    await page.getByRole('link', { name: 'الانتقال إلى الصفحة الرئيسية' }).click();
    await waitForRoute(page, '/app/home');
    // Back to the profile, where the next steps start.
    await page.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link', { name: 'ملفي' }).click();
    await waitForRoute(page, '/app/profile');
  });

  it('starts offline from the stored shell, says "you are offline" and offers Retry', async () => {
    const { context, page } = desktop;
    // The service worker has installed the shell and controls the page.
    await controlledByServiceWorker(page);
    await context.setOffline(true);
    await page.getByRole('status').filter({ hasText: 'أنت غير متصل بالإنترنت' }).first().waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'أنت غير متصل بالإنترنت' }).waitFor();
    await page.getByRole('button', { name: 'إعادة المحاولة' }).waitFor();
    await screenshot(page, 'members-offline-desktop-ar');

    await context.setOffline(false);
    await page.getByRole('button', { name: 'إعادة المحاولة' }).click();
    await page.getByRole('heading', { level: 1, name: member.name }).waitFor();
  });

  it('logs out back to the login page, which says so', async () => {
    const { page } = desktop;
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await waitForRoute(page, '/app/login');
    await page.getByRole('status').getByText('تم تسجيل خروجك. نراك قريبًا.').waitFor();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), MEMBER_SESSION_KEY)).toBeNull();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Log in to Souq' }).waitFor();
    await screenshot(page, 'members-logged-out-desktop-en');
  });
});
