import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import { ZStory, ZStoryList } from '@souq/contract/stories';
import { stories } from '../../db/schema/posts';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { buildUser } from '../../../test/factories';

let t: TestContext;
let admin: string;
let dataentry: string;
let hala: Awaited<ReturnType<typeof buildUser>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestContext();
  admin = (await t.userWithToken('admin')).token;
  dataentry = (await t.userWithToken('dataentry')).token;
  hala = await buildUser(t.db, { name: 'Hala', photo: '/uploads/posts/hala.png' });
  const gone = await buildUser(t.db, { name: 'Deleted user', deletedAt: new Date(), photo: null });
  const at = (minutesAgo: number) => new Date(Date.UTC(2026, 0, 1) - minutesAgo * 60_000);
  const rows = await t.db
    .insert(stories)
    .values([
      { userId: hala.id, storyType: 'image', storyUrl: '/uploads/posts/s1.jpg', description: 'Sunset at the Corniche', createdAt: at(1) },
      {
        userId: hala.id,
        storyType: 'video',
        storyUrl: '/uploads/posts/s2.mp4',
        thumbnailUrl: '/uploads/posts/s2.jpg',
        description: 'Unboxing 100% real',
        active: false,
        createdAt: at(2),
      },
      { userId: null, storyType: 'image', storyUrl: '/uploads/posts/s3.jpg', description: 'Orphan', createdAt: at(3) },
      { userId: gone.id, storyType: 'image', storyUrl: '/uploads/posts/s4.jpg', description: 'From a deleted user', createdAt: at(4) },
      ...Array.from({ length: 8 }, (_, i) => ({
        userId: hala.id,
        storyType: 'image' as const,
        storyUrl: `/uploads/posts/f${i}.jpg`,
        description: `Filler ${i}`,
        createdAt: at(10 + i),
      })),
    ])
    .returning({ id: stories.id, description: stories.description });
  for (const row of rows) ids[row.description] = row.id;
});
afterAll(() => t.close());

describe('GET /api/story/get-stories-by-admin', () => {
  it('pages newest first; a story whose user is gone still lists, with no user', async () => {
    const first = ZStoryList.parse((await t.as(admin).get('/api/story/get-stories-by-admin?page=1&itemsPerPage=10')).json());
    expect(first.isNext).toBe(true);
    expect(first.stories.map((s) => s.description).slice(0, 4)).toEqual(['Sunset at the Corniche', 'Unboxing 100% real', 'Orphan', 'From a deleted user']);
    expect(first.stories[0]).toEqual({
      _id: ids['Sunset at the Corniche'],
      user_id: { _id: hala.id, name: 'Hala', photo: hala.photo },
      story_type: 'image',
      story_url: '/uploads/posts/s1.jpg',
      thumbnail_url: null,
      description: 'Sunset at the Corniche',
      active: true,
      createdAt: new Date(Date.UTC(2026, 0, 1) - 60_000),
    });
    expect(first.stories[1]).toMatchObject({ story_type: 'video', thumbnail_url: '/uploads/posts/s2.jpg', active: false });
    expect(first.stories[2]?.user_id).toBeNull();
    expect(first.stories[3]?.user_id).toBeNull();
    const second = ZStoryList.parse((await t.as(admin).get('/api/story/get-stories-by-admin?page=2&itemsPerPage=10')).json());
    expect(second).toMatchObject({ isNext: false });
    expect(second.stories.map((s) => s.description)).toEqual(['Filler 6', 'Filler 7']);
  });

  it('searches the description and filters by user', async () => {
    const search = async (query: string) =>
      ZStoryList.parse((await t.as(admin).get(`/api/story/get-stories-by-admin?itemsPerPage=100&${query}`)).json()).stories.map((s) => s.description);
    expect(await search('textSearch=corniche')).toEqual(['Sunset at the Corniche']);
    expect(await search('textSearch=100%25')).toEqual(['Unboxing 100% real']);
    expect(await search('textSearch=filler')).toHaveLength(8);
    expect(await search('textSearch=%20%20')).toHaveLength(12);
    expect(await search(`user_id=${hala.id}`)).toHaveLength(10);
    expect(await search(`user_id=${hala.id}&textSearch=unboxing`)).toEqual(['Unboxing 100% real']);
    expect(await search('user_id=junk')).toEqual([]);
  });

  it.each(['page=-1', 'itemsPerPage=0', 'itemsPerPage=x', `textSearch=${'y'.repeat(201)}`])('refuses %s', async (query) => {
    const response = await t.as(admin).get(`/api/story/get-stories-by-admin?${query}`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatch(/page|itemsPerPage|textSearch/);
  });
});

describe('GET /api/story/get-story-admin', () => {
  it('answers one story, with or without its user', async () => {
    const video = ZStory.parse((await t.as(admin).get(`/api/story/get-story-admin?story_id=${ids['Unboxing 100% real']}`)).json());
    expect(video).toMatchObject({ story_type: 'video', story_url: '/uploads/posts/s2.mp4', user_id: { name: 'Hala' } });
    const orphan = ZStory.parse((await t.as(admin).get(`/api/story/get-story-admin?story_id=${ids.Orphan}`)).json());
    expect(orphan.user_id).toBeNull();
  });

  it('answers 404 for unknown and junk ids, 400 without one', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'junk']) {
      const response = await t.as(admin).get(`/api/story/get-story-admin?story_id=${id}`);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toBe(messages.post.storyNotFound);
    }
    const missing = await t.as(admin).get('/api/story/get-story-admin');
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toBe(messages.post.storyIdRequired);
  });
});

describe('access', () => {
  it.each(['/api/story/get-stories-by-admin', '/api/story/get-story-admin?story_id=x'])(
    '%s needs an admin: 401 without a token, 403 for dataentry',
    async (url) => {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.as(dataentry).get(url)).statusCode).toBe(403);
    },
  );
});
