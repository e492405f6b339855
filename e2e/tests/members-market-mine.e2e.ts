import { describe, expect, it } from 'vitest';
import type { MemberClassifiedDetail } from '@souq/contract/members-classifieds';
import { api, waitForRoute } from '../support/browser';
import { seedMarket } from '../support/market';
import { screenshotFromTop as screenshot } from '../support/member-pages';
import { setupSuite } from '../support/suite';

/**
 * The member's own side of the marketplace: the seller's listings, marked sold and deleted after
 * a confirmation, and the buyer's favourites in Arabic on a phone.
 */

const market = setupSuite({
  seed: async () => {
    const seeded = await seedMarket();
    // What the buyer does from the listing's page in the browse tests, here through the API.
    const favourited = await api(seeded.buyer, 'POST', `/api/v1/classifieds/${seeded.listing._id}/favourite`);
    expect(favourited.status, JSON.stringify(favourited.body)).toBe(200);
    return seeded;
  },
});

describe("the seller's listings and the buyer's favourites", () => {
  it('marks a listing sold and deletes it after a confirmation that names it', async () => {
    const { context, page } = await market.memberPage(market.seller, 'en', false);
    await page.goto('/#/app/classifieds');
    await page.getByRole('link', { name: 'My listings' }).click();
    await waitForRoute(page, '/app/classifieds/mine');
    const actions = page.getByRole('group', { name: `Actions for ${market.bigger.title}` });
    await actions.getByRole('button', { name: 'Mark as sold' }).click();
    await actions.getByRole('button', { name: 'Mark as sold' }).waitFor({ state: 'detached' });
    const sold = await api<MemberClassifiedDetail>(market.seller, 'GET', `/api/v1/classifieds/${market.bigger._id}`);
    expect(sold.body.sold).toBe(true);
    await screenshot(page, 'market-my-listings-desktop-en');

    await actions.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this listing?' });
    await dialog.getByText(`“${market.bigger.title}” will be deleted`).waitFor();
    await dialog.getByRole('button', { name: 'Delete the listing' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: market.bigger.title }).waitFor({ state: 'detached' });
    expect((await api(market.seller, 'GET', `/api/v1/classifieds/${market.bigger._id}`)).status).toBe(404);
    await page.getByRole('link', { name: market.title }).waitFor();
    await context.close();
  });

  it("shows the buyer's favourites, in Arabic on a phone", async () => {
    const { context, page } = await market.memberPage(market.buyer, 'ar', true);
    await page.goto('/#/app/classifieds/favourites');
    await page
      .getByRole('heading', { name: 'المفضلة', level: 1 })
      .waitFor()
      .catch(async (error: unknown) => {
        // Once seen timing out under load: say what the page showed instead.
        throw new Error(`the favourites did not open; the page showed: ${await page.evaluate(() => document.body.innerText)}`, {
          cause: error,
        });
      });
    await page.getByRole('link', { name: new RegExp(market.title) }).waitFor();
    await screenshot(page, 'market-favourites-phone-ar');
    await context.close();
  });
});
