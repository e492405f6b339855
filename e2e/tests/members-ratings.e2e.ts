import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Conversation } from '@souq/contract/members-chat';
import { api, openRoute, screenshot, waitForRoute } from '../support/browser';
import { listProperty, seedMarket } from '../support/market';
import { joinAsMember, type Member } from '../support/members';
import { openLive, screenshotFromTop } from '../support/member-pages';
import { setupSuite } from '../support/suite';

/**
 * Ratings after a deal, the "done when": two members close a deal in chat, rate each
 * other, and the ratings show on the seller's page only once both have rated. Once in Arabic on
 * phones (every field found by its Arabic label), once in English.
 */

const market = setupSuite({ seed: seedMarket });

/** The buyer's conversation about `listing`, with a first message so the two have talked. */
async function talked(buyer: Member, listing: string): Promise<string> {
  const opened = await api<Conversation>(buyer, 'POST', '/api/v1/conversations', { classified_id: listing });
  await api(buyer, 'POST', `/api/v1/conversations/${opened.body._id}/messages`, { body: 'Is it still available?' });
  return opened.body._id;
}

interface Labels {
  rateNow: string;
  star: string;
  tag: string;
  comment: string;
  send: string;
}

/** Opens the rating dialog from the chat's prompt and rates: stars, one tag, a comment. */
async function rateInChat(page: Page, labels: Labels, comment: string, shot?: string): Promise<void> {
  await page.getByTestId('rate-prompt').getByRole('button', { name: labels.rateNow }).click();
  const dialog = page.getByRole('dialog');
  // A tap on the star: its radio (named for screen readers) sits off-screen, its label is the star.
  const star = await dialog.getByRole('radio', { name: labels.star }).getAttribute('id');
  await dialog.locator(`label[for="${star}"]`).click();
  await dialog.getByRole('radio', { name: labels.star }).and(dialog.locator(':checked')).waitFor({ state: 'attached' });
  await dialog.getByText(labels.tag, { exact: true }).click();
  await dialog.getByLabel(labels.comment).fill(comment);
  if (shot) await screenshot(page, shot);
  await dialog.getByRole('button', { name: labels.send }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByTestId('rating-sent').waitFor();
}

describe('ratings after a deal', () => {
  it('in Arabic on phones: the buyer marks the deal done and rates; the page shows nothing until the seller rates too', async () => {
    const conversation = await talked(market.buyer, market.listing._id);
    const thread = `/#/app/chat/${conversation}`;
    const buyer = await market.memberPage(market.buyer, 'ar', true);
    const seller = await market.memberPage(market.seller, 'ar', true);
    try {
      await openLive(buyer.page, thread);
      await waitForRoute(buyer.page, `/app/chat/${conversation}`);
      await buyer.page.getByRole('button', { name: 'تمت الصفقة' }).click();
      await buyer.page.getByTestId('rate-prompt').waitFor();
      await screenshotFromTop(buyer.page, 'ratings-prompt-phone-ar');
      await rateInChat(
        buyer.page,
        { rateNow: `قيّم ${market.seller.name} الآن`, star: '٤ نجوم', tag: 'في الموعد', comment: 'تعليق (اختياري)', send: 'أرسل التقييم' },
        'بائع محترم وصادق',
        'ratings-form-phone-ar',
      );
      await buyer.page.getByTestId('rating-sent').getByText('يظهر تقييمك بعد أن يقيّمك', { exact: false }).waitFor();

      // Hidden: the seller's page has no rating yet, for the buyer and for the seller.
      await buyer.page.goto(`/#/app/classifieds/sellers/${market.seller.id}`);
      await buyer.page.getByTestId('ratings-empty').getByText('لا تقييمات بعد').waitFor();
      await screenshotFromTop(buyer.page, 'ratings-hidden-seller-page-phone-ar');

      // The seller finds the prompt in the same chat and rates the buyer.
      await openLive(seller.page, thread);
      await seller.page.getByTestId('rate-prompt').waitFor();
      await rateInChat(
        seller.page,
        { rateNow: `قيّم ${market.buyer.name} الآن`, star: '٥ نجوم', tag: 'ودود', comment: 'تعليق (اختياري)', send: 'أرسل التقييم' },
        'مشترٍ ودود',
      );
      await seller.page.getByTestId('rating-sent').getByText('يظهر التقييمان الآن', { exact: false }).waitFor();
      await seller.page.getByTestId('their-rating').waitFor();

      // Both rated: the buyer's rating shows on the seller's page, averaged in Arabic digits.
      await buyer.page.reload();
      const rating = buyer.page.getByTestId('rating');
      await rating.getByTestId('rating-comment').getByText('بائع محترم وصادق').waitFor();
      await rating.getByText('في الموعد').waitFor();
      await buyer.page.getByTestId('ratings').getByTestId('rating-summary').getByText('٤٫٠', { exact: true }).waitFor();
      await buyer.page.getByTestId('ratings').getByTestId('rating-summary').getByText('تقييم واحد', { exact: false }).waitFor();
      await screenshotFromTop(buyer.page, 'ratings-seller-page-phone-ar');
      await rating.scrollIntoViewIfNeeded();
      await screenshot(buyer.page, 'ratings-seller-page-list-phone-ar');
      // The average on the seller's listings too: their cards and the listing's page.
      await buyer.page.getByTestId('listing-card').first().getByTestId('rating-summary').getByText('٤٫٠', { exact: true }).waitFor();
      await buyer.page.goto(`/#/app/classifieds/${market.listing._id}`);
      await buyer.page.getByRole('region', { name: 'البائع' }).getByTestId('rating-summary').getByText('٤٫٠', { exact: true }).waitFor();
      await screenshotFromTop(buyer.page, 'ratings-listing-page-phone-ar');
    } finally {
      await buyer.context.close();
      await seller.context.close();
    }
  }, 180_000);

  it('in English: the seller marks the deal done, both rate, the seller replies once on their page', async () => {
    const [sellerMember, buyerMember] = await Promise.all([joinAsMember('Ahmad Seller'), joinAsMember('Lina Buyer')]);
    const listing = await listProperty(sellerMember, market, { title: `Flat in Hawalli ${market.run}`, price: '300', rooms: '2' });
    const conversation = await talked(buyerMember, listing._id);
    const thread = `/#/app/chat/${conversation}`;
    const seller = await market.memberPage(sellerMember, 'en', false);
    const buyer = await market.memberPage(buyerMember, 'en', true);
    try {
      await openLive(seller.page, thread);
      await seller.page.getByRole('button', { name: 'Deal done' }).click();
      await rateInChat(
        seller.page,
        { rateNow: `Rate ${buyerMember.name} now`, star: '5 stars', tag: 'On time', comment: 'Comment (optional)', send: 'Send rating' },
        'Paid on the spot, thank you',
        'ratings-form-en',
      );

      await buyer.page.goto(`/#/app/classifieds/sellers/${sellerMember.id}`);
      await buyer.page.getByTestId('ratings-empty').getByText('No ratings yet').waitFor();

      await openLive(buyer.page, thread);
      await rateInChat(
        buyer.page,
        { rateNow: `Rate ${sellerMember.name} now`, star: '3 stars', tag: 'As described', comment: 'Comment (optional)', send: 'Send rating' },
        'Flat as in the photos, a bit late',
      );
      await buyer.page.getByTestId('their-rating').waitFor();

      await seller.page.goto(`/#/app/classifieds/sellers/${sellerMember.id}`);
      const rating = seller.page.getByTestId('rating');
      await rating.getByText('Flat as in the photos, a bit late').waitFor();
      await seller.page.getByTestId('ratings').getByTestId('rating-summary').getByText('3.0', { exact: true }).waitFor();
      await rating.getByRole('button', { name: 'Reply' }).click();
      await rating.getByRole('textbox', { name: 'Your reply' }).fill('Sorry for the wait: traffic on the Fifth Ring Road');
      await rating.getByRole('button', { name: 'Send reply' }).click();
      await rating.getByTestId('rating-reply').getByText('Sorry for the wait', { exact: false }).waitFor();
      await rating.getByRole('button', { name: 'Reply' }).waitFor({ state: 'detached' });
      await screenshotFromTop(seller.page, 'ratings-seller-page-en');

      // The seller reports the rating; staff find it in the moderation queue and remove it, audited.
      await rating.getByRole('button', { name: 'Report rating' }).click();
      const report = seller.page.getByRole('dialog');
      await report.getByLabel('Reason').fill('Not what happened: I was on time');
      await report.getByRole('button', { name: 'Send report' }).click();
      await rating.getByText('the Souq team will look at this rating', { exact: false }).waitFor();

      const { context, page } = await market.consolePage('admin');
      try {
        await openRoute(page, '/rm-admin/moderation?view=ratings');
        const reported = page.getByTestId('reported-rating').filter({ hasText: 'Flat as in the photos, a bit late' });
        await reported.getByText('Not what happened: I was on time').waitFor();
        await screenshot(page, 'console-reported-ratings');
        // The tab's own keys: ? lists them, r removes the focused rating after a question.
        await page.keyboard.press('?');
        const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
        await help.getByText('Next rating').waitFor();
        await page.keyboard.press('Escape');
        await help.waitFor({ state: 'detached' });
        await reported.focus();
        await page.keyboard.press('r');
        await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
        await reported.waitFor({ state: 'detached' });
        const left = await api<{ ratings: { _id: string }[] }>(market.buyer, 'GET', `/api/v1/users/${sellerMember.id}/ratings`);
        expect(left.body.ratings).toEqual([]);
        await openRoute(page, '/rm-admin/audit-log?record_type=rating');
        await page.getByText('rating.remove').first().waitFor();
      } finally {
        await context.close();
      }
      await seller.page.reload();
      await seller.page.getByTestId('ratings-empty').waitFor();
    } finally {
      await buyer.context.close();
      await seller.context.close();
    }
  }, 240_000);
});
