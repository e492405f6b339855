import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { ZActivityInbox } from '@souq/contract/members-activity';
import { ZAppealQueue, ZMyStrikes, ZStaffStrike, ZStrike, ZUserStrikes } from '@souq/contract/strikes';
import { classifiedPosts } from '../../db/schema/classifieds';
import { auditLog } from '../../db/schema/content';
import { moderationItems } from '../../db/schema/moderation';
import { posts } from '../../db/schema/posts';
import { strikes } from '../../db/schema/strikes';
import { users } from '../../db/schema/users';
import type { Mail } from '../../lib/mailer';
import { buildClassified, buildClassifiedReport, buildPost, buildPostReport } from '../../../test/factories';
import { createTestContext, errorOf, TEST_PASSWORD, type TestContext } from '../../../test/helper';
import { sendStrikeMails } from './strike-mails';

type Person = { id: string; email: string; token: string };
let t: TestContext;
let admin: Person;
let dataentry: Person;

beforeAll(async () => {
  t = await createTestContext({ LOGIN_RATE_MAX: '1000' });
  admin = await t.userWithToken('admin', { name: 'Nora Admin' });
  dataentry = await t.userWithToken('dataentry');
});
afterAll(() => t.close());

const member = (name: string) => t.userWithToken('user', { name });
const recordOf = async (userId: string) => {
  const response = await t.as(admin).get(`/api/admin/strikes?user_id=${userId}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZUserStrikes.parse(response.json());
};
const actionsOn = async (recordId: string) =>
  (await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.recordId, recordId)).orderBy(auditLog.createdAt)).map((a) => a.action);
const inbox = async (who: Person) => ZActivityInbox.parse((await t.as(who).get('/api/v1/notifications')).json()).items.filter((i) => i.kind === 'moderation');
const ago = (ms: number) => new Date(Date.now() - ms);
const DAY = 24 * 60 * 60 * 1000;
const capture = () => {
  const sent: Mail[] = [];
  return { sent, mailer: { kind: 'file' as const, send: async (mail: Mail) => void sent.push(mail) } };
};

describe('every staff action records a strike with its reason', () => {
  it('hide and disallow from the queue, with the reason and note told to the member', async () => {
    const owner = await member('Huda Owner');
    const post = await buildPost(t.db, { userId: owner.id, title: 'Fake perfume' });
    await buildPostReport(t.db, { postId: post.id, reportDescription: 'fake' });
    const hidden = await t
      .as(admin)
      .post('/api/admin/moderation/decide', { kind: 'post', subject_id: post.id, action: 'hide', reason: 'scam', note: 'Counterfeit' });
    expect(hidden.statusCode, hidden.body).toBe(200);

    const record = await recordOf(owner.id);
    expect(record.count).toBe(1);
    expect(record.strikes[0]).toMatchObject({
      action: 'hide',
      subject: { type: 'post', _id: post.id, title: 'Fake perfume' },
      reason: 'scam',
      note: 'Counterfeit',
      actor: { _id: admin.id, name: 'Nora Admin' },
      undone: false,
      appeal: null,
    });
    const [item] = await inbox(owner);
    expect(item?.decision).toMatchObject({ action: 'hidden', reason: 'Counterfeit', category: 'scam', strikeId: record.strikes[0]!._id });
    expect(await actionsOn(post.id)).toEqual(['post.hide', 'moderation.hide']);
    expect(await actionsOn(record.strikes[0]!._id)).toEqual(['strike.record']);
  });

  it('disallow, hide and delete from the lists, and block from the users screen', async () => {
    const owner = await member('List Owner');
    const listing = await buildClassified(t.db, { userId: owner.id });
    const post = await buildPost(t.db, { userId: owner.id });
    const gone = await buildPost(t.db, { userId: owner.id });
    expect(
      (await t.as(dataentry).post('/api/classifieds/allow-ordisallow', { classified_id: listing.id, active: false, reason: 'wrong_category' })).statusCode,
    ).toBe(200);
    expect((await t.as(admin).post('/api/post/hide-post', { post_id: post.id, active: false, reason: 'offensive', note: 'Insults' })).statusCode).toBe(200);
    expect((await t.as(admin).post('/api/post/delete-post', { post_id: gone.id, reason: 'spam' })).statusCode).toBe(200);
    expect((await t.as(admin).post('/api/admin/blockuserbyadmin', { block_user_id: owner.id, toBlock: true, reason: 'scam' })).statusCode).toBe(200);

    const record = await recordOf(owner.id);
    expect(record.count).toBe(4);
    expect(record.strikes.map((s) => [s.action, s.subject.type, s.reason]).sort()).toEqual(
      [
        ['block', 'user', 'scam'],
        ['delete', 'post', 'spam'],
        ['disallow', 'listing', 'wrong_category'],
        ['hide', 'post', 'offensive'],
      ].sort(),
    );
    // Showing again or allowing again records nothing new.
    expect((await t.as(admin).post('/api/post/hide-post', { post_id: post.id, active: true })).statusCode).toBe(200);
    expect((await recordOf(owner.id)).strikes).toHaveLength(4);
  });

  it('refuses an unknown reason with a clear message, and the record is for admins', async () => {
    const owner = await member('Bad Reason');
    const post = await buildPost(t.db, { userId: owner.id });
    const refused = await t.as(admin).post('/api/post/hide-post', { post_id: post.id, active: false, reason: 'ugly' });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toBe(messages.strikes.reasonInvalid);
    expect((await t.db.select().from(posts).where(eq(posts.id, post.id)))[0]?.active).toBe(true);
    expect((await t.as(dataentry).get(`/api/admin/strikes?user_id=${owner.id}`)).statusCode).toBe(403);
    expect((await t.as(null).get(`/api/admin/strikes?user_id=${owner.id}`)).statusCode).toBe(401);
    expect((await t.as(owner).get(`/api/admin/strikes?user_id=${owner.id}`)).statusCode).toBe(403);
    expect((await recordOf('junk')).count).toBe(0);
  });
});

describe('undo', () => {
  it('reverses the action and the strike, takes back the notice and reopens the queue item, audited', async () => {
    const owner = await member('Undo Owner');
    const listing = await buildClassified(t.db, { userId: owner.id });
    await buildClassifiedReport(t.db, { classifiedId: listing.id, reason: 'x' });
    expect(
      (await t.as(admin).post('/api/admin/moderation/decide', { kind: 'listing', subject_id: listing.id, action: 'hide', reason: 'spam' })).statusCode,
    ).toBe(200);
    expect(await inbox(owner)).toHaveLength(1);

    const undone = await t.as(admin).post('/api/admin/strikes/undo', { subject_type: 'listing', subject_id: listing.id });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(ZStaffStrike.parse(undone.json())).toMatchObject({ undone: true, action: 'disallow' });
    expect((await t.db.select().from(classifiedPosts).where(eq(classifiedPosts.id, listing.id)))[0]?.active).toBe(true);
    expect((await t.db.select().from(moderationItems).where(eq(moderationItems.subjectId, listing.id)))[0]?.state).toBe('open');
    expect(await inbox(owner)).toEqual([]);
    expect((await recordOf(owner.id)).count).toBe(0);
    expect(await actionsOn(listing.id)).toEqual(['classified.disallow', 'moderation.hide', 'classified.allow']);
    expect(await actionsOn(ZStaffStrike.parse(undone.json())._id)).toEqual(['strike.record', 'strike.undo']);
    // Undone strikes are not the member's to see or appeal.
    expect(ZMyStrikes.parse((await t.as(owner).get('/api/v1/me/strikes')).json()).strikes).toEqual([]);

    const again = await t.as(admin).post('/api/admin/strikes/undo', { subject_type: 'listing', subject_id: listing.id });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(messages.strikes.alreadyUndone);
  });

  it('undoes a block; refuses after the window, and answers 404, 401 and 403', async () => {
    const owner = await member('Undo Block');
    expect((await t.as(admin).post('/api/admin/blockuserbyadmin', { block_user_id: owner.id, toBlock: true, reason: 'spam' })).statusCode).toBe(200);
    // Only who acted may undo.
    const notYours = await t.as(dataentry).post('/api/admin/strikes/undo', { subject_type: 'user', subject_id: owner.id });
    expect(notYours.statusCode).toBe(403);
    expect(errorOf(notYours)).toBe(messages.strikes.undoNotYours);
    expect((await t.as(admin).post('/api/admin/strikes/undo', { subject_type: 'user', subject_id: owner.id })).statusCode).toBe(200);
    expect((await t.db.select().from(users).where(eq(users.id, owner.id)))[0]?.blocked).toBe(false);

    const post = await buildPost(t.db, { userId: owner.id });
    expect((await t.as(admin).post('/api/post/hide-post', { post_id: post.id, active: false, reason: 'spam' })).statusCode).toBe(200);
    await t.db
      .update(strikes)
      .set({ createdAt: ago(5 * 60 * 1000) })
      .where(eq(strikes.subjectId, post.id));
    const late = await t.as(admin).post('/api/admin/strikes/undo', { subject_type: 'post', subject_id: post.id });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toBe(messages.strikes.undoTooLate);
    expect((await t.as(admin).post('/api/admin/strikes/undo', { subject_type: 'post', subject_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      404,
    );
    expect((await t.as(admin).post('/api/admin/strikes/undo', { subject_type: 'post', subject_id: 'junk' })).statusCode).toBe(404);
    // (The owner's old token died with the block: a member who can sign in is refused for their role.)
    expect((await t.as(await member('Other Member')).post('/api/admin/strikes/undo', { subject_type: 'post', subject_id: post.id })).statusCode).toBe(403);
    expect((await t.as(null).post('/api/admin/strikes/undo', { subject_type: 'post', subject_id: post.id })).statusCode).toBe(401);
  });
});

describe('one appeal within 14 days', () => {
  async function struck(name: string) {
    const owner = await member(name);
    const listing = await buildClassified(t.db, { userId: owner.id, title: 'Old phone' });
    expect((await t.as(admin).post('/api/classifieds/allow-ordisallow', { classified_id: listing.id, active: false, reason: 'prohibited' })).statusCode).toBe(
      200,
    );
    const [strike] = ZMyStrikes.parse((await t.as(owner).get('/api/v1/me/strikes')).json()).strikes;
    return { owner, listing, strike: strike! };
  }

  it('lets the member appeal once; a second appeal, another member and a late one are refused', async () => {
    const { owner, listing, strike } = await struck('Appeal Once');
    expect(strike).toMatchObject({ action: 'disallow', reason: 'prohibited', subject: { type: 'listing', _id: listing.id, title: 'Old phone' }, appeal: null });
    expect(strike.appealUntil).not.toBeNull();

    const stranger = await member('Stranger');
    const foreign = await t.as(stranger).post(`/api/v1/strikes/${strike._id}/appeals`, { text: 'Not mine but let me try' });
    expect(foreign.statusCode).toBe(404);
    expect((await t.as(owner).post(`/api/v1/strikes/${strike._id}/appeals`, { text: '  ' })).statusCode).toBe(400);
    expect(errorOf(await t.as(owner).post(`/api/v1/strikes/${strike._id}/appeals`, {}))).toBe(messages.strikes.appealTextRequired);
    expect((await t.as(null).post(`/api/v1/strikes/${strike._id}/appeals`, { text: 'x' })).statusCode).toBe(401);
    expect((await t.as(admin).post(`/api/v1/strikes/${strike._id}/appeals`, { text: 'x' })).statusCode).toBe(403);
    expect((await t.as(owner).post('/api/v1/strikes/00000000-0000-4000-8000-000000000000/appeals', { text: 'x' })).statusCode).toBe(404);

    const appealed = await t.as(owner).post(`/api/v1/strikes/${strike._id}/appeals`, { text: 'هذا هاتف مستعمل وليس ممنوعًا' });
    expect(appealed.statusCode, appealed.body).toBe(201);
    expect(ZStrike.parse(appealed.json())).toMatchObject({ appeal: { state: 'pending', text: 'هذا هاتف مستعمل وليس ممنوعًا' }, appealUntil: null });
    const twice = await t.as(owner).post(`/api/v1/strikes/${strike._id}/appeals`, { text: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice)).toBe(messages.strikes.appealedAlready);
    expect(await actionsOn(strike._id)).toEqual(['strike.record', 'strike.appeal']);

    const late = await struck('Appeal Late');
    await t.db
      .update(strikes)
      .set({ createdAt: ago(15 * DAY) })
      .where(eq(strikes.id, late.strike._id));
    const tooLate = await t.as(late.owner).post(`/api/v1/strikes/${late.strike._id}/appeals`, { text: 'Please' });
    expect(tooLate.statusCode).toBe(409);
    expect(errorOf(tooLate)).toBe(messages.strikes.appealTooLate);
  });

  it('staff overturn (the listing is back) or uphold from the appeals queue, audited and told to the member', async () => {
    const first = await struck('Overturn Me');
    const second = await struck('Uphold Me');
    for (const { owner, strike } of [first, second]) {
      expect((await t.as(owner).post(`/api/v1/strikes/${strike._id}/appeals`, { text: 'Please look again' })).statusCode).toBe(201);
    }
    const queue = ZAppealQueue.parse((await t.as(admin).get('/api/admin/moderation/appeals')).json());
    const ids = queue.appeals.map((a) => a._id);
    expect(ids).toEqual(expect.arrayContaining([first.strike._id, second.strike._id]));
    expect(ids.indexOf(first.strike._id)).toBeLessThan(ids.indexOf(second.strike._id));
    expect((await t.as(dataentry).get('/api/admin/moderation/appeals')).statusCode).toBe(403);

    const overturned = await t
      .as(admin)
      .post('/api/admin/moderation/appeals/decide', { strike_id: first.strike._id, outcome: 'overturn', note: 'Our mistake' });
    expect(overturned.statusCode, overturned.body).toBe(200);
    expect(ZStaffStrike.parse(overturned.json())).toMatchObject({ appeal: { state: 'overturned', note: 'Our mistake' }, appealDecidedBy: { _id: admin.id } });
    expect((await t.db.select().from(classifiedPosts).where(eq(classifiedPosts.id, first.listing.id)))[0]?.active).toBe(true);
    expect(await actionsOn(first.listing.id)).toEqual(['classified.disallow', 'classified.allow']);
    expect(await actionsOn(first.strike._id)).toEqual(['strike.record', 'strike.appeal', 'strike.overturn']);
    expect((await inbox(first.owner))[0]?.decision).toMatchObject({ action: 'appeal_overturned', reason: 'Our mistake', strikeId: first.strike._id });
    expect((await recordOf(first.owner.id)).count).toBe(0);

    expect((await t.as(admin).post('/api/admin/moderation/appeals/decide', { strike_id: second.strike._id, outcome: 'uphold' })).statusCode).toBe(200);
    expect((await t.db.select().from(classifiedPosts).where(eq(classifiedPosts.id, second.listing.id)))[0]?.active).toBe(false);
    expect(await actionsOn(second.strike._id)).toEqual(['strike.record', 'strike.appeal', 'strike.uphold']);
    expect((await inbox(second.owner))[0]?.decision?.action).toBe('appeal_upheld');
    expect((await recordOf(second.owner.id)).count).toBe(1);

    const again = await t.as(admin).post('/api/admin/moderation/appeals/decide', { strike_id: second.strike._id, outcome: 'overturn' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(messages.strikes.appealNotPending);
    expect((await t.as(admin).post('/api/admin/moderation/appeals/decide', { strike_id: second.strike._id, outcome: 'maybe' })).statusCode).toBe(400);
    expect((await t.as(admin).post('/api/admin/moderation/appeals/decide', { strike_id: 'junk', outcome: 'uphold' })).statusCode).toBe(404);
  });
});

describe("a blocked member's appeal", () => {
  it('the log-in refusal carries a signed token; the appeal works once, and overturning unblocks', async () => {
    const owner = await member('Blocked Appealer');
    expect(
      (await t.as(admin).post('/api/admin/blockuserbyadmin', { block_user_id: owner.id, toBlock: true, reason: 'spam', note: 'Bulk posting' })).statusCode,
    ).toBe(200);
    const refused = await t.as(null).post('/api/login', { email: owner.email, password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toBe(messages.login.accountBlocked);
    const token = refused.json<{ fields: { appealToken: string } }>().fields.appealToken;
    expect(token).toMatch(/^[0-9a-f-]{36}\.\d+\.[\w-]+$/);
    // A wrong password learns nothing of the block or its token.
    const wrong = await t.as(null).post('/api/login', { email: owner.email, password: 'wrong password here' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).not.toHaveProperty('fields');

    const forged = `${token.slice(0, -2)}xx`;
    expect((await t.as(null).post('/api/v1/appeals/blocked', { token: forged, text: 'Let me back' })).statusCode).toBe(404);
    expect((await t.as(null).post('/api/v1/appeals/blocked', { token: 'junk', text: 'Let me back' })).statusCode).toBe(404);
    expect((await t.as(null).post('/api/v1/appeals/blocked', { token })).statusCode).toBe(400);
    const appealed = await t.as(null).post('/api/v1/appeals/blocked', { token, text: 'I post for my shop, not spam' });
    expect(appealed.statusCode, appealed.body).toBe(201);
    expect(ZStrike.parse(appealed.json())).toMatchObject({ action: 'block', appeal: { state: 'pending' } });
    expect((await t.as(null).post('/api/v1/appeals/blocked', { token, text: 'Again' })).statusCode).toBe(409);
    // Appealed: the refusal no longer offers a token.
    expect((await t.as(null).post('/api/login', { email: owner.email, password: TEST_PASSWORD })).json()).not.toHaveProperty('fields');

    const [strike] = await t.db
      .select()
      .from(strikes)
      .where(and(eq(strikes.userId, owner.id), eq(strikes.action, 'block')));
    expect((await t.as(admin).post('/api/admin/moderation/appeals/decide', { strike_id: strike!.id, outcome: 'overturn' })).statusCode).toBe(200);
    expect((await t.as(null).post('/api/login', { email: owner.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await actionsOn(owner.id)).toEqual(['user.block', 'user.unblock']);
    expect(await actionsOn(strike!.id)).toEqual(['strike.record', 'strike.appeal', 'strike.overturn']);
  });
});

describe('mails', () => {
  it('mails a strike in the member’s language after the undo window, never an undone one, and the appeal’s outcome', async () => {
    const owner = await member('Mail Owner');
    await t.db.update(users).set({ language: 'ar' }).where(eq(users.id, owner.id));
    const kept = await buildPost(t.db, { userId: owner.id });
    const undone = await buildPost(t.db, { userId: owner.id });
    for (const post of [kept, undone]) {
      expect((await t.as(admin).post('/api/post/hide-post', { post_id: post.id, active: false, reason: 'offensive' })).statusCode).toBe(200);
    }
    expect((await t.as(admin).post('/api/admin/strikes/undo', { subject_type: 'post', subject_id: undone.id })).statusCode).toBe(200);
    const { sent, mailer } = capture();
    const options = { db: t.db, mailer, publicUrl: 'https://souq.test' };
    await sendStrikeMails(options);
    expect(sent.filter((m) => m.to === owner.email)).toEqual([]);

    await t.db
      .update(strikes)
      .set({ createdAt: ago(2 * 60 * 1000) })
      .where(eq(strikes.userId, owner.id));
    await sendStrikeMails(options);
    const mine = sent.filter((m) => m.to === owner.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe('قرار من فريق سوق');
    expect(mine[0]!.text).toContain('أخفى أحد منشوراتك');
    expect(mine[0]!.text).toContain('محتوى مسيء');
    expect(mine[0]!.html).toContain('dir="rtl"');

    const [strike] = await t.db.select().from(strikes).where(eq(strikes.subjectId, kept.id));
    expect((await t.as(owner).post(`/api/v1/strikes/${strike!.id}/appeals`, { text: 'لم أقصد الإساءة' })).statusCode).toBe(201);
    expect((await t.as(admin).post('/api/admin/moderation/appeals/decide', { strike_id: strike!.id, outcome: 'overturn' })).statusCode).toBe(200);
    await sendStrikeMails(options);
    const outcome = sent.filter((m) => m.to === owner.email);
    expect(outcome).toHaveLength(2);
    expect(outcome[1]!.subject).toBe('قُبل اعتراضك في سوق');
    await sendStrikeMails(options);
    expect(sent.filter((m) => m.to === owner.email)).toHaveLength(2);
  });
});
