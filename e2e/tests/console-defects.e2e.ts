import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Post } from '@souq/contract/posts';
import { messages } from '@souq/contract/messages';
import { api, openRoute, screenshot } from '../support/browser';
import { classifiedsQuery as search, fieldLabelled } from '../support/console-screens';
import { categoryOfType, demoCategories } from '../support/demo-data';
import { setupSuite } from '../support/suite';

// Defects staff met in the console, each shown as they meet it in the browser.

const suite = setupSuite({ signIn: ['admin'], seed: async ({ admin }) => ({ categories: await demoCategories(admin) }) });
const categoryOf = (type: string) => categoryOfType(suite.categories, type);

/** The text as drawn (innerText applies CSS text-transform, textContent does not). */
const drawnText = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => (element as HTMLElement).innerText.trim());

/** The API calls the page makes to a path, as URLs with their JSON bodies. */
function recordCalls(page: Page, path: string) {
  const calls: { url: URL; body: unknown }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== path) return;
    const text = request.postData();
    calls.push({ url, body: text ? (JSON.parse(text) as unknown) : undefined });
  });
  return calls;
}

describe('console defects', () => {
  it("buy & sell without old/new says the spec's 'old or new is required'", async () => {
    const { context, page } = await suite.consolePage('dataentry');
    await openRoute(page, `/rm-admin/classifieds/add-classified-post?${search(categoryOf('buy-sell'))}`);
    await page.getByRole('button', { name: messages.console.classifieds.submit }).click();
    const oldNew = fieldLabelled(page, messages.console.classifieds.fields.isItOldNotNew);
    await page.getByText(messages.classified.titleRequired, { exact: true }).first().waitFor();
    await expect(oldNew.getAttribute('aria-invalid')).resolves.toBe('true');
    await page.getByText(messages.classified.oldOrNewRequired, { exact: true }).waitFor();
    await expect(page.getByText(/Invalid input/).count()).resolves.toBe(0);
    await screenshot(page, 'defects-old-or-new');
    await context.close();
  });

  it("draws status badges and the dashboard's card titles as the spec writes them, not in capitals", async () => {
    const { context, page } = await suite.consolePage('admin');
    await openRoute(page, '/rm-admin/dashboard');
    const card = page.getByRole('group', { name: messages.console.dashboard.cards.classifiedies });
    await card.waitFor({ timeout: 30_000 });
    await expect(
      card
        .locator('p')
        .first()
        .evaluate((element) => (element as HTMLElement).innerText),
    ).resolves.toBe('Total Classfieds');

    // The list table's yes/no badges (banners: 'active', 'inactive'), and any other badge as written.
    await openRoute(page, '/rm-admin/banners');
    const badges = page.getByRole('table').first().locator('.mantine-Badge-root');
    await badges.first().waitFor({ timeout: 30_000 });
    expect([messages.console.list.active, messages.console.list.inactive]).toContain(await drawnText(page, 'table .mantine-Badge-root'));
    await openRoute(page, '/rm-admin/stories');
    const storyBadge = page.getByRole('table').first().locator('.mantine-Badge-root').first();
    await storyBadge.waitFor({ timeout: 30_000 });
    const drawn = await storyBadge.evaluate((element) => ({
      drawn: (element as HTMLElement).innerText.trim(),
      written: element.textContent?.trim(),
    }));
    const statuses = [messages.console.stories.active, messages.console.stories.notActive, messages.console.list.active, messages.console.list.inactive];
    expect(statuses).toContain(drawn.drawn);
    expect(drawn.drawn).toBe(drawn.written);
    await context.close();
  });

  // The upload folders ('classifieds', 'categories', 'banners' rather than the spec's 'posts') are a
  // recorded departure (docs/decisions.md), held by the uploads tests of the server.
  it("asks for comments and classifieds with the spec's page and itemsPerPage", async () => {
    const { context, page } = await suite.consolePage('admin');
    const comments = recordCalls(page, '/api/post/getcomments');
    const classifieds = recordCalls(page, '/api/classifieds/get-classifieds-by-admin');

    const property = categoryOf('property');
    await openRoute(page, `/rm-admin/classifieds/posts?${search(property)}`);
    await expect.poll(() => classifieds.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const list = classifieds[0]?.url.searchParams;
    expect(list?.get('page')).toBe('1');
    expect(list?.get('itemsPerPage')).toBe('10');

    const { body } = await api<{ posts: Post[] }>(suite.admin, 'GET', '/api/post/get-all-posts?page=1&itemsPerPage=10');
    const post = body.posts.find((item) => item.totalComments > 0) ?? body.posts[0];
    if (!post) throw new Error('the demo data has no posts');
    await openRoute(page, `/rm-admin/posts?post=${post._id}`);
    await expect.poll(() => comments.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const asked = comments[0]?.url.searchParams;
    expect(asked?.get('post_id')).toBe(post._id);
    expect(asked?.get('page')).toBe('1');
    expect(asked?.get('itemsPerPage')).toBe('4');

    await context.close();
  });
});
