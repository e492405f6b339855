import { describe, it } from 'vitest';
import type { Conversation } from '@souq/contract/members-chat';
import { api, screenshot, waitForRoute } from '../support/browser';
import { seedMarket } from '../support/market';
import { openLive, screenshotFromTop } from '../support/member-pages';
import { setupSuite } from '../support/suite';

/**
 * Offers in chat, the "done when": the buyer (Arabic, on a phone) offers for the flat, the
 * seller (English, on a phone, in another browser context) counters, the buyer accepts the counter
 * live, and the listing shows reserved to both.
 */

const market = setupSuite({ seed: seedMarket });

describe('offers in chat', () => {
  it("counters a buyer's offer, the buyer accepts, and the listing shows reserved", async () => {
    const opened = await api<Conversation>(market.buyer, 'POST', '/api/v1/conversations', { classified_id: market.listing._id });
    const conversation = opened.body._id;
    const thread = `/#/app/chat/${conversation}`;

    const buyer = await market.memberPage(market.buyer, 'ar', true);
    const seller = await market.memberPage(market.seller, 'en', true);
    try {
      await openLive(buyer.page, thread);
      await waitForRoute(buyer.page, `/app/chat/${conversation}`);
      // The first message in one tap: the quick questions, in the buyer's language.
      await buyer.page.getByRole('button', { name: 'هل ما زال متوفراً؟' }).waitFor();
      await screenshotFromTop(buyer.page, 'chat-offers-quick-replies-phone-ar');
      await buyer.page.getByRole('button', { name: 'قدّم عرضاً' }).click();
      // Arabic-Indic digits, as an Arabic keyboard types them.
      await buyer.page.getByLabel('عرضك').fill('٢٥٠');
      await buyer.page.getByRole('button', { name: 'أرسل العرض' }).click();
      await buyer.page.getByTestId('offer-card').getByText('بانتظار الرد').waitFor();

      await openLive(seller.page, thread);
      const offer = seller.page.getByTestId('offer-card').last();
      await offer.getByText('Waiting for an answer').waitFor();
      await offer.getByText('Listed at', { exact: false }).waitFor();
      await offer.getByRole('button', { name: 'Counter' }).click();
      await offer.getByLabel('Your counter-offer').fill('265');
      await offer.getByLabel('Hold the listing for the buyer for').selectOption('5');
      await screenshot(seller.page, 'chat-offers-counter-phone-en');
      await offer.getByRole('button', { name: 'Send counter-offer' }).click();
      await seller.page.getByTestId('offer-status').getByText('Countered').waitFor();

      // The counter reaches the buyer live; they accept it (asked once).
      const counter = buyer.page.getByTestId('offer-card').filter({ hasText: 'عرض مقابل' });
      await counter.getByText('بانتظار الرد').waitFor();
      await counter.getByRole('button', { name: 'اقبل' }).click();
      await counter.getByText('يحجز البائع الإعلان لك لمدة ٥ أيام', { exact: false }).waitFor();
      await counter.getByRole('button', { name: 'نعم' }).click();
      await buyer.page.getByTestId('offer-step').waitFor();
      await counter.getByText('مقبول').waitFor();
      await screenshotFromTop(buyer.page, 'chat-offers-accepted-phone-ar');

      await seller.page.getByTestId('offer-step').getByText('accepted', { exact: false }).waitFor();
      await screenshotFromTop(seller.page, 'chat-offers-accepted-phone-en');

      await buyer.page.goto(`/#/app/classifieds/${market.listing._id}`);
      await buyer.page.getByTestId('reserved-label').getByText('محجوز لك حتى', { exact: false }).waitFor();
      await screenshotFromTop(buyer.page, 'listing-reserved-phone-ar');

      await seller.page.goto(`/#/app/classifieds/${market.listing._id}`);
      await seller.page.getByTestId('reserved-label').getByText('Reserved until', { exact: false }).waitFor();
      await seller.page.getByRole('button', { name: 'Release the reservation' }).waitFor();
      await screenshotFromTop(seller.page, 'listing-reserved-phone-en');
    } finally {
      await buyer.context.close();
      await seller.context.close();
    }
    // Two members' screens, each step waiting for the other's: longer than one screen's test.
  }, 180_000);
});
