import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, saveScreenshot } from '../support/browser';
import { joinAsMember } from '../support/members';
import { uploadPicture } from '../support/uploads';
import { setupSuite } from '../support/suite';

/**
 * A member's Home shows its first posts before the app's code has arrived: index.html's inline
 * script asks for the feed, the preload script paints the first posts from the answer, and the
 * app's own cards replace them, taking the same answer (one call to the feed, not two).
 */

const run = Date.now().toString(36);
const TITLE = `تمر خلاص ${run}`;
const DESCRIPTION = 'طازج اليوم مع @salem_1 <b>فقط</b>';

const suite = setupSuite({
  seed: async () => {
    const author = await joinAsMember(`Painted Author ${run}`);
    const reader = await joinAsMember(`Painted Reader ${run}`);
    const photo = await uploadPicture(author, 'posts');
    const post = await api(author, 'POST', '/api/v1/posts', { title: TITLE, description: DESCRIPTION, media: [{ url: photo, type: 'image' }] });
    expect(post.status, JSON.stringify(post.body)).toBe(201);
    expect((await api(reader, 'POST', `/api/v1/users/${author.id}/follow`)).status).toBe(200);
    return { author, reader };
  },
});

/** Refuses the app's code, but not the preload script: what shows is index.html's and the preload script's doing. */
async function withoutTheAppsCode(page: Page): Promise<void> {
  await page.route(/\/assets\/(?!first-screen-preload-)[^/]+\.js(\?|$)/, (route) => route.abort());
}

/** The painted posts on screen, as a person sees them. */
const paintedPosts = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('#first-screen .fs-post'))
      .filter((card) => {
        const box = card.getBoundingClientRect();
        return box.height > 0 && box.top < innerHeight;
      })
      .map((card) => ({
        title: card.querySelector('.fs-post-title')?.textContent,
        text: card.querySelector('.fs-post-text')?.textContent,
        mentions: Array.from(card.querySelectorAll('.fs-post-text bdi'), (mention) => mention.textContent),
        markup: card.querySelectorAll('.fs-post-text b').length,
        photo: card.querySelector('.fs-post-media img')?.getAttribute('srcset') ?? null,
      })),
  );

describe("a member's Home before the app's code", () => {
  for (const language of ['ar', 'en'] as const) {
    it(`paints the first posts from the feed's first answer, in ${language}`, { timeout: 90_000 }, async () => {
      const { context, page } = await suite.memberPage(suite.reader, language, true);
      try {
        await withoutTheAppsCode(page);
        await page.goto('/#/app/home');
        await page.locator('#first-screen .fs-post').first().waitFor();
        const [first] = await paintedPosts(page);
        expect(first).toMatchObject({ title: TITLE, text: DESCRIPTION, mentions: ['@salem_1'], markup: 0 });
        expect(first?.photo).toMatch(/\.w640\.webp 640w/);
        expect(await page.evaluate(() => getComputedStyle(document.getElementById('first-screen')!).direction)).toBe(language === 'ar' ? 'rtl' : 'ltr');
        await saveScreenshot(page, `first-posts-painted-phone-${language}`, { fullPage: false });
      } finally {
        await context.close();
      }
    });
  }

  it("gives way to the app's own cards, which take the same answer", { timeout: 120_000 }, async () => {
    const { context, page } = await suite.memberPage(suite.reader, 'ar', true);
    try {
      const feedCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/v1/feed') feedCalls.push(request.url());
      });
      await page.goto('/#/app/home');
      await page.getByRole('article').filter({ hasText: TITLE }).waitFor();
      // The app's card is on screen, and the painted one is gone.
      await page.waitForFunction(() => getComputedStyle(document.getElementById('first-screen')!).display === 'none');
      expect(await paintedPosts(page)).toEqual([]);
      expect(feedCalls).toHaveLength(1);
      await saveScreenshot(page, 'first-posts-app-phone-ar', { fullPage: false });
    } finally {
      await context.close();
    }
  });
});
