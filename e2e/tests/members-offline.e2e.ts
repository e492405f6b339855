import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation } from '@souq/contract/members-chat';
import { api, waitForRoute } from '../support/browser';
import { seedMarket } from '../support/market';
import { controlledByServiceWorker, screenshotFromTop as screenshot } from '../support/member-pages';
import { setupSuite, sharedPage } from '../support/suite';

/**
 * Reading offline what was seen: a buyer on a phone, in Arabic, opens Home (a post of the seller
 * they follow), the seller's listing and their conversation with the seller online; then the
 * network goes, the page reloads from the offline shell, and the feed, the listing and the
 * conversation read from the service worker's saved copies, marked as such. A message and a like
 * made offline wait, and go when the network returns; a favourite is refused, saying so. The
 * saved feed in English too; Log out leaves no copy behind.
 */

const market = setupSuite({
  seed: async () => {
    const seeded = await seedMarket();
    const { seller, buyer, listing, run } = seeded;
    expect((await api(buyer, 'POST', `/api/v1/users/${seller.id}/follow`)).status).toBe(200);
    const postTitle = `Dates from the farm ${run}`;
    const post = await api<{ _id: string }>(seller, 'POST', '/api/v1/posts', { title: postTitle, description: 'تمر خلاص طازج — first of the season.' });
    expect(post.status, JSON.stringify(post.body)).toBe(201);
    const opened = await api<Conversation>(buyer, 'POST', '/api/v1/conversations', { classified_id: listing._id });
    expect(opened.status).toBeLessThan(300);
    const greeting = `أهلًا، الشقة ما زالت متاحة ${run}`;
    expect((await api(seller, 'POST', `/api/v1/conversations/${opened.body._id}/messages`, { body: greeting })).status).toBe(201);
    return { ...seeded, postTitle, postId: post.body._id, conversationId: opened.body._id, greeting };
  },
});

const SAVED_AR = 'نسخة محفوظة — أنت غير متصل بالإنترنت';
const SAVED_EN = 'Saved copy — you are offline';

/** Opens Home, and reads it again under the service worker's control, so the worker saves the feed. */
async function openHomeUnderWorker(page: Page): Promise<void> {
  await page.goto('/#/app/home');
  await controlledByServiceWorker(page);
  await page.reload();
  await page.getByText(market.postTitle).first().waitFor();
}

/** The members' messages of the conversation, as the server has them. */
const messagesOnServer = async () =>
  (await api<{ messages: ChatMessage[] }>(market.buyer, 'GET', `/api/v1/conversations/${market.conversationId}/messages`)).body.messages.map(
    (message) => message.body,
  );

describe('reading offline what was seen, a buyer on a phone in Arabic', () => {
  const phone = sharedPage(() => market.memberPage(market.buyer, 'ar', true));

  it('reads Home, the listing and the conversation online (the service worker saves them)', async () => {
    const { page } = phone;
    await openHomeUnderWorker(page);
    await page.goto(`/#/app/classifieds/${market.listing._id}`);
    await page.getByRole('heading', { name: market.title, level: 1 }).waitFor();
    await page.goto('/#/app/chat');
    await page
      .getByRole('link', { name: new RegExp(market.seller.name) })
      .first()
      .click();
    await waitForRoute(page, `/app/chat/${market.conversationId}`);
    await page.getByTestId('message').filter({ hasText: market.greeting }).waitFor();
  });

  it('offline, reloads into the saved feed, marked as a saved copy', async () => {
    const { context, page } = phone;
    await page.goto('/#/app/home');
    await page.getByText(market.postTitle).first().waitFor();
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('status').filter({ hasText: SAVED_AR }).waitFor();
    await page.getByText(market.postTitle).first().waitFor();
    await screenshot(page, 'members-offline-feed-phone-ar');
  });

  it('offline, reads the saved listing and the saved conversation', async () => {
    const { page } = phone;
    await page.goto(`/#/app/classifieds/${market.listing._id}`);
    await page.getByRole('heading', { name: market.title, level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: SAVED_AR }).waitFor();
    // A write that does not wait is refused, and says so.
    await page.getByRole('button', { name: 'إضافة إلى المفضلة' }).click();
    await page.getByRole('alert').filter({ hasText: 'أنت غير متصل بالإنترنت: لم يُرسَل هذا' }).waitFor();
    await screenshot(page, 'members-offline-listing-phone-ar');
    await page.goto('/#/app/chat');
    await page
      .getByRole('link', { name: new RegExp(market.seller.name) })
      .first()
      .waitFor();
    await page.goto(`/#/app/chat/${market.conversationId}`);
    await page.getByTestId('message').filter({ hasText: market.greeting }).waitFor();
    await page.getByRole('status').filter({ hasText: SAVED_AR }).waitFor();
  });

  it('offline, a message waits, and goes when the network returns', async () => {
    const { context, page } = phone;
    const reply = `سأمرّ مساءً ${market.run}`;
    await page.getByRole('textbox', { name: 'الرسالة' }).fill(reply);
    await page.getByRole('button', { name: 'إرسال', exact: true }).click();
    await page.getByTestId('message-waiting').filter({ hasText: 'بانتظار الإرسال' }).waitFor();
    await screenshot(page, 'members-offline-thread-phone-ar');
    expect(await messagesOnServer()).not.toContain(reply);

    await context.setOffline(false);
    await page.getByTestId('message').filter({ hasText: reply }).waitFor();
    await expect.poll(() => page.getByTestId('message-waiting').count()).toBe(0);
    await expect.poll(messagesOnServer).toContain(reply);
    // Fresh answers take the saved-copy mark away.
    await page.reload();
    await page.getByTestId('message').filter({ hasText: reply }).waitFor();
    await expect.poll(() => page.getByRole('status').filter({ hasText: SAVED_AR }).count()).toBe(0);
  });

  it('offline, a message left waiting in its thread goes from any other screen when the network returns', async () => {
    const { context, page } = phone;
    await context.setOffline(true);
    const reply = `وصلتك رسالتي؟ ${market.run}`;
    await page.getByRole('textbox', { name: 'الرسالة' }).fill(reply);
    await page.getByRole('button', { name: 'إرسال', exact: true }).click();
    await page.getByTestId('message-waiting').filter({ hasText: 'بانتظار الإرسال' }).waitFor();
    // Within the app (no reload): Home, far from the thread that holds the message.
    await page.goto('/#/app');
    await page.getByRole('textbox', { name: 'الرسالة' }).waitFor({ state: 'detached' });
    expect(await messagesOnServer()).not.toContain(reply);

    await context.setOffline(false);
    await expect.poll(messagesOnServer).toContain(reply);
    await page.goto(`/#/app/chat/${market.conversationId}`);
    await page.getByTestId('message').filter({ hasText: reply }).waitFor();
    expect(await page.getByTestId('message-waiting').count()).toBe(0);
    expect((await messagesOnServer()).filter((body) => body === reply)).toHaveLength(1);
  });
});

describe('reading offline what was seen, in English', () => {
  const phone = sharedPage(() => market.memberPage(market.buyer, 'en', true));

  it('marks the saved feed; a like made offline waits, and goes when the network returns', async () => {
    const { context, page } = phone;
    await openHomeUnderWorker(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('status').filter({ hasText: SAVED_EN }).waitFor();
    const card = page.getByRole('article').filter({ hasText: market.postTitle });
    await card.getByRole('button', { name: /^Like/ }).click();
    await card.getByTestId('like-waiting').filter({ hasText: 'Waiting to send' }).waitFor();
    expect(await card.getByRole('button', { name: /^Like/ }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'members-offline-feed-phone-en');
    expect((await api<{ likedByMe: boolean }>(market.buyer, 'GET', `/api/v1/posts/${market.postId}`)).body.likedByMe).toBe(false);

    await context.setOffline(false);
    await expect.poll(async () => (await api<{ likedByMe: boolean }>(market.buyer, 'GET', `/api/v1/posts/${market.postId}`)).body.likedByMe).toBe(true);
    await expect.poll(() => card.getByTestId('like-waiting').count()).toBe(0);
  });
});

describe('after Log out', () => {
  const phone = sharedPage(() => market.memberPage(market.buyer, 'en', true));

  it('no saved copy is left on the device', async () => {
    const { page } = phone;
    await openHomeUnderWorker(page);
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('souq-saved-')).length)).toBe(1);
    await page.goto('/#/app/profile');
    await page.getByRole('button', { name: 'Log out' }).click();
    await waitForRoute(page, '/app/login');
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('souq-saved-')).length)).toBe(0);
  });
});
