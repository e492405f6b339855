import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext, newPage, screenshot as photograph } from './browser';
import type { Member } from './members';

/** What the members' app keeps in local storage: the login answer and the chosen language. */
export const MEMBER_SESSION_KEY = 'souq-member-login';
const LANGUAGE_KEY = 'souq-language';

/** A browser signed in as `who`, in `language`, at phone or desktop width (and a phone's pixel density when told). */
export async function signedInMemberPage(
  browser: Browser,
  who: Member,
  language: 'en' | 'ar',
  mobile: boolean,
  deviceScaleFactor = 1,
  options: { pushOffer?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { mobile, deviceScaleFactor, pushOffer: options.pushOffer });
  await context.addInitScript(
    ([sessionKey, session, languageKey, lang]) => {
      window.localStorage.setItem(sessionKey, session);
      window.localStorage.setItem(languageKey, lang);
    },
    [MEMBER_SESSION_KEY, JSON.stringify(who.body), LANGUAGE_KEY, language] as const,
  );
  const page = await newPage(context);
  // The machine is shared by many test runs: a first screen may take longer than the usual 15 s.
  page.setDefaultTimeout(40_000);
  page.setDefaultNavigationTimeout(60_000);
  return { context, page };
}

/** A photograph of the page from its top. */
export async function screenshotFromTop(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await photograph(page, name);
}

/**
 * Opens a members' address in a fresh document and waits until the member's live event stream
 * has answered (a hash change alone keeps the stream that is open).
 */
export async function openLive(page: Page, address: string): Promise<void> {
  await page.goto(address);
  const stream = page.waitForResponse((response) => response.url().endsWith('/api/v1/events') && response.status() === 200);
  await page.reload();
  await stream;
}

export const direction = (page: Page) => page.evaluate(() => document.documentElement.dir);

/** Someone joining through the members' screens, as they would type themselves. */
export interface Joiner {
  name: string;
  email: string;
  password: string;
}

/** Fills the members' registration form in Arabic, sends it, and waits for "check your e-mail". */
export async function registerInArabic(page: Page, person: Joiner): Promise<void> {
  const form = page.getByRole('form', { name: 'أنشئ حسابك في سوق' });
  await form.getByRole('textbox', { name: 'اسمك' }).fill(person.name);
  await form.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(person.email);
  await form.getByLabel(/^كلمة المرور/).fill(person.password);
  await form.getByRole('combobox', { name: 'الدولة' }).selectOption('KW');
  await form.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await page.getByRole('heading', { level: 1, name: 'تحقّق من بريدك الإلكتروني' }).waitFor();
}

/** Logs in through the members' login form, in either language; `submit` is its button's name. */
export async function logInThroughForm(page: Page, email: string, password: string, submit: string): Promise<void> {
  await page.getByRole('textbox', { name: /البريد الإلكتروني|E-mail/ }).fill(email);
  await page.getByLabel(/^(كلمة المرور|Password)/).fill(password);
  await page.getByRole('button', { name: submit, exact: true }).click();
}

/** Waits until the members' service worker controls the page (it installs on the first visit). */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page
    .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 })
    .catch(async () => {
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    });
}
