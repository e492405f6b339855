import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext, newPage, screenshot as photograph } from './browser';
import type { Member } from './members';

/** What the members' app keeps in local storage: the login answer and the chosen language. */
const MEMBER_SESSION_KEY = 'souq-member-login';
const LANGUAGE_KEY = 'souq-language';

/** A browser signed in as `who`, in `language`, at phone or desktop width. */
export async function signedInMemberPage(
  browser: Browser,
  who: Member,
  language: 'en' | 'ar',
  mobile: boolean,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { mobile });
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
