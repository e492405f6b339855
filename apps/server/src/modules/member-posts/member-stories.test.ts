import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { ZMemberStory, ZStoryGroups } from '@souq/contract/members-posts';
import { dashboardCounters } from '../../db/schema/dashboard';
import { stories } from '../../db/schema/posts';
import { storyViews } from '../../db/schema/members';
import { users } from '../../db/schema/users';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { buildFollow, buildStory, buildStoryView, buildUpload, buildUser, buildUserBlock } from '../../../test/factories';

/** Stories: 24 hours long, grouped by member, unseen first, gone across blocks. */

let t: TestContext;
let me: { id: string; token: string };
let admin: string;
const unknownId = '00000000-0000-4000-8000-000000000000';
const m = messages.members.posts;
const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

beforeAll(async () => {
  t = await createTestContext();
  me = await t.userWithToken('user', { name: 'Me' });
  admin = (await t.userWithToken('admin')).token;
});
afterAll(() => t.close());

const groupsOf = async (token: string) => ZStoryGroups.parse((await t.as(token).get('/api/v1/stories')).json()).members;
async function expectStoriesCounterExact() {
  const [row] = await t.db
    .select({ n: sql<number>`coalesce(sum(${dashboardCounters.n}), 0)::int` })
    .from(dashboardCounters)
    .where(eq(dashboardCounters.metric, 'stories'));
  expect(row!.n).toBe(await t.db.$count(stories));
}

describe('GET /api/v1/stories', () => {
  it('groups active stories of followed members and the caller, unseen groups first, then newest', async () => {
    const viewer = await t.userWithToken('user', { name: 'Viewer' });
    const [seenAll, fresh, older, unfollowed] = await Promise.all(['Seen all', 'Fresh', 'Older', 'Unfollowed'].map((name) => buildUser(t.db, { name })));
    for (const user of [seenAll!, fresh!, older!]) await buildFollow(t.db, { followerId: viewer.id, followeeId: user.id });
    const seen1 = await buildStory(t.db, { userId: seenAll!.id, createdAt: hoursAgo(0.5), description: 'seen 1' });
    const seen2 = await buildStory(t.db, { userId: seenAll!.id, createdAt: hoursAgo(0.2), description: 'seen 2' });
    for (const story of [seen1, seen2]) await buildStoryView(t.db, { storyId: story.id, userId: viewer.id });
    await buildStory(t.db, { userId: fresh!.id, createdAt: hoursAgo(1), description: 'fresh' });
    const olderSeen = await buildStory(t.db, { userId: older!.id, createdAt: hoursAgo(5), description: 'older seen' });
    await buildStoryView(t.db, { storyId: olderSeen.id, userId: viewer.id });
    await buildStory(t.db, { userId: older!.id, createdAt: hoursAgo(3), description: 'older unseen' });
    await buildStory(t.db, { userId: older!.id, createdAt: hoursAgo(25), description: 'expired' });
    await buildStory(t.db, { userId: fresh!.id, createdAt: hoursAgo(2), description: 'staff hid', active: false });
    await buildStory(t.db, { userId: unfollowed!.id, description: 'not followed' });
    await buildStory(t.db, { userId: viewer.id, createdAt: hoursAgo(4), description: 'mine' });

    const groups = await groupsOf(viewer.token);
    expect(groups.map((g) => [g.user.name, g.allSeen, g.stories.map((s) => [s.description, s.seen])])).toEqual([
      ['Fresh', false, [['fresh', false]]],
      [
        'Older',
        false,
        [
          ['older seen', true],
          ['older unseen', false],
        ],
      ],
      ['Viewer', false, [['mine', false]]],
      [
        'Seen all',
        true,
        [
          ['seen 1', true],
          ['seen 2', true],
        ],
      ],
    ]);
    const story = groups[0]!.stories[0]!;
    expect(story.expiresAt.getTime() - story.createdAt.getTime()).toBe(24 * HOUR);
    expect(groups[0]!.user).toEqual({ _id: fresh!.id, name: 'Fresh', photo: null });
  });

  it('leaves out members blocked either way and accounts staff blocked', async () => {
    const viewer = await t.userWithToken('user');
    const [blocker, blocked, staffBlocked, shown] = await Promise.all([1, 2, 3, 4].map((n) => buildUser(t.db, { name: `Member ${n}` })));
    for (const user of [blocker!, blocked!, staffBlocked!, shown!]) {
      await buildFollow(t.db, { followerId: viewer.id, followeeId: user.id });
      await buildStory(t.db, { userId: user.id });
    }
    await buildUserBlock(t.db, { blockerId: blocker!.id, blockedId: viewer.id });
    await buildUserBlock(t.db, { blockerId: viewer.id, blockedId: blocked!.id });
    await t.db.update(users).set({ blocked: true }).where(eq(users.id, staffBlocked!.id));
    expect((await groupsOf(viewer.token)).map((g) => g.user._id)).toEqual([shown!.id]);
  });

  it('answers staff an empty list and callers without a token 401', async () => {
    expect(await groupsOf(admin)).toEqual([]);
    expect((await t.anonymous.get('/api/v1/stories')).statusCode).toBe(401);
  });
});

describe('POST /api/v1/stories', () => {
  it('posts a story for 24 hours, counted on the dashboard', async () => {
    const video = (await buildUpload(t.db, { ownerId: me.id, folder: 'stories', contentType: 'video/mp4' })).path;
    const still = (await buildUpload(t.db, { ownerId: me.id, folder: 'stories', contentType: 'image/jpeg' })).path;
    const response = await t.as(me).post('/api/v1/stories', { story_type: 'video', story_url: video, thumbnail_url: still, description: ' Hi ' });
    expect(response.statusCode, response.body).toBe(201);
    const story = ZMemberStory.parse(response.json());
    expect(story).toMatchObject({ story_type: 'video', story_url: video, thumbnail_url: still, description: 'Hi', seen: false });
    expect(story.expiresAt.getTime() - story.createdAt.getTime()).toBe(24 * HOUR);
    expect((await groupsOf(me.token)).find((g) => g.user._id === me.id)?.stories.map((s) => s._id)).toContain(story._id);
    await expectStoriesCounterExact();
  });

  it.each([
    [m.storyTypeInvalid, {}],
    [m.storyTypeInvalid, { story_type: 'gif', story_url: '/uploads/a.gif' }],
    [m.storyUrlInvalid, { story_type: 'image' }],
    [m.storyUrlInvalid, { story_type: 'image', story_url: 'javascript:alert(1)' }],
    [m.storyDescriptionTooLong, { story_type: 'image', story_url: '/uploads/a.png', description: 'x'.repeat(1001) }],
  ])('refuses with "%s" and stores nothing', async (message, payload) => {
    const before = await t.db.$count(stories);
    const response = await t.as(me).post('/api/v1/stories', payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(message);
    expect(await t.db.$count(stories)).toBe(before);
  });

  it('refuses callers without a token (401), staff (403) and the unverified (403)', async () => {
    const payload = { story_type: 'image', story_url: '/uploads/a.png' };
    const before = await t.db.$count(stories);
    expect((await t.anonymous.post('/api/v1/stories', payload)).statusCode).toBe(401);
    expect((await t.as(admin).post('/api/v1/stories', payload)).statusCode).toBe(403);
    const fresh = await t.userWithToken('user');
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, fresh.id));
    expect(errorOf(await t.as(fresh).post('/api/v1/stories', payload))).toBe(messages.members.common.notVerified);
    expect(await t.db.$count(stories)).toBe(before);
  });
});

describe('DELETE /api/v1/stories/:id', () => {
  it("deletes the caller's own story, with its views, keeping the dashboard exact", async () => {
    const story = await buildStory(t.db, { userId: me.id });
    await buildStoryView(t.db, { storyId: story.id });
    const response = await t.as(me).delete(`/api/v1/stories/${story.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await t.db.$count(stories, eq(stories.id, story.id))).toBe(0);
    expect(await t.db.$count(storyViews, eq(storyViews.storyId, story.id))).toBe(0);
    await expectStoriesCounterExact();
  });

  it("answers 404 for another member's story, an unknown one and one staff hid; nothing changes", async () => {
    const other = await t.userWithToken('user');
    const theirs = await buildStory(t.db, { userId: other.id });
    const hidden = await buildStory(t.db, { userId: me.id, active: false });
    for (const id of [theirs.id, hidden.id, unknownId]) {
      const response = await t.as(me).delete(`/api/v1/stories/${id}`);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toBe(m.storyNotFound);
    }
    expect((await t.anonymous.delete(`/api/v1/stories/${theirs.id}`)).statusCode).toBe(401);
    expect((await t.as(admin).delete(`/api/v1/stories/${theirs.id}`)).statusCode).toBe(403);
    expect((await t.as(me).delete('/api/v1/stories/junk')).statusCode).toBe(400);
    expect(await t.db.$count(stories, eq(stories.id, theirs.id))).toBe(1);
    expect(await t.db.$count(stories, eq(stories.id, hidden.id))).toBe(1);
  });
});

describe('POST /api/v1/stories/:id/view', () => {
  it('records one view however often the story is watched', async () => {
    const story = await buildStory(t.db);
    for (let i = 0; i < 2; i += 1) {
      const response = await t.as(me).post(`/api/v1/stories/${story.id}/view`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    expect(await t.db.$count(storyViews, eq(storyViews.storyId, story.id))).toBe(1);
  });

  it('answers 404 for expired, hidden, blocked and unknown stories, recording nothing', async () => {
    const blocker = await buildUser(t.db);
    await buildUserBlock(t.db, { blockerId: blocker.id, blockedId: me.id });
    const expired = await buildStory(t.db, { createdAt: hoursAgo(24.01) });
    const hidden = await buildStory(t.db, { active: false });
    const blocked = await buildStory(t.db, { userId: blocker.id });
    for (const id of [expired.id, hidden.id, blocked.id, unknownId]) {
      const response = await t.as(me).post(`/api/v1/stories/${id}/view`);
      expect(response.statusCode, id).toBe(404);
      expect(errorOf(response)).toBe(m.storyNotFound);
    }
    expect(await t.db.$count(storyViews, inArray(storyViews.storyId, [expired.id, hidden.id, blocked.id]))).toBe(0);
    expect((await t.anonymous.post(`/api/v1/stories/${unknownId}/view`)).statusCode).toBe(401);
    expect((await t.as(admin).post(`/api/v1/stories/${unknownId}/view`)).statusCode).toBe(403);
  });
});
