import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import type { ModerationQueue } from '@souq/contract/moderation';
import { api, openRoute, saveScreenshot, screenshot } from '../support/browser';
import { joinAsMember } from '../support/members';
import { setupSuite } from '../support/suite';

const m = messages.console.moderation;
const suffix = Date.now().toString(36);

const suite = setupSuite({ signIn: ['admin'] });

const selectedOption = (page: Page) => page.getByRole('listbox', { name: m.queueLabel }).locator('[role="option"][aria-selected="true"]');
const option = (page: Page, text: string) => page.getByRole('listbox', { name: m.queueLabel }).getByRole('option').filter({ hasText: text });

async function queueItems() {
  const queue = await api<ModerationQueue>(suite.admin, 'GET', '/api/admin/moderation/queue?limit=100');
  expect(queue.status).toBe(200);
  return queue.body.items;
}

describe('the moderation queue', () => {
  it('triages what members reported through their API by keyboard alone, and the audit log keeps it', async () => {
    // Two members: one posts, the other reports that post and a listing.
    const author = await joinAsMember('Queue Author');
    const reporter = await joinAsMember('Queue Reporter');
    const postTitle = `Miracle pills ${suffix}`;
    const created = await api<{ _id: string }>(author, 'POST', '/api/v1/posts', { title: postTitle, description: 'Lose 10 kg in a day' });
    expect(created.status).toBe(201);
    const postId = created.body._id;
    const listings = await api<{ classifieds: { _id: string; title: string }[] }>(reporter, 'GET', '/api/v1/classifieds?country_id=KW&limit=5');
    const listing = listings.body.classifieds[0];
    if (!listing) throw new Error('the demo data has no listing in KW');
    expect((await api(reporter, 'POST', `/api/v1/classifieds/${listing._id}/report`, { reason: `Counterfeit ${suffix}` })).status).toBe(201);
    expect((await api(reporter, 'POST', `/api/v1/posts/${postId}/report`, { reason: `Dangerous claims ${suffix}` })).status).toBe(201);
    // The post was reported last: it heads the queue, the listing follows.
    const queued = await queueItems();
    expect(queued.slice(0, 2).map((item) => [item.kind, item.subject_id])).toEqual([
      ['post', postId],
      ['listing', listing._id],
    ]);

    const { context, page } = await suite.consolePage('admin');
    // The machine is shared by many test runs: a slow first load is not a failure of the queue.
    page.setDefaultTimeout(60_000);
    await openRoute(page, '/rm-admin/moderation');
    await page.getByRole('heading', { level: 1, name: m.title }).waitFor();
    // The first item is selected, its content shown beside the queue.
    await selectedOption(page).filter({ hasText: postTitle }).waitFor();
    await page.getByRole('heading', { level: 2, name: postTitle }).waitFor();
    await page.getByText(`Dangerous claims ${suffix}`).first().waitFor();
    await screenshot(page, 'console-moderation-queue');

    // ? shows the keys.
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: m.shortcuts });
    await help.waitFor();
    await screenshot(page, 'console-moderation-shortcuts');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });

    // j: the listing. n, a note, Esc, h: disallowed with the note, and it leaves the queue.
    await page.keyboard.press('j');
    await selectedOption(page).filter({ hasText: listing.title }).waitFor();
    // Staff judge a listing by its price, category and page too, not its words alone.
    const panel = page.getByRole('region', { name: listing.title });
    await panel.getByText(`${m.listingPrice}:`).waitFor();
    await panel.getByText(`${m.listingCategory}:`).waitFor();
    // Its own page first; another file's seed may have made it a suspected copy, whose original's link follows.
    const pages = await panel.getByRole('link', { name: m.openListingPage }).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(pages[0]).toMatch(new RegExp(`^/l/${listing._id}/`));
    await screenshot(page, 'console-moderation-listing');
    await page.keyboard.press('n');
    await page.keyboard.type(`Fake brand ${suffix}`);
    await page.keyboard.press('Escape');
    // h asks why first: the reason (arrow keys move and choose, focus starts on the first), the note carried over.
    await page.keyboard.press('h');
    const why = page.getByRole('dialog', { name: messages.console.strikes.disallowTitle });
    await why.waitFor();
    await page.keyboard.press('ArrowDown');
    await expect(why.getByRole('radio', { name: m.reportCategories.scam }).isChecked()).resolves.toBe(true);
    await expect(why.getByLabel(messages.console.strikes.note).inputValue()).resolves.toBe(`Fake brand ${suffix}`);
    await screenshot(page, 'console-moderation-reason');
    await why.getByRole('button', { name: m.disallowListing }).click();
    await option(page, `Counterfeit ${suffix}`).waitFor({ state: 'detached' });
    // What was done, with Undo for a few seconds.
    await page.getByText(messages.console.strikes.acted.disallow).waitFor();
    await page.getByRole('button', { name: messages.console.strikes.undo }).waitFor();
    // k: back to the post; r resolves it, and it leaves the queue too.
    await page.keyboard.press('k');
    await selectedOption(page).filter({ hasText: postTitle }).waitFor();
    await page.keyboard.press('r');
    await option(page, postTitle).waitFor({ state: 'detached' });

    const after = await queueItems();
    expect(after.map((item) => item.subject_id)).not.toContain(postId);
    expect(after.map((item) => item.subject_id)).not.toContain(listing._id);
    const listingNow = await api<{ active: boolean }>(suite.admin, 'GET', `/api/classifieds/get-aclassified?classified_id=${listing._id}`);
    expect(listingNow.body.active).toBe(false);

    // The history stays on the record: among the resolved, with the decision and its note.
    await openRoute(page, '/rm-admin/moderation?state=resolved&kind=listing');
    await option(page, listing.title).first().click();
    await page.getByText(`Fake brand ${suffix}`).first().waitFor();
    await page.getByTestId('moderation-history-entry').filter({ hasText: 'moderation.hide' }).waitFor();
    await page.getByTestId('moderation-history-entry').filter({ hasText: 'classified.disallow' }).waitFor();
    await screenshot(page, 'console-moderation-resolved');

    // And in the audit log.
    await openRoute(page, `/rm-admin/audit-log?record_type=post&record_id=${postId}`);
    await page.getByText('moderation.resolve').first().waitFor();
    await openRoute(page, `/rm-admin/audit-log?record_type=classified&record_id=${listing._id}`);
    await page.getByText('moderation.hide').first().waitFor();
    await context.close();
  }, 480_000);

  it('asks before blocking, and fits a phone', async () => {
    const { context, page } = await suite.consolePage('admin', { mobile: true });
    page.setDefaultTimeout(60_000);
    await openRoute(page, '/rm-admin/moderation');
    await page
      .getByRole('listbox', { name: m.queueLabel })
      .waitFor()
      .catch(async (error: unknown) => {
        await saveScreenshot(page, 'console-moderation-phone-debug');
        throw error;
      });
    await screenshot(page, 'console-moderation-phone');
    await page.keyboard.press('b');
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/^Block .*\? They will be signed out/).waitFor();
    await screenshot(page, 'console-moderation-block-confirm');
    await dialog.getByRole('button', { name: m.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });

    // In Arabic the queue reads right to left.
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.getAttribute('dir') === 'rtl');
    await page.getByRole('listbox').waitFor();
    await screenshot(page, 'console-moderation-phone-ar');
    await context.close();
  }, 300_000);
});
