import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { ZActivityInbox, ZNotificationSettings, ZUnreadCount, type ActivityInbox } from '@souq/contract/members-activity';
import { activityItems } from '../../db/schema/activity';
import { pushDeliveries } from '../../db/schema/outbox';
import type { MemberEvent } from '../member-events/event-hub';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { buildClassified, buildClassifiedReport, buildDeviceToken, buildPost, buildPostReport, buildUserBlock } from '../../../test/factories';

const am = messages.members.activity;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let t: TestContext;
let admin: { id: string; token: string };
beforeAll(async () => {
  t = await createTestContext({ LOGIN_RATE_MAX: '1000', MEMBER_WRITE_RATE_MAX: '1000' });
  admin = await t.userWithToken('admin');
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<TestContext['userWithToken']>>;
const member = (name: string) => t.userWithToken('user', { name });
const inbox = async (who: Member, query = ''): Promise<ActivityInbox> => {
  const response = await t.as(who).get(`/api/v1/notifications${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZActivityInbox.parse(response.json());
};
const like = (who: Member, postId: string) => t.as(who).post(`/api/v1/posts/${postId}/like`);
const unlike = (who: Member, postId: string) => t.as(who).delete(`/api/v1/posts/${postId}/like`);
const comment = (who: Member, postId: string, text: string) => t.as(who).post(`/api/v1/posts/${postId}/comments`, { comment: text });
const follow = (who: Member, id: string) => t.as(who).post(`/api/v1/users/${id}/follow`);
const read = (who: Member, body: unknown) => t.as(who).post('/api/v1/notifications/read', body);
const settings = (who: Member, body: unknown) => t.as(who).put('/api/v1/me/notification-settings', body);
/** Only the member-to-member items: team messages sent to everyone by other tests are left out. */
const activityOf = (page: ActivityInbox) => page.items.filter((item) => item.kind !== 'team');

describe('GET /api/v1/notifications', () => {
  it('tells the member of a follow, a like and a comment, newest first, unread, with who did it', async () => {
    const a = await member('Amal Author');
    const b = await member('Badr Fan');
    const post = await buildPost(t.db, { userId: a.id });
    expect((await follow(b, a.id)).statusCode).toBe(200);
    expect((await like(b, post.id)).statusCode).toBe(200);
    expect((await comment(b, post.id, 'Lovely photo')).statusCode).toBe(201);

    const page = await inbox(a);
    const bRef = { _id: b.id, name: 'Badr Fan', photo: null };
    expect(activityOf(page).map((item) => [item.kind, item.subject, item.actors, item.actorCount, item.read])).toEqual([
      ['comment', { type: 'post', _id: post.id }, [bRef], 1, false],
      ['like', { type: 'post', _id: post.id }, [bRef], 1, false],
      ['follow', { type: 'user', _id: b.id }, [bRef], 1, false],
    ]);
    expect(activityOf(page)[0]!.preview).toBe('Lovely photo');
    expect(page.unread).toBeGreaterThanOrEqual(3);
    const count = ZUnreadCount.parse((await t.as(a).get('/api/v1/notifications/unread-count')).json());
    expect(count.unread).toBe(page.unread);
    // The actor's own inbox says nothing of what they did.
    expect(activityOf(await inbox(b))).toEqual([]);
  });

  it('groups the likes of one post into one item naming the newest, and an unlike takes its like back', async () => {
    const a = await member('Amal Grouped');
    const post = await buildPost(t.db, { userId: a.id });
    const fans = [await member('Fan One'), await member('Fan Two'), await member('Fan Three'), await member('Fan Four')];
    for (const fan of fans) expect((await like(fan, post.id)).statusCode).toBe(200);

    let [item] = activityOf(await inbox(a));
    expect(item).toMatchObject({ kind: 'like', actorCount: 4 });
    expect(item!.actors.map((actor) => actor.name)).toEqual(['Fan Four', 'Fan Three', 'Fan Two']);

    expect((await unlike(fans[3]!, post.id)).statusCode).toBe(200);
    [item] = activityOf(await inbox(a));
    expect(item).toMatchObject({ kind: 'like', actorCount: 3 });
    expect(item!.actors.map((actor) => actor.name)).toEqual(['Fan Three', 'Fan Two', 'Fan One']);

    for (const fan of fans.slice(0, 3)) await unlike(fan, post.id);
    expect(activityOf(await inbox(a))).toEqual([]);
    expect(await t.db.$count(activityItems, eq(activityItems.recipientId, a.id))).toBe(0);
  });

  it('says nothing of what members do to their own content, and an unfollow takes the follow back', async () => {
    const a = await member('Amal Self');
    const post = await buildPost(t.db, { userId: a.id });
    await like(a, post.id);
    await comment(a, post.id, 'my own words');
    expect(activityOf(await inbox(a))).toEqual([]);

    const b = await member('Badr Leaving');
    await follow(b, a.id);
    expect(activityOf(await inbox(a))).toHaveLength(1);
    expect((await t.as(b).delete(`/api/v1/users/${a.id}/follow`)).statusCode).toBe(200);
    expect(activityOf(await inbox(a))).toEqual([]);
  });

  it('never names a member blocked either way, and a deleted comment is no longer quoted', async () => {
    const a = await member('Amal Blocks');
    const b = await member('Badr Blocked');
    const post = await buildPost(t.db, { userId: a.id });
    const answer = await comment(b, post.id, 'something rude');
    expect(activityOf(await inbox(a))[0]!.preview).toBe('something rude');
    expect((await t.as(b).delete(`/api/v1/comments/${answer.json<{ _id: string }>()._id}`)).statusCode).toBe(200);
    expect(activityOf(await inbox(a))).toEqual([]);

    await like(b, post.id);
    expect(activityOf(await inbox(a))).toHaveLength(1);
    await buildUserBlock(t.db, { blockerId: a.id, blockedId: b.id });
    expect(activityOf(await inbox(a))).toEqual([]);

    // A block the other way round stops new items too.
    const c = await member('Cyrus Blocker');
    const other = await buildPost(t.db, { userId: c.id });
    await buildUserBlock(t.db, { blockerId: c.id, blockedId: a.id });
    expect((await like(a, other.id)).statusCode).toBe(404);
    expect(activityOf(await inbox(c))).toEqual([]);
  });

  it('pages newest first with a cursor through the items and the team messages together, each once', async () => {
    const a = await member('Amal Pages');
    const posts = [await buildPost(t.db, { userId: a.id }), await buildPost(t.db, { userId: a.id }), await buildPost(t.db, { userId: a.id })];
    const b = await member('Badr Pages');
    for (const post of posts) await like(b, post.id);
    const sent = await t.as(admin).post('/api/noti/send-notification', { title: 'Eid hours', description: 'Open late', emails: [a.email] });
    expect(sent.statusCode).toBe(200);
    await comment(b, posts[0]!.id, 'last one');

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ActivityInbox = await inbox(a, `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item) => (item.kind === 'team' ? `team:${item.title}` : `${item.kind}:${item.subject?._id}`)));
      cursor = page.nextCursor;
    } while (cursor);
    const mine = seen.filter((entry) => !entry.startsWith('team:') || entry === 'team:Eid hours');
    expect(mine).toEqual([`comment:${posts[0]!.id}`, 'team:Eid hours', `like:${posts[2]!.id}`, `like:${posts[1]!.id}`, `like:${posts[0]!.id}`]);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('answers 401 without a token, 403 to staff and 400 for a bad cursor or limit', async () => {
    expect((await t.anonymous.get('/api/v1/notifications')).statusCode).toBe(401);
    expect((await t.anonymous.get('/api/v1/notifications/unread-count')).statusCode).toBe(401);
    expect((await t.as(admin).get('/api/v1/notifications')).statusCode).toBe(403);
    const a = await member('Amal Junk');
    const badCursor = await t.as(a).get('/api/v1/notifications?cursor=nonsense');
    expect(badCursor.statusCode).toBe(400);
    expect(errorOf(badCursor)).toBe(messages.members.common.cursorInvalid);
    expect((await t.as(a).get('/api/v1/notifications?limit=0')).statusCode).toBe(400);
  });
});

describe('POST /api/v1/notifications/read', () => {
  it('marks items read by id or all at once; a like after that starts a new item', async () => {
    const a = await member('Amal Reads');
    const post = await buildPost(t.db, { userId: a.id });
    const [b, c] = [await member('Badr Reads'), await member('Cala Reads')];
    await like(b, post.id);
    await follow(c, a.id);
    const sent = await t.as(admin).post('/api/noti/send-notification', { title: 'Hello', description: 'From the team', emails: [a.email] });
    expect(sent.statusCode).toBe(200);
    const before = await inbox(a);
    const likeItem = before.items.find((item) => item.kind === 'like')!;

    const marked = await read(a, { ids: [likeItem._id] });
    expect(marked.statusCode).toBe(200);
    expect(ZUnreadCount.parse(marked.json()).unread).toBe(before.unread - 1);
    expect((await inbox(a)).items.find((item) => item._id === likeItem._id)!.read).toBe(true);

    await like(c, post.id);
    const likes = (await inbox(a)).items.filter((item) => item.kind === 'like');
    expect(likes.map((item) => [item.actors[0]!.name, item.read])).toEqual([
      ['Cala Reads', false],
      ['Badr Reads', true],
    ]);

    expect(ZUnreadCount.parse((await read(a, { all: true })).json()).unread).toBe(0);
    const after = await inbox(a);
    expect(after.unread).toBe(0);
    expect(after.items.every((item) => item.read)).toBe(true);
  });

  it("answers 404 for ids that are not the member's, changing nothing of another member's", async () => {
    const a = await member('Amal Owner');
    const post = await buildPost(t.db, { userId: a.id });
    await like(await member('Badr Liker'), post.id);
    const [item] = activityOf(await inbox(a));
    const stranger = await member('Stranger Danger');
    for (const ids of [[item!._id], [UNKNOWN]]) {
      const refused = await read(stranger, { ids });
      expect(refused.statusCode).toBe(404);
      expect(errorOf(refused)).toBe(am.notificationNotFound);
    }
    expect(activityOf(await inbox(a))[0]!.read).toBe(false);
  });

  it('answers 400 for junk, 401 and 403, never 500', async () => {
    const a = await member('Amal Junk Reads');
    for (const body of [{}, { all: false }, { ids: [] }, { ids: ['x'] }, { ids: 'x' }, { all: true, ids: [UNKNOWN] }, null, []]) {
      const response = await read(a, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const tooMany = await read(a, { ids: Array.from({ length: 101 }, () => UNKNOWN) });
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany)).toBe(am.tooManyIds);
    expect((await t.anonymous.post('/api/v1/notifications/read', { all: true })).statusCode).toBe(401);
    expect((await t.as(admin).post('/api/v1/notifications/read', { all: true })).statusCode).toBe(403);
  });
});

describe('/api/v1/me/notification-settings', () => {
  it('starts with everything on that Souq sends; a kind turned off in the app records nothing, and its push goes with push off', async () => {
    const a = await member('Amal Settings');
    const initial = ZNotificationSettings.parse((await t.as(a).get('/api/v1/me/notification-settings')).json());
    expect(initial.settings.like).toEqual({ inApp: true, push: false, email: false });
    expect(initial.settings.follow).toEqual({ inApp: true, push: true, email: false });
    expect(initial.settings.saved_search).toEqual({ inApp: true, push: true, email: true });
    expect(initial.settings.moderation).toEqual({ inApp: true, push: true, email: true });

    const changed = await settings(a, { settings: { like: { inApp: false }, comment: { push: false } } });
    expect(changed.statusCode).toBe(200);
    expect(ZNotificationSettings.parse(changed.json()).settings).toMatchObject({
      like: { inApp: false, push: false, email: false },
      comment: { inApp: true, push: false, email: false },
      follow: { inApp: true, push: true, email: false },
    });
    const device = await buildDeviceToken(t.db, { userId: a.id });
    const post = await buildPost(t.db, { userId: a.id });
    const b = await member('Badr Quiet');
    await like(b, post.id);
    await comment(b, post.id, 'no buzz');
    await follow(b, a.id);
    expect(activityOf(await inbox(a)).map((item) => item.kind)).toEqual(['follow', 'comment']);
    const pushes = await t.db.select().from(pushDeliveries).where(eq(pushDeliveries.deviceTokenId, device.id));
    expect(pushes.map((push) => push.title)).toEqual(['New follower']);

    // Turned on again, a like is told again.
    await settings(a, { settings: { like: { inApp: true } } });
    await like(await member('Cala Loud'), post.id);
    expect(activityOf(await inbox(a)).map((item) => item.kind)).toContain('like');
  });

  it('refuses turning staff decisions off in the app, and junk, with 400', async () => {
    const a = await member('Amal Refuses');
    const refused = await settings(a, { settings: { moderation: { inApp: false } } });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toBe(am.staffDecisionsStay);
    for (const body of [{}, { settings: { dance: { inApp: false } } }, { settings: { like: { inApp: 'no' } } }, { settings: { like: { sms: true } } }, null]) {
      const response = await settings(a, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await settings(a, { settings: { moderation: { push: false } } })).statusCode).toBe(200);
  });

  it('refuses a switch that would do nothing, and takes a pair sent as it already is', async () => {
    const a = await member('Amal Fixed');
    for (const [body, message] of [
      [{ settings: { like: { push: true } } }, am.channelNotUsed],
      [{ settings: { follow: { email: true }, comment: { push: false } } }, am.channelNotUsed],
      [{ settings: { moderation: { email: false } } }, am.staffDecisionsMailed],
    ] as const) {
      const refused = await settings(a, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(refused)).toBe(message);
    }
    // Nothing of a refused change was kept, not even its one valid pair.
    const kept = ZNotificationSettings.parse((await t.as(a).get('/api/v1/me/notification-settings')).json());
    expect(kept.settings.comment.push).toBe(true);
    const asItIs = await settings(a, { settings: { like: { inApp: true, push: false, email: false }, moderation: { inApp: true, email: true } } });
    expect(asItIs.statusCode).toBe(200);
    expect(ZNotificationSettings.parse(asItIs.json()).settings.like).toEqual({ inApp: true, push: false, email: false });
  });

  it('answers 401 and 403 to callers who are not members', async () => {
    expect((await t.anonymous.get('/api/v1/me/notification-settings')).statusCode).toBe(401);
    expect((await t.as(admin).get('/api/v1/me/notification-settings')).statusCode).toBe(403);
    expect((await t.as(admin).put('/api/v1/me/notification-settings', { settings: {} })).statusCode).toBe(403);
  });
});

describe('staff decisions and live events', () => {
  it('tells the owner that staff hid their post or disallowed their listing, with the reason staff gave', async () => {
    const a = await member('Amal Moderated');
    const post = await buildPost(t.db, { userId: a.id });
    await buildPostReport(t.db, { postId: post.id, reportDescription: 'spam' });
    const listing = await buildClassified(t.db, { userId: a.id });
    await buildClassifiedReport(t.db, { classifiedId: listing.id, reason: 'fraud' });
    const hidden = await t
      .as(admin)
      .post('/api/admin/moderation/decide', { kind: 'post', subject_id: post.id, action: 'hide', note: 'Selling outside the rules', reason: 'prohibited' });
    expect(hidden.statusCode).toBe(200);
    const disallowed = await t.as(admin).post('/api/admin/moderation/decide', { kind: 'listing', subject_id: listing.id, action: 'hide', note: '' });
    expect(disallowed.statusCode).toBe(200);

    expect(activityOf(await inbox(a)).map((item) => [item.kind, item.subject, item.decision, item.actors])).toEqual([
      ['moderation', { type: 'listing', _id: listing.id }, { action: 'disallowed', reason: null, category: 'other', strikeId: expect.any(String) }, []],
      [
        'moderation',
        { type: 'post', _id: post.id },
        { action: 'hidden', reason: 'Selling outside the rules', category: 'prohibited', strikeId: expect.any(String) },
        [],
      ],
    ]);

    // The console's own switches tell the owner too, with the reason they asked for.
    const other = await buildClassified(t.db, { userId: a.id });
    expect((await t.as(admin).post('/api/classifieds/allow-ordisallow', { classified_id: other.id, active: false, reason: 'wrong_category' })).statusCode).toBe(
      200,
    );
    expect(activityOf(await inbox(a))[0]).toMatchObject({
      kind: 'moderation',
      subject: { type: 'listing', _id: other.id },
      decision: { action: 'disallowed', reason: null, category: 'wrong_category' },
    });
  });

  it("sends the grown item and the badge on the member's stream after the commit, and the read to their other screens", async () => {
    const a = await member('Amal Live');
    const post = await buildPost(t.db, { userId: a.id });
    const heard: MemberEvent[] = [];
    const stop = t.app.memberEvents.subscribe(a.id, (event) => heard.push(event));
    try {
      await like(await member('Live One'), post.id);
      await like(await member('Live Two'), post.id);
      const items = heard.filter((event) => event.type === 'activity');
      expect(items).toHaveLength(2);
      expect(items[1]!.data).toMatchObject({ item: { kind: 'like', actorCount: 2, actors: [{ name: 'Live Two' }, { name: 'Live One' }] }, unread: 1 });
      // The event the apps listened for before stays.
      expect(heard.filter((event) => event.type === 'like')).toHaveLength(2);
      await read(a, { all: true });
      expect(heard.at(-1)).toMatchObject({ type: 'activity-read', data: { unread: 0 } });
    } finally {
      stop();
    }
  });
});
