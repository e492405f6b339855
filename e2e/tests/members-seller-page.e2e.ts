import { describe, expect, it } from 'vitest';
import type { Conversation } from '@souq/contract/members-chat';
import { api } from '../support/browser';
import { seriousA11yProblems } from '../support/accessibility';
import { listProperty, seedMarket } from '../support/market';
import { screenshotFromTop as screenshot } from '../support/member-pages';
import { setupSuite, sharedPage } from '../support/suite';

/**
 * A buyer judges the seller before driving across the city: from a listing, on a phone in Arabic,
 * the seller's card says the e-mail is verified and how they usually reply (they answered the
 * buyers of their three listings), and the seller's name opens their page with every listing
 * they have on sale.
 */
const market = setupSuite({
  seed: async () => {
    const seeded = await seedMarket();
    const third = await listProperty(
      seeded.seller,
      { property: seeded.property, district: seeded.district },
      { title: `Studio by the sea ${seeded.run}`, price: '150', rooms: '1' },
    );
    for (const listing of [seeded.listing, seeded.bigger, third]) {
      const opened = await api<Conversation>(seeded.buyer, 'POST', '/api/v1/conversations', { classified_id: listing._id });
      expect(opened.status, JSON.stringify(opened.body)).toBeLessThan(300);
      for (const [who, body] of [
        [seeded.buyer, 'هل ما زال متوفرًا؟'],
        [seeded.seller, 'نعم متوفر'],
      ] as const) {
        const sent = await api(who, 'POST', `/api/v1/conversations/${opened.body._id}/messages`, { body });
        expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      }
    }
    return { ...seeded, third };
  },
});

describe("the seller's page, a buyer on a phone in Arabic", () => {
  const phone = sharedPage(() => market.memberPage(market.buyer, 'ar', true));

  it('shows on the listing who sells, verified and quick to reply, and opens their listings on sale', async () => {
    const { page } = phone;
    await page.goto(`/#/app/classifieds/${market.listing._id}`);
    const card = page.getByRole('region', { name: 'البائع' });
    await card.getByText('البريد موثّق').waitFor();
    await card.getByText('يرد عادةً خلال ساعة · يرد على ١٠٠٪ من المشترين').waitFor();
    await screenshot(page, 'seller-card-listing-phone-ar');

    await card.getByRole('link', { name: market.seller.name }).click();
    await page.getByRole('heading', { name: `إعلانات ${market.seller.name}`, level: 1 }).waitFor();
    const titles = page.getByTestId('listing-card');
    await expect.poll(() => titles.allTextContents()).toHaveLength(3);
    const shown = await titles.allTextContents();
    for (const title of [market.title, `Villa with five rooms ${market.run}`, `Studio by the sea ${market.run}`]) {
      expect(
        shown.some((text) => text.includes(title)),
        title,
      ).toBe(true);
    }
    // Newest first: the studio was listed last.
    expect(shown[0]).toContain(`Studio by the sea ${market.run}`);
    await page.getByText('٣ إعلانات معروضة').waitFor();
    expect(await seriousA11yProblems(page)).toEqual([]);
    await screenshot(page, 'seller-page-phone-ar');

    // The seller's profile and posts are one tap away, and lead back to the listings.
    await page.getByRole('link', { name: 'الملف والمنشورات' }).click();
    await page.getByRole('link', { name: '٣ إعلانات معروضة' }).click();
    await page.getByRole('heading', { name: `إعلانات ${market.seller.name}`, level: 1 }).waitFor();
  });
});
