import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, or } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { ZBlockedList, ZFollowList, ZMemberProfile } from '@souq/contract/members-account';
import { ZUserReportList } from '@souq/contract/users';
import { auditLog } from '../../db/schema/content';
import { followAnnouncements, follows, userBlocks } from '../../db/schema/members';
import { userReports, users } from '../../db/schema/users';
import type { MemberEvent } from '../member-events/event-hub';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { buildFollow, buildPost, buildUser, buildUserBlock, minutesAgo } from '../../../test/factories';

const a = messages.members.account;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let t: TestContext;
let admin: { id: string; token: string };
beforeAll(async () => {
  t = await createTestContext({ LOGIN_RATE_MAX: '1000' });
  admin = await t.userWithToken('admin');
});
afterAll(() => t.close());

const member = (name?: string) => t.userWithToken('user', name ? { name } : {});
const followRow = (followerId: string, followeeId: string) => t.db.$count(follows, and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));

/** Members the tests cannot reach: erased, blocked by staff, and a staff account. */
async function unreachable() {
  const deleted = await buildUser(t.db, { deletedAt: new Date() });
  const staffBlocked = await buildUser(t.db, { blocked: true });
  const staff = await buildUser(t.db, { role: 'dataentry' });
  return { unknown: UNKNOWN, deleted: deleted.id, staffBlocked: staffBlocked.id, staff: staff.id };
}

describe('GET /api/v1/users/:id', () => {
  it("shows a member's card with exact counts and the caller's relation to them", async () => {
    const viewer = await member();
    const target = await member('Public Pia');
    await buildFollow(t.db, { followerId: viewer.id, followeeId: target.id });
    await buildFollow(t.db, { followeeId: target.id });
    await buildFollow(t.db, { followeeId: target.id, followerId: (await buildUser(t.db, { deletedAt: new Date() })).id });
    await buildFollow(t.db, { followerId: target.id });
    await buildFollow(t.db, { followerId: target.id, followeeId: (await buildUser(t.db, { blocked: true })).id });
    await buildPost(t.db, { userId: target.id });
    await buildPost(t.db, { userId: target.id });
    await buildPost(t.db, { userId: target.id, authorHidden: true });

    const response = await t.as(viewer).get(`/api/v1/users/${target.id.toUpperCase()}`);
    expect(response.statusCode).toBe(200);
    const profile = ZMemberProfile.parse(response.json());
    expect(profile).toEqual({
      _id: target.id,
      name: 'Public Pia',
      photo: null,
      createdAt: profile.createdAt,
      followers: 2,
      following: 1,
      posts: 2,
      followedByMe: true,
      blockedByMe: false,
      emailVerified: true,
      listings: 0,
      replies: null,
    });
    // No personal data on another member's card.
    expect(Object.keys(response.json<object>())).not.toContain('email');
    // Staff may read it.
    expect((await t.as(admin).get(`/api/v1/users/${target.id}`)).json()).toMatchObject({ followedByMe: false, followers: 2 });
  });

  it('is 404 for unknown, erased, staff-blocked and staff accounts, and 400 for an id that is no id', async () => {
    const viewer = await member();
    for (const [kind, id] of Object.entries(await unreachable())) {
      const response = await t.as(viewer).get(`/api/v1/users/${id}`);
      expect(response.statusCode, kind).toBe(404);
      expect(errorOf(response)).toBe(a.memberNotFound);
    }
    const junk = await t.as(viewer).get('/api/v1/users/not-an-id');
    expect(junk.statusCode).toBe(400);
    expect(errorOf(junk)).toBe(messages.members.common.idInvalid);
    // A visitor reads a profile card (visitor-reads.test.ts); a bad token is refused, not read as a visitor.
    expect((await t.anonymous.get(`/api/v1/users/${viewer.id}`)).statusCode).toBe(200);
    expect((await t.as('not.a.token').get(`/api/v1/users/${viewer.id}`)).statusCode).toBe(401);
  });

  it('vanishes for a member the other blocked; the blocker still sees the card, marked blockedByMe', async () => {
    const blocker = await member();
    const blocked = await member();
    await buildUserBlock(t.db, { blockerId: blocker.id, blockedId: blocked.id });
    expect((await t.as(blocked).get(`/api/v1/users/${blocker.id}`)).statusCode).toBe(404);
    const seen = await t.as(blocker).get(`/api/v1/users/${blocked.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ blockedByMe: true, followedByMe: false });
  });
});

describe('POST and DELETE /api/v1/users/:id/follow', () => {
  it('tells the followed member of a re-follow at most once a day, however often they loop', async () => {
    const fan = await member();
    const star = await member();
    const heard: MemberEvent[] = [];
    const stop = t.app.memberEvents.subscribe(star.id, (event) => heard.push(event));
    try {
      for (let loop = 0; loop < 3; loop += 1) {
        expect((await t.as(fan).post(`/api/v1/users/${star.id}/follow`)).json()).toEqual({ followedByMe: true });
        expect((await t.as(fan).delete(`/api/v1/users/${star.id}/follow`)).json()).toEqual({ followedByMe: false });
      }
      expect((await t.as(fan).post(`/api/v1/users/${star.id}/follow`)).json()).toEqual({ followedByMe: true });
      await t.app.background.settled();
      expect(heard.filter((event) => event.type === 'follow')).toHaveLength(1);
      expect(await followRow(fan.id, star.id)).toBe(1);

      // A day after the last announcement, a re-follow is news again.
      await t.db
        .update(followAnnouncements)
        .set({ announcedAt: minutesAgo(25 * 60) })
        .where(eq(followAnnouncements.followerId, fan.id));
      await t.as(fan).delete(`/api/v1/users/${star.id}/follow`);
      await t.as(fan).post(`/api/v1/users/${star.id}/follow`);
      await t.app.background.settled();
      expect(heard.filter((event) => event.type === 'follow')).toHaveLength(2);
    } finally {
      stop();
    }
  });

  it('follows once however often asked, tells the followed member once, and unfollows', async () => {
    const fan = await member('Fan Fadi');
    const star = await member();
    const heard: MemberEvent[] = [];
    const stop = t.app.memberEvents.subscribe(star.id, (event) => heard.push(event));
    try {
      const first = await t.as(fan).post(`/api/v1/users/${star.id}/follow`);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ followedByMe: true });
      const again = await t.as(fan).post(`/api/v1/users/${star.id}/follow`);
      expect(again.json()).toEqual({ followedByMe: true });
      await t.app.background.settled();
      // The event the apps knew, then the activity inbox's item.
      expect(heard.map((event) => event.type)).toEqual(['follow', 'activity']);
      expect(heard[0]).toMatchObject({ type: 'follow', data: { user: { _id: fan.id, name: 'Fan Fadi', photo: null } } });
    } finally {
      stop();
    }
    expect(await followRow(fan.id, star.id)).toBe(1);
    expect((await t.as(fan).get(`/api/v1/users/${star.id}`)).json()).toMatchObject({ followedByMe: true, followers: 1 });

    const off = await t.as(fan).delete(`/api/v1/users/${star.id}/follow`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ followedByMe: false });
    expect((await t.as(fan).delete(`/api/v1/users/${star.id}/follow`)).json()).toEqual({ followedByMe: false });
    expect(await followRow(fan.id, star.id)).toBe(0);
    // Members' writes are not staff actions.
    expect(await t.db.$count(auditLog, eq(auditLog.actorId, fan.id))).toBe(0);
  });

  it('refuses oneself (400), a blocked pair either way (403), and unreachable accounts (404), changing nothing', async () => {
    const fan = await member();
    for (const method of ['POST', 'DELETE'] as const) {
      const self = await t.as(fan).send(method, `/api/v1/users/${fan.id}/follow`);
      expect(self.statusCode).toBe(400);
      expect(errorOf(self)).toBe(a.cannotFollowSelf);
      expect(self.json<{ fields: Record<string, string> }>().fields.id).toBe(a.cannotFollowSelf);
    }
    const blockedByFan = await member();
    const blocksFan = await member();
    await buildUserBlock(t.db, { blockerId: fan.id, blockedId: blockedByFan.id });
    await buildUserBlock(t.db, { blockerId: blocksFan.id, blockedId: fan.id });
    for (const other of [blockedByFan, blocksFan]) {
      const response = await t.as(fan).post(`/api/v1/users/${other.id}/follow`);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toBe(messages.members.common.blocked);
      expect(await followRow(fan.id, other.id)).toBe(0);
      const back = await t.as(other).post(`/api/v1/users/${fan.id}/follow`);
      expect(back.statusCode).toBe(403);
    }
    for (const [kind, id] of Object.entries(await unreachable())) {
      for (const method of ['POST', 'DELETE'] as const) {
        const response = await t.as(fan).send(method, `/api/v1/users/${id}/follow`);
        expect(response.statusCode, `${method} ${kind}`).toBe(404);
      }
    }
    expect(await t.db.$count(follows, eq(follows.followerId, fan.id))).toBe(0);
  });

  it('is for members: 401 without a token, 403 for staff, 403 before the address is verified', async () => {
    const star = await member();
    expect((await t.anonymous.post(`/api/v1/users/${star.id}/follow`)).statusCode).toBe(401);
    expect((await t.as(admin).post(`/api/v1/users/${star.id}/follow`)).statusCode).toBe(403);
    const fresh = await member();
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, fresh.id));
    const unverified = await t.as(fresh).post(`/api/v1/users/${star.id}/follow`);
    expect(unverified.statusCode).toBe(403);
    expect(errorOf(unverified)).toBe(messages.members.common.notVerified);
    expect(await t.db.$count(follows, eq(follows.followeeId, star.id))).toBe(0);
  });
});

describe('GET /api/v1/users/:id/followers and /following', () => {
  it('pages newest follow first through cursors, skipping erased, staff-blocked and blocked members', async () => {
    const viewer = await member();
    const star = await member();
    const fans = [];
    for (let i = 0; i < 7; i += 1) {
      const fan = await buildUser(t.db, { name: `Fan ${i}` });
      fans.push(fan);
      // Two pairs share a time: the id breaks the tie.
      await buildFollow(t.db, { followerId: fan.id, followeeId: star.id, createdAt: minutesAgo(100 - Math.floor(i / 2) * 2) });
    }
    await buildFollow(t.db, {
      followerId: (await buildUser(t.db, { deletedAt: new Date() })).id,
      followeeId: star.id,
      createdAt: minutesAgo(1),
    });
    await buildFollow(t.db, { followerId: (await buildUser(t.db, { blocked: true })).id, followeeId: star.id, createdAt: minutesAgo(1) });
    const blockedFan = await buildUser(t.db);
    await buildFollow(t.db, { followerId: blockedFan.id, followeeId: star.id, createdAt: minutesAgo(1) });
    await buildUserBlock(t.db, { blockerId: viewer.id, blockedId: blockedFan.id });

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/v1/users/${star.id}/followers?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await t.as(viewer).get(url);
      expect(response.statusCode, response.body).toBe(200);
      const page = ZFollowList.parse(response.json());
      seen.push(...page.users.map((u) => u._id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    const expected = fans
      .map((fan, i) => ({ id: fan.id, at: 100 - Math.floor(i / 2) * 2 }))
      .sort((x, y) => x.at - y.at || (x.id < y.id ? 1 : -1))
      .map((f) => f.id);
    expect(seen).toEqual(expected);
    expect(pages).toBe(3);

    const first = ZFollowList.parse((await t.as(viewer).get(`/api/v1/users/${star.id}/followers?limit=1`)).json());
    expect(first.users[0]).toEqual({ _id: expected[0], name: expect.any(String), photo: null, followedAt: minutesAgo(94) });

    await buildFollow(t.db, { followerId: star.id, followeeId: fans[0]!.id, createdAt: minutesAgo(5) });
    await buildFollow(t.db, { followerId: star.id, followeeId: fans[1]!.id, createdAt: minutesAgo(3) });
    await buildFollow(t.db, { followerId: star.id, followeeId: blockedFan.id, createdAt: minutesAgo(2) });
    const following = ZFollowList.parse((await t.as(viewer).get(`/api/v1/users/${star.id}/following`)).json());
    expect(following).toEqual({
      users: [
        { _id: fans[1]!.id, name: 'Fan 1', photo: null, followedAt: minutesAgo(3) },
        { _id: fans[0]!.id, name: 'Fan 0', photo: null, followedAt: minutesAgo(5) },
      ],
      nextCursor: null,
    });
  });

  it('refuses a bad cursor or limit (400), is 404 across a block either way and for unreachable accounts', async () => {
    const viewer = await member();
    const star = await member();
    for (const query of [
      'cursor=bm9wZQ',
      'cursor=' + Buffer.from('["2026-01-01T00:00:00.000Z","x"]').toString('base64url'),
      'limit=0',
      'limit=51',
      'limit=two',
    ]) {
      const response = await t.as(viewer).get(`/api/v1/users/${star.id}/followers?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect([messages.members.common.cursorInvalid, messages.members.common.limitInvalid]).toContain(errorOf(response));
    }
    const blocker = await member();
    await buildUserBlock(t.db, { blockerId: blocker.id, blockedId: viewer.id });
    await buildUserBlock(t.db, { blockerId: viewer.id, blockedId: star.id });
    for (const id of [blocker.id, star.id, ...Object.values(await unreachable())]) {
      for (const list of ['followers', 'following']) {
        expect((await t.as(viewer).get(`/api/v1/users/${id}/${list}`)).statusCode).toBe(404);
      }
    }
    expect((await t.anonymous.get(`/api/v1/users/${star.id}/followers`)).statusCode).toBe(401);
    expect((await t.as(admin).get(`/api/v1/users/${viewer.id}/following`)).statusCode).toBe(200);
  });
});

describe('POST and DELETE /api/v1/users/:id/block, GET /api/v1/me/blocked', () => {
  it('blocks (ending follows both ways at once), lists and unblocks; follows do not come back', async () => {
    const me = await member();
    const pest = await member('Pesky Pete');
    await buildFollow(t.db, { followerId: me.id, followeeId: pest.id });
    await buildFollow(t.db, { followerId: pest.id, followeeId: me.id });
    const unrelated = await buildFollow(t.db, { followerId: pest.id });

    const blocked = await t.as(me).post(`/api/v1/users/${pest.id}/block`);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({ blockedByMe: true });
    expect((await t.as(me).post(`/api/v1/users/${pest.id}/block`)).json()).toEqual({ blockedByMe: true });
    expect(
      await t.db.$count(
        follows,
        or(and(eq(follows.followerId, me.id), eq(follows.followeeId, pest.id)), and(eq(follows.followerId, pest.id), eq(follows.followeeId, me.id))),
      ),
    ).toBe(0);
    expect(await followRow(pest.id, unrelated.followeeId)).toBe(1);
    // The blocked member cannot follow back, nor see the blocker.
    expect((await t.as(pest).post(`/api/v1/users/${me.id}/follow`)).statusCode).toBe(403);
    expect((await t.as(pest).get(`/api/v1/users/${me.id}`)).statusCode).toBe(404);

    const list = ZBlockedList.parse((await t.as(me).get('/api/v1/me/blocked')).json());
    expect(list.users).toEqual([{ _id: pest.id, name: 'Pesky Pete', photo: null, blockedAt: expect.any(Date) }]);
    expect(list.nextCursor).toBeNull();

    const lifted = await t.as(me).delete(`/api/v1/users/${pest.id}/block`);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toEqual({ blockedByMe: false });
    expect((await t.as(me).delete(`/api/v1/users/${pest.id}/block`)).json()).toEqual({ blockedByMe: false });
    expect(await t.db.$count(userBlocks, eq(userBlocks.blockerId, me.id))).toBe(0);
    expect(await followRow(me.id, pest.id)).toBe(0);
    expect((await t.as(pest).get(`/api/v1/users/${me.id}`)).statusCode).toBe(200);
  });

  it('never leaves a follow across a block, however a follow and a block interleave', async () => {
    for (let round = 0; round < 5; round += 1) {
      const fan = await member();
      const star = await member();
      const [follow, block] = await Promise.all([t.as(fan).post(`/api/v1/users/${star.id}/follow`), t.as(star).post(`/api/v1/users/${fan.id}/block`)]);
      expect(block.statusCode).toBe(200);
      expect([200, 403]).toContain(follow.statusCode);
      expect(await followRow(fan.id, star.id)).toBe(0);
    }
  });

  it("lifts only the caller's own block: one blocked by the other stays", async () => {
    const first = await member();
    const second = await member();
    await buildUserBlock(t.db, { blockerId: second.id, blockedId: first.id });
    expect((await t.as(first).post(`/api/v1/users/${second.id}/block`)).statusCode).toBe(200);
    expect((await t.as(first).delete(`/api/v1/users/${second.id}/block`)).statusCode).toBe(200);
    expect(await t.db.$count(userBlocks, and(eq(userBlocks.blockerId, second.id), eq(userBlocks.blockedId, first.id)))).toBe(1);
    expect((await t.as(first).post(`/api/v1/users/${second.id}/follow`)).statusCode).toBe(403);
  });

  it('pages the blocked list newest first, leaving erased accounts out', async () => {
    const me = await member();
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const other = await buildUser(t.db);
      ids.unshift(other.id);
      await buildUserBlock(t.db, { blockerId: me.id, blockedId: other.id, createdAt: minutesAgo(50 - i) });
    }
    await buildUserBlock(t.db, {
      blockerId: me.id,
      blockedId: (await buildUser(t.db, { deletedAt: new Date() })).id,
      createdAt: minutesAgo(1),
    });
    const first = ZBlockedList.parse((await t.as(me).get('/api/v1/me/blocked?limit=3')).json());
    expect(first.users.map((u) => u._id)).toEqual(ids.slice(0, 3));
    const second = ZBlockedList.parse((await t.as(me).get(`/api/v1/me/blocked?limit=3&cursor=${first.nextCursor}`)).json());
    expect(second).toEqual({
      users: [expect.objectContaining({ _id: ids[3] }), expect.objectContaining({ _id: ids[4] })],
      nextCursor: null,
    });
    expect((await t.as(me).get('/api/v1/me/blocked?cursor=%%%')).statusCode).toBe(400);
    expect((await t.anonymous.get('/api/v1/me/blocked')).statusCode).toBe(401);
    expect((await t.as(admin).get('/api/v1/me/blocked')).statusCode).toBe(403);
  });

  it('refuses oneself (400), unreachable accounts (404), callers without a token (401) and staff (403)', async () => {
    const me = await member();
    for (const method of ['POST', 'DELETE'] as const) {
      const self = await t.as(me).send(method, `/api/v1/users/${me.id}/block`);
      expect(self.statusCode).toBe(400);
      expect(errorOf(self)).toBe(a.cannotBlockSelf);
      for (const [kind, id] of Object.entries(await unreachable())) {
        expect((await t.as(me).send(method, `/api/v1/users/${id}/block`)).statusCode, `${method} ${kind}`).toBe(404);
      }
      expect((await t.anonymous.send(method, `/api/v1/users/${me.id}/block`)).statusCode).toBe(401);
      expect((await t.as(admin).send(method, `/api/v1/users/${me.id}/block`)).statusCode).toBe(403);
    }
    expect(await t.db.$count(userBlocks, or(eq(userBlocks.blockerId, me.id), eq(userBlocks.blockerId, admin.id)))).toBe(0);
  });

  it('needs no verified address: protecting oneself never waits', async () => {
    const fresh = await member();
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, fresh.id));
    const other = await member();
    expect((await t.as(fresh).post(`/api/v1/users/${other.id}/block`)).statusCode).toBe(200);
  });
});

describe('POST /api/v1/users/:id/report', () => {
  it("files a report that staff read in the console's reported users", async () => {
    const reporter = await member('Careful Carla');
    const reported = await member('Rude Rami');
    const response = await t.as(reporter).post(`/api/v1/users/${reported.id}/report`, { reason: '  Insults in comments ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    const list = ZUserReportList.parse((await t.as(admin).get('/api/user/get-reported-user?itemsPerPage=5')).json());
    expect(list.reported[0]).toMatchObject({
      user_id: { _id: reporter.id, name: 'Careful Carla' },
      reported_user_id: { _id: reported.id, name: 'Rude Rami' },
      reason: 'Insults in comments',
    });
    // Blocking someone does not stop reporting them.
    await t.as(reporter).post(`/api/v1/users/${reported.id}/block`);
    expect((await t.as(reporter).post(`/api/v1/users/${reported.id}/report`, { reason: 'again' })).statusCode).toBe(201);
    expect(await t.db.$count(auditLog, eq(auditLog.actorId, reporter.id))).toBe(0);
  });

  it('refuses oneself or no reason (400), unreachable accounts and one who blocked the caller (404), changing nothing', async () => {
    const reporter = await member();
    const reports = () => t.db.$count(userReports, eq(userReports.userId, reporter.id));
    const self = await t.as(reporter).post(`/api/v1/users/${reporter.id}/report`, { reason: 'me' });
    expect(self.statusCode).toBe(400);
    expect(errorOf(self)).toBe(a.cannotReportSelf);
    const other = await member();
    for (const [payload, message] of [
      [{}, messages.members.common.reasonRequired],
      [{ reason: '   ' }, messages.members.common.reasonRequired],
      [{ reason: 'x'.repeat(1001) }, messages.members.common.reasonTooLong],
    ] as const) {
      const response = await t.as(reporter).post(`/api/v1/users/${other.id}/report`, payload);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toBe(message);
    }
    const blocker = await member();
    await buildUserBlock(t.db, { blockerId: blocker.id, blockedId: reporter.id });
    for (const id of [blocker.id, ...Object.values(await unreachable())]) {
      expect((await t.as(reporter).post(`/api/v1/users/${id}/report`, { reason: 'spam' })).statusCode).toBe(404);
    }
    expect(await reports()).toBe(0);
  });

  it('is for verified members: 401 without a token, 403 for staff and before verification', async () => {
    const other = await member();
    expect((await t.anonymous.post(`/api/v1/users/${other.id}/report`, { reason: 'spam' })).statusCode).toBe(401);
    expect((await t.as(admin).post(`/api/v1/users/${other.id}/report`, { reason: 'spam' })).statusCode).toBe(403);
    const fresh = await member();
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, fresh.id));
    const unverified = await t.as(fresh).post(`/api/v1/users/${other.id}/report`, { reason: 'spam' });
    expect(unverified.statusCode).toBe(403);
    expect(await t.db.$count(userReports, eq(userReports.reportedUserId, other.id))).toBe(0);
  });
});
