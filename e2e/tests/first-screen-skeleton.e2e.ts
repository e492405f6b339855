import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from '../support/browser';
import { joinAsMember } from '../support/members';
import { setupSuite } from '../support/suite';

/**
 * The HTML paints the shell and a skeleton of the screen before any JavaScript runs, so a phone on a slow network sees the app at once.
 * With every script file refused, index.html alone must paint the members' skeleton at /#/app (the
 * shell for the app's screens, which visitors browse too, the join card at log-in, right to left in
 * Arabic) and nothing at the console or the public pages; with the scripts, the skeleton must be
 * gone once the screen is there.
 * The page's inline script is allowed by its hash in the CSP: a refused one would show no skeleton.
 */

const suite = setupSuite({ seed: async () => ({ member: await joinAsMember(`Skeleton Member ${Date.now().toString(36)}`) }) });

/** Refuses every JavaScript file: what shows is index.html's own doing. */
async function withoutScriptFiles(page: Page): Promise<void> {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
}

/** Whether the skeleton is painted, and its direction. */
const skeleton = (page: Page) =>
  page.evaluate(() => {
    const element = document.getElementById('first-screen');
    const style = element ? getComputedStyle(element) : undefined;
    const shown = (selector: string) => {
      const part = element?.querySelector(selector);
      return Boolean(part && part.getBoundingClientRect().height > 0);
    };
    return { shown: style?.display === 'block', direction: style?.direction, shell: shown('.fs-tabbar'), join: shown('.fs-join-card') };
  });

/** Content-security reports in the page's console: an inline script refused would be one. */
function refusals(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(message.text());
  });
  return found;
}

describe("the members' first screen before JavaScript", () => {
  it('paints the shell for a member, right to left in Arabic, and the screen replaces it', { timeout: 120_000 }, async () => {
    const { context, page } = await suite.memberPage(suite.member, 'ar', true);
    try {
      const refused = refusals(page);
      await withoutScriptFiles(page);
      await page.goto('/#/app/home');
      expect(await skeleton(page)).toEqual({ shown: true, direction: 'rtl', shell: true, join: false });
      await saveScreenshot(page, 'first-screen-skeleton-home-phone-ar', { fullPage: false });
      expect(refused).toEqual([]);

      await page.unrouteAll();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.reload();
      await page.getByRole('heading', { name: 'الرئيسية', level: 1 }).waitFor();
      expect((await skeleton(page)).shown).toBe(false);
      // Arabic Home's catalogs come with the first wave, and the English ones never: a file of
      // English texts on an Arabic phone is a round trip for nothing.
      expect(scripts.some((file) => /members-home-ar-/.test(file))).toBe(true);
      expect(scripts.filter((file) => /[.-]en-[\w-]+\.js$/.test(file))).toEqual([]);
      // Beside the skeleton's photograph, to compare the shapes.
      await saveScreenshot(page, 'first-screen-home-phone-ar', { fullPage: false });
      expect(refused).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('paints the shell for a visitor at /#/app, who browses, and the join card at log-in, left to right in English', { timeout: 90_000 }, async () => {
    const { context, page } = await suite.visitorPage({ mobile: true });
    try {
      await withoutScriptFiles(page);
      await page.goto('/#/app');
      expect(await skeleton(page)).toEqual({ shown: true, direction: 'ltr', shell: true, join: false });
      await page.goto('/#/app/login');
      await page.reload();
      expect(await skeleton(page)).toEqual({ shown: true, direction: 'ltr', shell: false, join: true });
      await saveScreenshot(page, 'first-screen-skeleton-join-phone-en', { fullPage: false });
      await page.unrouteAll();
      await page.reload();
      await page.locator('input[type="password"]').waitFor();
      expect((await skeleton(page)).shown).toBe(false);
      await saveScreenshot(page, 'first-screen-join-phone-en', { fullPage: false });
      await page.goto('/#/app');
      await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
      expect((await skeleton(page)).shown).toBe(false);
    } finally {
      await context.close();
    }
  });

  it("never paints the members' skeleton on the console or the public pages", { timeout: 60_000 }, async () => {
    const { context, page } = await suite.visitorPage({ mobile: true, locale: 'ar' });
    try {
      await withoutScriptFiles(page);
      for (const address of ['/', '/#/rm-admin', '/#/rm-admin/dashboard']) {
        await page.goto(address);
        expect((await skeleton(page)).shown, address).toBe(false);
      }
    } finally {
      await context.close();
    }
  });
});
