import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { ZActivityInbox, type ActivityInbox } from '@souq/contract/members-activity';
import { ZMemberComment } from '@souq/contract/members-posts';
import { pushDeliveries } from '../../db/schema/outbox';
import type { MemberEvent } from '../member-events/event-hub';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { buildDeviceToken, buildPost, buildUserBlock } from '../../../test/factories';
import { mentionCandidates } from './mentions.queries';

const pm = messages.members.posts;

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ LOGIN_RATE_MAX: '1000', MEMBER_WRITE_RATE_MAX: '1000' });
});
afterAll(() => t.close());

type Caller = Awaited<ReturnType<TestContext['userWithToken']>>;
type Member = Caller & { name: string };
let serial = 0;
/** Names unique to this file's run: a mention names exactly one member or nobody. */
async function member(base: string): Promise<Member> {
  const name = `${base} ${(serial += 1)}x${process.pid}${Date.now() % 100000}`;
  return { ...(await t.userWithToken('user', { name })), name };
}
const nameOf = async (who: Member) => who.name;
const inbox = async (who: Caller): Promise<ActivityInbox> => {
  const response = await t.as(who).get('/api/v1/notifications');
  expect(response.statusCode, response.body).toBe(200);
  return ZActivityInbox.parse(response.json());
};
const activityOf = async (who: Caller) => (await inbox(who)).items.filter((item) => item.kind !== 'team');
const comment = (who: Member, postId: string, body: unknown) => t.as(who).post(`/api/v1/posts/${postId}/comments`, body);
const settings = (who: Member, body: unknown) => t.as(who).put('/api/v1/me/notification-settings', body);

describe('mention candidates', () => {
  it('reads up to four words after an @ that starts a word, longest first, without closing punctuation', () => {
    expect(mentionCandidates('Hi @Sara Ali, look!')).toEqual([['sara ali, look', 'sara ali', 'sara']]);
    expect(mentionCandidates('@a b c d e f')).toEqual([['a b c d', 'a b c', 'a b', 'a']]);
    expect(mentionCandidates('mail me at sara@example.com')).toEqual([]);
    expect(mentionCandidates('شكرًا @سارة علي')).toEqual([['سارة علي', 'سارة']]);
    expect(mentionCandidates('@ nobody')).toEqual([]);
  });
});

describe('replies', () => {
  it("tells the answered comment's author (kind reply), once, and the post's author of a comment", async () => {
    const owner = await member('Omar Owner');
    const a = await member('Amal Commenter');
    const b = await member('Badr Replier');
    const post = await buildPost(t.db, { userId: owner.id });
    const first = ZMemberComment.parse((await comment(a, post.id, { comment: 'Nice car' })).json());
    expect(first.reply_to).toBeNull();
    const heard: MemberEvent[] = [];
    const stop = t.app.memberEvents.subscribe(a.id, (event) => heard.push(event));
    try {
      const reply = await comment(b, post.id, { comment: 'I agree', reply_to: first._id });
      expect(reply.statusCode, reply.body).toBe(201);
      expect(ZMemberComment.parse(reply.json()).reply_to).toBe(first._id);
    } finally {
      stop();
    }
    const items = await activityOf(a);
    expect(items.map((item) => [item.kind, item.subject, item.actors.map((x) => x._id), item.preview])).toEqual([
      ['reply', { type: 'post', _id: post.id }, [b.id], 'I agree'],
    ]);
    expect(heard.filter((event) => event.type === 'activity')).toHaveLength(1);
    // The post's author hears of both comments, grouped.
    expect((await activityOf(owner)).map((item) => [item.kind, item.actorCount])).toEqual([['comment', 2]]);
  });

  it('refuses a reply to a comment of another post, an unknown one or junk with 400, and a blocked member is not told', async () => {
    const owner = await member('Omar Strict');
    const a = await member('Amal Strict');
    const post = await buildPost(t.db, { userId: owner.id });
    const other = await buildPost(t.db, { userId: owner.id });
    const elsewhere = ZMemberComment.parse((await comment(a, other.id, { comment: 'there' })).json());
    for (const replyTo of [elsewhere._id, '00000000-0000-4000-8000-000000000000', 'junk', 7]) {
      const refused = await comment(owner, post.id, { comment: 'hm', reply_to: replyTo });
      expect(refused.statusCode, String(replyTo)).toBe(400);
      expect(errorOf(refused)).toBe(pm.replyToInvalid);
    }
    const mine = ZMemberComment.parse((await comment(a, post.id, { comment: 'mine' })).json());
    const c = await member('Cala Blocked');
    await buildUserBlock(t.db, { blockerId: a.id, blockedId: c.id });
    // c cannot see a's comment: answering it is refused like an unknown one.
    expect((await comment(c, post.id, { comment: 'hey', reply_to: mine._id })).statusCode).toBe(400);
    expect((await comment(owner, post.id, { comment: 'thanks', reply_to: mine._id })).statusCode).toBe(201);
    expect((await activityOf(a)).map((item) => item.kind)).toEqual(['reply']);
    // Unsigned: 401; another member's post that is not there: 404.
    expect((await t.anonymous.post(`/api/v1/posts/${post.id}/comments`, { comment: 'x', reply_to: mine._id })).statusCode).toBe(401);
    expect((await comment(a, '00000000-0000-4000-8000-000000000000', { comment: 'x', reply_to: mine._id })).statusCode).toBe(404);
  });

  it('a deleted reply no longer quotes its words, and its author leaves the group', async () => {
    const owner = await member('Omar Delete');
    const a = await member('Amal Delete');
    const b = await member('Badr Delete');
    const post = await buildPost(t.db, { userId: owner.id });
    const first = ZMemberComment.parse((await comment(a, post.id, { comment: 'first' })).json());
    const reply = ZMemberComment.parse((await comment(b, post.id, { comment: 'secret words', reply_to: first._id })).json());
    expect((await t.as(b).delete(`/api/v1/comments/${reply._id}`)).statusCode).toBe(200);
    expect(await activityOf(a)).toEqual([]);
  });
});

describe('mentions', () => {
  it('tells a member named in a comment and in a post, with the words, and pushes it', async () => {
    const a = await member('Amal Named');
    const b = await member('Badr Namer');
    const device = await buildDeviceToken(t.db, { userId: a.id });
    const aName = await nameOf(a);
    const post = await buildPost(t.db, { userId: b.id });
    expect((await comment(b, post.id, { comment: `look @${aName.toUpperCase()}!` })).statusCode).toBe(201);
    const created = await t.as(b).post('/api/v1/posts', { title: 'For sale', description: `Asking @${aName} first` });
    expect(created.statusCode, created.body).toBe(201);
    const newPost = created.json<{ _id: string }>();
    const items = await activityOf(a);
    expect(items.map((item) => [item.kind, item.subject?._id, item.actors.map((x) => x._id)])).toEqual([
      ['mention', newPost._id, [b.id]],
      ['mention', post.id, [b.id]],
    ]);
    expect(items[1]!.preview).toBe(`look @${aName.toUpperCase()}!`);
    const pushes = await t.db.select().from(pushDeliveries).where(eq(pushDeliveries.deviceTokenId, device.id));
    expect(pushes.map((push) => push.title)).toEqual([messages.members.activity.pushMentionTitle, messages.members.activity.pushMentionTitle]);

    // Editing the post tells only those it newly names.
    const c = await member('Cala Later');
    const edited = await t.as(b).patch(`/api/v1/posts/${newPost._id}`, { description: `Asking @${aName} first, then @${await nameOf(c)}` });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await activityOf(c)).map((item) => item.kind)).toEqual(['mention']);
    expect(await activityOf(a)).toHaveLength(2);
  });

  it("tells the post's author named in a comment once (a mention, not also a comment)", async () => {
    const owner = await member('Omar Mentioned');
    const b = await member('Badr Writes');
    const post = await buildPost(t.db, { userId: owner.id });
    expect((await comment(b, post.id, { comment: `@${await nameOf(owner)} is it sold?` })).statusCode).toBe(201);
    expect((await activityOf(owner)).map((item) => item.kind)).toEqual(['mention']);
  });

  it('tells nobody for a name two members share, oneself, a blocked member, or a kind turned off', async () => {
    const twinName = `Twin Same ${process.pid} ${Date.now() % 100000}`;
    await t.userWithToken('user', { name: twinName });
    const twin = await t.userWithToken('user', { name: twinName });
    const b = await member('Badr Careful');
    const blocked = await member('Dana Blocker');
    await buildUserBlock(t.db, { blockerId: blocked.id, blockedId: b.id });
    const quiet = await member('Quiet Member');
    expect((await settings(quiet, { settings: { mention: { inApp: false } } })).statusCode).toBe(200);
    const post = await buildPost(t.db, { userId: b.id });
    const text = `@${twinName} @${await nameOf(b)} @${await nameOf(blocked)} @${await nameOf(quiet)}`;
    expect((await comment(b, post.id, { comment: text })).statusCode).toBe(201);
    for (const who of [twin, b, blocked, quiet]) expect(await activityOf(who)).toEqual([]);

    // Turned on again, the next mention is told.
    expect((await settings(quiet, { settings: { mention: { inApp: true } } })).statusCode).toBe(200);
    expect((await comment(b, post.id, { comment: `@${await nameOf(quiet)} again` })).statusCode).toBe(201);
    expect((await activityOf(quiet)).map((item) => item.kind)).toEqual(['mention']);
  });

  it('lists reply and mention in the settings, each per channel', async () => {
    const a = await member('Amal Settings');
    const changed = await settings(a, { settings: { reply: { push: false }, mention: { inApp: false } } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ settings: Record<string, unknown> }>().settings).toMatchObject({
      reply: { inApp: true, push: false, email: false },
      mention: { inApp: false, push: true, email: false },
    });
  });
});
