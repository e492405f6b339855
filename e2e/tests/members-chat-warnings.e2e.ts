import { describe, expect, it } from 'vitest';
import type { ChatWarningSenderList } from '@souq/contract/chat-warnings';
import type { Conversation } from '@souq/contract/members-chat';
import { messages } from '@souq/contract/messages';
import { api, openRoute, screenshot as consoleScreenshot, waitForRoute } from '../support/browser';
import { seedMarket } from '../support/market';
import { screenshotFromTop as screenshot } from '../support/member-pages';
import { setupSuite } from '../support/suite';

/**
 * Scam warnings in chat, the "done when": a seller asks the buyer to transfer a deposit to
 * an IBAN; the buyer, reading in Arabic on a phone, sees the warning card under the message, and
 * staff see the sender among the chat warnings of the moderation queue.
 */

const IBAN_MESSAGE = 'حوّل العربون على KW81CBKU0000000000001234560101';

const market = setupSuite({ signIn: ['admin'], seed: seedMarket });

describe('scam warnings in chat', () => {
  it('shows the receiver a warning in Arabic, and staff the sender', async () => {
    const opened = await api<Conversation>(market.buyer, 'POST', '/api/v1/conversations', { classified_id: market.listing._id });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const conversation = opened.body._id;
    const sent = await api(market.seller, 'POST', `/api/v1/conversations/${conversation}/messages`, { body: IBAN_MESSAGE });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);

    const { context, page } = await market.memberPage(market.buyer, 'ar', true);
    try {
      await page.goto(`/#/app/chat/${conversation}`);
      await waitForRoute(page, `/app/chat/${conversation}`);
      await page.getByRole('log').getByText(IBAN_MESSAGE).waitFor();
      const card = page.getByTestId('scam-warning');
      await card.getByText('لا تحوّل أي مبلغ أو عربون قبل أن ترى الغرض وتستلمه. سوق لا يطلب منك الدفع مقدماً.').waitFor();
      await card.getByText('هذه الرسالة فيها حساب بنكي أو طلب تحويل. التحويل لشخص لا تعرفه لا يمكن استرجاعه.').waitFor();
      await screenshot(page, 'chat-warning-phone-ar');
    } finally {
      await context.close();
    }

    // The sender's own view has no card: the warning is for the one who would pay.
    const mine = await market.memberPage(market.seller, 'en', true);
    try {
      await mine.page.goto(`/#/app/chat/${conversation}`);
      await mine.page.getByRole('log').getByText(IBAN_MESSAGE).waitFor();
      expect(await mine.page.getByTestId('scam-warning').count()).toBe(0);
    } finally {
      await mine.context.close();
    }

    const queue = await api<ChatWarningSenderList>(market.admin, 'GET', '/api/admin/moderation/chat-warnings');
    expect(queue.status).toBe(200);
    const row = queue.body.senders.find((sender) => sender.sender._id === market.seller.id);
    expect(row?.latest[0]).toMatchObject({ body: IBAN_MESSAGE, warnings: ['advance_payment', 'bank_transfer'] });

    const staff = await market.consolePage('admin');
    try {
      await openRoute(staff.page, '/rm-admin/moderation');
      const section = staff.page.getByRole('region', { name: messages.console.chatWarnings.queueTitle });
      const sender = section.getByTestId('chat-warning-sender').filter({ hasText: market.seller.name }).first();
      await sender.getByText(IBAN_MESSAGE).first().waitFor();
      await consoleScreenshot(staff.page, 'chat-warnings-moderation');
    } finally {
      await staff.context.close();
    }
  });
});
