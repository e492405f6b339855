import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberClassifiedDetail } from '@souq/contract/members-classifieds';
import { api, waitForRoute } from '../support/browser';
import { memberPage, openMarket, screenshot, type Market } from '../support/market';
import type { Member } from '../support/members';

/**
 * The member's own side of the marketplace (issue 19): the seller's listings, marked sold and
 * deleted after a confirmation, and the buyer's favourites in Arabic on a phone.
 */

let market: Market;
let browser: Browser;
let seller: Member;
let buyer: Member;
let listing: MemberClassifiedDetail;
let bigger: MemberClassifiedDetail;
let title: string;

beforeAll(async () => {
  market = await openMarket();
  ({ browser, seller, buyer, listing, bigger, title } = market);
  // What the buyer does from the listing's page in the browse tests, here through the API.
  const favourited = await api(buyer, 'POST', `/api/v1/classifieds/${listing._id}/favourite`);
  expect(favourited.status, JSON.stringify(favourited.body)).toBe(200);
});
afterAll(async () => {
  await market?.browser.close();
});

describe("the seller's listings and the buyer's favourites", () => {
  it('marks a listing sold and deletes it after a confirmation that names it', async () => {
    const { context, page } = await memberPage(browser, seller, 'en', false);
    await page.goto('/#/app/classifieds');
    await page.getByRole('link', { name: 'My listings' }).click();
    await waitForRoute(page, '/app/classifieds/mine');
    const actions = page.getByRole('group', { name: `Actions for ${bigger.title}` });
    await actions.getByRole('button', { name: 'Mark as sold' }).click();
    await actions.getByRole('button', { name: 'Mark as sold' }).waitFor({ state: 'detached' });
    const sold = await api<MemberClassifiedDetail>(seller, 'GET', `/api/v1/classifieds/${bigger._id}`);
    expect(sold.body.sold).toBe(true);
    await screenshot(page, 'market-my-listings-desktop-en');

    await actions.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this listing?' });
    await dialog.getByText(`“${bigger.title}” will be deleted`).waitFor();
    await dialog.getByRole('button', { name: 'Delete the listing' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: bigger.title }).waitFor({ state: 'detached' });
    expect((await api(seller, 'GET', `/api/v1/classifieds/${bigger._id}`)).status).toBe(404);
    await page.getByRole('link', { name: title }).waitFor();
    await context.close();
  });

  it("shows the buyer's favourites, in Arabic on a phone", async () => {
    const { context, page } = await memberPage(browser, buyer, 'ar', true);
    await page.goto('/#/app/classifieds/favourites');
    await page
      .getByRole('heading', { name: 'المفضلة', level: 1 })
      .waitFor()
      .catch(async (error: unknown) => {
        // Once seen timing out under load: say what the page showed instead.
        throw new Error(`the favourites did not open; the page showed: ${await page.evaluate(() => document.body.innerText)}`, { cause: error });
      });
    await page.getByRole('link', { name: new RegExp(title) }).waitFor();
    await screenshot(page, 'market-favourites-phone-ar');
    await context.close();
  });
});
