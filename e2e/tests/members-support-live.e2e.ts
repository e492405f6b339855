import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/browser';
import { direction, openLive, screenshotFromTop as screenshot } from '../support/member-pages';
import { joinAsMember } from '../support/members';
import { setupSuite } from '../support/suite';

/**
 * Staff answer a member's ticket from the console's route while the member has it open; the
 * reply and the closing appear on the member's page as they happen, without a reload, in English
 * and in Arabic on a phone.
 */

const run = Date.now().toString(36);

const suite = setupSuite({ signIn: ['admin'], seed: async () => ({ member: await joinAsMember('Layla Live') }) });

describe("a staff answer on the member's open ticket, without a reload", () => {
  /** A ticket of the member's, raised through the API. */
  async function raiseTicket(title: string): Promise<string> {
    const raised = await api<{ _id: string }>(suite.member, 'POST', '/api/support/create-ticket', {
      title,
      description: 'The app logs me out every hour.',
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(201);
    return raised.body._id;
  }
  /** What the console's ticket screen sends when staff reply or open or close a ticket. */
  async function staffAnswer(ticketId: string, body: { replay?: string; status: 'open' | 'closed' }): Promise<void> {
    const answer = await api(suite.admin, 'POST', '/api/support/update-ticket', { ticket_id: ticketId, ...body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  /** A mark in the page's document: still there afterwards means the page never reloaded. */
  const markDocument = (page: Page) => page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-document', '1'));
  const sameDocument = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-e2e-same-document') === '1');

  it('shows the reply and then the closing as they happen, on a phone in English', async () => {
    const title = `Logged out every hour ${run}`;
    const ticketId = await raiseTicket(title);
    const { context, page } = await suite.memberPage(suite.member, 'en', true);
    await openLive(page, `/#/app/support/tickets/${ticketId}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('No reply yet. The Souq team will answer here.').waitFor();
    await markDocument(page);

    const reply = `Please update the app to the latest version ${run}.`;
    await staffAnswer(ticketId, { replay: reply, status: 'open' });
    await page.getByTestId('staff-reply').filter({ hasText: reply }).waitFor({ timeout: 10_000 });
    await page.getByRole('status').filter({ hasText: 'New reply from the Souq team.' }).waitFor();
    await expect(page.getByText('No reply yet. The Souq team will answer here.').count()).resolves.toBe(0);
    expect(await sameDocument(page)).toBe(true);
    await screenshot(page, 'members-ticket-live-reply-phone-en');

    await staffAnswer(ticketId, { status: 'closed' });
    await page.getByText('This ticket is closed. Writing a message opens it again.').waitFor({ timeout: 10_000 });
    await page.getByRole('status').filter({ hasText: 'The Souq team closed this ticket.' }).waitFor();
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  }, 120_000);

  it('shows the reply as it happens in Arabic on a phone, right to left', async () => {
    const title = `تسجيل الخروج المتكرر ${run}`;
    const ticketId = await raiseTicket(title);
    const { context, page } = await suite.memberPage(suite.member, 'ar', true);
    await openLive(page, `/#/app/support/tickets/${ticketId}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await direction(page)).toBe('rtl');
    await markDocument(page);

    const reply = `يُرجى تحديث التطبيق إلى آخر إصدار ${run}.`;
    await staffAnswer(ticketId, { replay: reply, status: 'open' });
    await page.getByTestId('staff-reply').filter({ hasText: reply }).waitFor({ timeout: 10_000 });
    await page.getByRole('status').filter({ hasText: 'رد جديد من فريق سوق.' }).waitFor();
    expect(await sameDocument(page)).toBe(true);
    await screenshot(page, 'members-ticket-live-reply-phone-ar');
    await context.close();
  }, 120_000);
});
