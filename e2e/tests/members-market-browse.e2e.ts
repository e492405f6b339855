import { describe, expect, it } from 'vitest';
import { api, waitForRoute } from '../support/browser';
import { searchAddress, seedMarket } from '../support/market';
import { screenshotFromTop as screenshot } from '../support/member-pages';
import { setupSuite, sharedPage } from '../support/suite';

/**
 * The members' marketplace from a buyer's side: a buyer finds the seller's flat in the browser by
 * district, rooms and price (kept in the address), favourites and reports it, and chats with the
 * seller, whose own page (a second browser) shows the message arrive live from the event stream;
 * the search and the listing in Arabic. Phone and desktop.
 */

const market = setupSuite({ seed: seedMarket });

describe('the marketplace, a buyer on a phone in English', () => {
  const phone = sharedPage(() => market.memberPage(market.buyer, 'en', true));

  it('shows the categories with their pictures and opens the property search', async () => {
    const { page } = phone;
    await page.goto('/#/app/classifieds');
    await page.getByRole('heading', { name: 'Classifieds', level: 1 }).waitFor();
    await page.getByRole('link', { name: market.property.category_en, exact: true }).waitFor();
    await screenshot(page, 'market-categories-phone-en');
    await page.getByRole('link', { name: market.property.category_en, exact: true }).click();
    await waitForRoute(page, '/app/classifieds/search');
    await page.getByRole('heading', { name: `Listings in ${market.property.category_en}` }).waitFor();
  });

  it('finds the flat by district, rooms and price, and keeps the filters in the address', async () => {
    const { page } = phone;
    await page.getByRole('button', { name: 'Show filters' }).click();
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByLabel('District', { exact: true }).click();
    await page.getByRole('option', { name: market.district.district_en, exact: true }).click();
    await filters.getByRole('textbox', { name: 'Rooms', exact: true }).fill('3');
    await filters.getByRole('textbox', { name: 'Lowest price' }).fill('200');
    await filters.getByRole('textbox', { name: 'Highest price' }).fill('300');
    await filters.getByRole('button', { name: 'Show results' }).click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toContain('rooms=3');
    const hash = await page.evaluate(() => window.location.hash);
    expect(hash).toContain(`district_id=${market.district._id}`);
    expect(hash).toContain('price_min=200');
    expect(hash).toContain('price_max=300');
    const card = page.getByRole('link', { name: new RegExp(market.title) });
    await card.waitFor();
    // The unfiltered results may still be on screen for a moment: wait for the filtered ones.
    await expect.poll(() => page.getByRole('link', { name: new RegExp(market.bigger.title) }).count()).toBe(0);
    // The price in the reader's locale with Kuwait's currency, without decimals a whole amount does not have.
    await expect(card.textContent()).resolves.toMatch(/KWD\s?275(?![.\d])/);
    // A reload keeps the search.
    await page.reload();
    await page.getByRole('link', { name: new RegExp(market.title) }).waitFor();
    await screenshot(page, 'market-search-phone-en');
  });

  it('opens the listing, favourites it and starts a chat with the seller', async () => {
    const { page } = phone;
    await page.getByRole('link', { name: new RegExp(market.title) }).click();
    await waitForRoute(page, `/app/classifieds/${market.listing._id}`);
    await page.getByRole('heading', { name: market.title, level: 1 }).waitFor();
    await page.getByText('Rooms', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add to favourites' }).click();
    await page.getByRole('button', { name: 'Remove from favourites' }).waitFor();
    const favourites = await api<{ classifieds: { _id: string }[] }>(market.buyer, 'GET', '/api/v1/me/favourites');
    expect(favourites.body.classifieds.map((c) => c._id)).toContain(market.listing._id);
    await screenshot(page, 'market-listing-phone-en');
  });

  it('reports the listing with a reason (a missing reason keeps the dialog open)', async () => {
    const { page } = phone;
    await page.getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this listing' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByRole('textbox', { name: /Reason/ }).waitFor();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('The photos are of another flat');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Thank you. The moderators will look at this listing.').waitFor();
  });
});

describe('chat between the buyer (phone) and the seller (desktop), live', () => {
  const buyerSide = sharedPage(() => market.memberPage(market.buyer, 'en', true));
  const sellerSide = sharedPage(() => market.memberPage(market.seller, 'en', false));
  let conversationId: string;

  it('the buyer opens the thread from the listing; the seller sees the message arrive without a reload', async () => {
    const { page } = buyerSide;
    await page.goto(`/#/app/classifieds/${market.listing._id}`);
    await page.getByRole('button', { name: 'Chat with seller' }).click();
    await waitForRoute(page, /^\/app\/chat\/[0-9a-f-]{36}$/);
    conversationId = (await page.evaluate(() => window.location.hash)).split('/').at(-1) ?? '';
    await page.getByRole('heading', { name: 'Conversation with Khaled Seller' }).waitFor();

    const seen = sellerSide.page;
    await seen.goto(`/#/app/chat/${conversationId}`);
    await seen.getByRole('heading', { name: 'Conversation with Noura Buyer' }).waitFor();
    await seen.getByRole('status').filter({ hasText: 'Live' }).waitFor();

    const text = 'Hello! Is the flat still available? متاحة؟';
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('log').getByText(text).waitFor();
    await seen.getByRole('log').getByText(text).waitFor({ timeout: 5_000 });
    await screenshot(seen, 'market-thread-desktop-en');

    await seen.getByRole('textbox', { name: 'Message' }).fill('Yes, you can visit on Saturday.');
    await seen.getByRole('textbox', { name: 'Message' }).press('Enter');
    await page.getByRole('log').getByText('Yes, you can visit on Saturday.').waitFor({ timeout: 5_000 });
  });

  it('keeps what the buyer typed across a reload', async () => {
    const { page } = buyerSide;
    await page.getByRole('textbox', { name: 'Message' }).fill('What floor is it on?');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Message' }).inputValue()).resolves.toBe('What floor is it on?');
    await screenshot(page, 'market-thread-phone-en');
  });

  it('lists the conversations with the listing, the last message and the unread count', async () => {
    const { page } = buyerSide;
    await page.goto('/#/app/chat');
    const row = page.getByTestId('conversation').filter({ hasText: 'Khaled Seller' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(market.title);
    await screenshot(page, 'market-conversations-phone-en');
  });
});

describe('the marketplace in Arabic', () => {
  it('searches on a phone, right to left, with Arabic digits', async () => {
    const { context, page } = await market.memberPage(market.buyer, 'ar', true);
    await page.goto(searchAddress(market));
    await page.getByRole('heading', { name: `إعلانات ${market.property.category_ar}` }).waitFor();
    const card = page.getByRole('link', { name: new RegExp(market.title) });
    await card.waitFor();
    await expect(card.textContent()).resolves.toMatch(/٢٧٥/);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'market-search-phone-ar');
    await context.close();
  });

  it('searches and reads a listing on a desktop', async () => {
    const { context, page } = await market.memberPage(market.buyer, 'ar', false);
    await page.goto(searchAddress(market));
    await page.getByRole('form', { name: 'عوامل التصفية' }).waitFor();
    await page.getByRole('link', { name: new RegExp(market.title) }).waitFor();
    await screenshot(page, 'market-search-desktop-ar');
    await page.getByRole('link', { name: new RegExp(market.title) }).click();
    await page.getByRole('button', { name: 'محادثة البائع' }).waitFor();
    await screenshot(page, 'market-listing-desktop-ar');
    await page.goto('/#/app/chat');
    await page.getByTestId('conversation').first().waitFor();
    await screenshot(page, 'market-conversations-desktop-ar');
    await context.close();
  });
});
