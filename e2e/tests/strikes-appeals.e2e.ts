import { describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import type { MemberClassifiedDetail } from '@souq/contract/members-classifieds';
import type { MyStrikes } from '@souq/contract/strikes';
import { api, openRoute, screenshot } from '../support/browser';
import { demoCategoryOfType, firstDistrictOfKuwait } from '../support/demo-data';
import { listCar } from '../support/market';
import { openLive, screenshotFromTop } from '../support/member-pages';
import { joinAsMember, type Member } from '../support/members';
import { setupSuite } from '../support/suite';

/**
 * Strikes and one appeal, end to end: staff disallow a reported listing from the moderation queue
 * with a reason, the seller reads why in Arabic and appeals from their decisions page, staff
 * overturn it from the queue's Appeals tab, the listing is back, and every step is in the audit log.
 */

const m = messages.console.moderation;
const s = messages.console.strikes;
const run = Date.now().toString(36);

interface Seeded {
  seller: Member;
  listing: MemberClassifiedDetail;
}

const suite = setupSuite({
  signIn: ['admin'],
  seed: async (): Promise<Seeded> => {
    const [seller, reporter] = await Promise.all([joinAsMember(`Salem Seller ${run}`), joinAsMember('Rana Reporter')]);
    const cars = await demoCategoryOfType(seller, 'automotive');
    const district = await firstDistrictOfKuwait(seller);
    const listing = await listCar(
      seller,
      { carsId: cars._id, districtId: district._id },
      { title: `نيسان باترول ${run}`, price: '9000', model: 'Patrol', description: 'Nissan Patrol 2019, one owner.', cylinder: '8', mobile: '96550002019' },
    );
    const reported = await api(reporter, 'POST', `/api/v1/classifieds/${listing._id}/report`, { reason: 'Looks fake', category: 'prohibited' });
    expect(reported.status).toBe(201);
    return { seller, listing };
  },
});

describe('strikes and one appeal', () => {
  it('staff disallow with a reason, the member reads why in Arabic and appeals, staff overturn, and the audit log keeps every step', async () => {
    const title = suite.listing.title;

    // Staff: the reported listing, h asks why, the reason and a note, then Undo is offered.
    const { context, page } = await suite.consolePage('admin');
    page.setDefaultTimeout(60_000);
    await openRoute(page, '/rm-admin/moderation?kind=listing');
    await page.getByRole('listbox', { name: m.queueLabel }).getByRole('option').filter({ hasText: title }).click();
    await page.getByRole('region', { name: title }).waitFor();
    await page.keyboard.press('h');
    const why = page.getByRole('dialog', { name: s.disallowTitle });
    await why.getByRole('radio', { name: m.reportCategories.prohibited }).check();
    await why.getByLabel(s.note).fill('Weapons are not allowed on Souq');
    await screenshot(page, 'strikes-reason-dialog');
    await why.getByRole('button', { name: m.disallowListing }).click();
    await page.getByText(s.acted.disallow).waitFor();
    await page.getByRole('button', { name: s.undo }).waitFor();
    await expect
      .poll(async () => (await api<{ active: boolean }>(suite.admin, 'GET', `/api/classifieds/get-aclassified?classified_id=${suite.listing._id}`)).body.active)
      .toBe(false);

    // The member, in Arabic on a phone: the inbox says why, and opens the decision to appeal it.
    const member = await suite.memberPage(suite.seller, 'ar', true);
    await openLive(member.page, '/#/app/notifications');
    const item = member.page.getByTestId('inbox-item').filter({ hasText: 'رُفض إعلانك: سلعة ممنوعة' });
    await item.waitFor();
    await item.getByText('Weapons are not allowed on Souq').waitFor();
    await screenshotFromTop(member.page, 'strikes-member-inbox-ar');
    await item.getByRole('link').click();
    const decision = member.page.getByTestId('decision').filter({ hasText: title });
    await decision.getByText('السبب: سلعة ممنوعة').waitFor();
    await decision.getByRole('button', { name: 'اعتراض' }).click();
    await decision.getByLabel('لماذا ترى أن هذا القرار خاطئ؟').fill('هذه سيارة وليست سلاحًا');
    await decision.getByRole('button', { name: 'أرسل الاعتراض' }).click();
    await decision.getByText('الاعتراض قيد المراجعة').waitFor();
    await screenshotFromTop(member.page, 'strikes-member-decisions-ar');
    const [strike] = (await api<MyStrikes>(suite.seller, 'GET', '/api/v1/me/strikes')).body.strikes;
    expect(strike?.appeal?.state).toBe('pending');

    // Staff: the Appeals tab, the appeal overturned from the keyboard (o).
    await openRoute(page, '/rm-admin/moderation?view=appeals');
    const appeal = page.getByRole('listitem').filter({ hasText: 'هذه سيارة وليست سلاحًا' });
    await appeal.waitFor();
    await screenshot(page, 'strikes-appeals-queue');
    await appeal.focus();
    // ? lists the tab's own keys.
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: messages.console.moderation.shortcuts });
    await help.getByText(s.keyOverturn).waitFor();
    await expect(help.getByText(messages.console.moderation.keyNext).count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    await appeal.focus();
    await page.keyboard.press('o');
    await page.getByText(s.overturned).waitFor();
    await appeal.waitFor({ state: 'detached' });

    // The listing is back, and the member is told.
    await expect
      .poll(async () => (await api<{ active: boolean }>(suite.admin, 'GET', `/api/classifieds/get-aclassified?classified_id=${suite.listing._id}`)).body.active)
      .toBe(true);
    await openLive(member.page, '/#/app/notifications');
    await member.page.getByTestId('inbox-item').filter({ hasText: 'قُبل اعتراضك: أُلغي القرار' }).waitFor();
    await member.context.close();

    // Every step in the audit log: the strike's own record (made, appealed, overturned) and the listing's.
    await openRoute(page, `/rm-admin/audit-log?record_type=strike&record_id=${strike!._id}`);
    const audit = page.getByRole('table', { name: messages.console.audit.listTitle });
    for (const action of ['strike.record', 'strike.appeal', 'strike.overturn']) await audit.getByText(action, { exact: true }).waitFor();
    await screenshot(page, 'strikes-audit-strike');
    await openRoute(page, `/rm-admin/audit-log?record_type=classified&record_id=${suite.listing._id}`);
    for (const action of ['classified.disallow', 'moderation.hide', 'classified.allow']) await audit.getByText(action, { exact: true }).waitFor();
    await context.close();
  }, 480_000);
});
