import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { classifiedPosts } from '../../db/schema/classifieds';
import { uploads } from '../../db/schema/content';
import { posts, stories } from '../../db/schema/posts';
import { users } from '../../db/schema/users';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { buildClassified, buildPost, buildUpload } from '../../../test/factories';
import { insertFixtures, validBody, type Fixtures } from '../../../test/fixtures/classified-references';
import { presignUpload, putUpload } from '../../../test/upload-fixtures';
import { LOCAL_SERVE_PREFIX } from './local-storage';
import { newObjectKey } from './storage';

/**
 * A member's post, story, listing and profile photo may name only files the member uploaded and
 * whose bytes arrived: not another member's, not a path never uploaded, not a traversal, not an
 * outside address. A refusal is a 400 naming the field, and nothing is stored.
 */

const u = messages.upload;
let t: TestContext;
let fx: Fixtures;
let me: { id: string; token: string };
let someoneElse: { id: string; token: string };

beforeAll(async () => {
  // Each case uploads afresh as the same few members: far more than a member's upload budget.
  t = await createTestContext({ MEMBER_WRITE_RATE_MAX: '100000', MEMBER_WRITE_LIMITS: 'uploads=1000' });
  fx = await insertFixtures(t.db);
  me = await t.userWithToken('user');
  someoneElse = await t.userWithToken('user');
});
afterAll(() => t.close());

/** The addresses that must be refused, each with why. */
async function foreignAddresses(): Promise<[string, string][]> {
  return [
    ["another member's upload", (await buildUpload(t.db, { ownerId: someoneElse.id })).path],
    ['an address handed out whose bytes never arrived', (await buildUpload(t.db, { ownerId: me.id, stored: false })).path],
    ['a path never uploaded', `${LOCAL_SERVE_PREFIX}${newObjectKey('posts', 'image/png')}`],
    ['a traversal', '/uploads/../api/v1/me'],
    ['an outside address', 'https://evil.example/x.png'],
  ];
}

/** The PNG a phone would send, as the web app uploads it: presign, then PUT the bytes. */
async function realUpload(token: string): Promise<string> {
  const entry = await presignUpload(t, token, 'image/png');
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const stored = await putUpload(t, entry.target, png, 'image/png');
  expect(stored.statusCode, stored.body).toBe(200);
  return entry.path;
}

interface Write {
  method: 'POST' | 'PATCH';
  url: () => Promise<string>;
  body: (address: string) => object;
  field: string;
  message: string;
  /** What the write would change, read before and after a refusal. */
  snapshot: () => Promise<unknown>;
}

const writes: [string, Write][] = [
  [
    'post media',
    {
      method: 'POST',
      url: async () => '/api/v1/posts',
      body: (url) => ({ title: 'Mine', media: [{ url, type: 'image' }] }),
      field: 'media.0.url',
      message: u.mediaNotYours,
      snapshot: () => t.db.$count(posts, eq(posts.userId, me.id)),
    },
  ],
  [
    'story media',
    {
      method: 'POST',
      url: async () => '/api/v1/stories',
      body: (url) => ({ story_type: 'image', story_url: url }),
      field: 'story_url',
      message: u.storyNotYours,
      snapshot: () => t.db.$count(stories, eq(stories.userId, me.id)),
    },
  ],
  [
    'profile photo',
    {
      method: 'PATCH',
      url: async () => '/api/v1/me',
      body: (url) => ({ photo: url }),
      field: 'photo',
      message: u.photoNotYours,
      snapshot: async () => (await t.db.select({ photo: users.photo }).from(users).where(eq(users.id, me.id)))[0]?.photo,
    },
  ],
  [
    'listing images',
    {
      method: 'POST',
      url: async () => '/api/v1/classifieds',
      body: (url) => ({ type: 'food', ...validBody(fx, 'food'), media: [{ url, type: 'image' }] }),
      field: 'media.0.url',
      message: u.mediaNotYours,
      snapshot: () => t.db.$count(classifiedPosts, eq(classifiedPosts.userId, me.id)),
    },
  ],
];

describe('media a member names', () => {
  it.each(writes)('%s: refuses what is not a finished upload of the writer (400 naming the field), storing nothing', async (_, write) => {
    for (const [why, address] of await foreignAddresses()) {
      const before = await write.snapshot();
      const response = await t.as(me).send(write.method, await write.url(), write.body(address));
      expect(response.statusCode, `${why}: ${response.body}`).toBe(400);
      expect(errorOf(response), why).toBe(write.message);
      expect(response.json<{ fields: Record<string, string> }>().fields[write.field], why).toBe(write.message);
      expect(await write.snapshot(), why).toEqual(before);
    }
  });

  it.each(writes)('%s: accepts the caller’s own upload, made as the web app makes it', async (_, write) => {
    const address = await realUpload(me.token);
    const response = await t.as(me).send(write.method, await write.url(), write.body(address));
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(JSON.stringify(response.json())).toContain(address);
  });

  it("refuses another member's file in a listing's picture and in an edit's new gallery, but keeps what the record already shows", async () => {
    const theirs = (await buildUpload(t.db, { ownerId: someoneElse.id })).path;
    const picture = await t.as(me).post('/api/v1/classifieds', {
      type: 'food',
      ...validBody(fx, 'food'),
      media: [{ url: await realUpload(me.token), type: 'image' }],
      image_url: theirs,
    });
    expect(picture.statusCode).toBe(400);
    expect(picture.json<{ fields: Record<string, string> }>().fields.image_url).toBe(u.listingImageNotYours);

    // Records from before the check (the demo data's pictures among them) name files nobody
    // recorded: an edit that resends them as they are keeps them; a new file must be the writer's.
    const legacy = [{ url: '/uploads/demo/legacy.jpg', type: 'image' as const }];
    const listing = await buildClassified(t.db, {
      userId: me.id,
      categoryId: fx.categoryIds.food,
      countryId: 'KW',
      districtId: fx.kw.districtId,
      media: legacy,
      imageUrl: legacy[0]!.url,
    });
    const kept = await t.as(me).patch(`/api/v1/classifieds/${listing.id}`, { title: 'Renamed', media: legacy });
    expect(kept.statusCode, kept.body).toBe(200);
    const swapped = await t.as(me).patch(`/api/v1/classifieds/${listing.id}`, { media: [...legacy, { url: theirs, type: 'image' }] });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json<{ fields: Record<string, string> }>().fields['media.1.url']).toBe(u.mediaNotYours);
    expect((await t.db.select({ media: classifiedPosts.media }).from(classifiedPosts).where(eq(classifiedPosts.id, listing.id)))[0]!.media).toEqual(legacy);

    const post = await buildPost(t.db, { userId: me.id, media: legacy });
    expect((await t.as(me).patch(`/api/v1/posts/${post.id}`, { title: 'Renamed', media: legacy })).statusCode).toBe(200);
    const edited = await t.as(me).patch(`/api/v1/posts/${post.id}`, { media: [{ url: theirs, type: 'image' }] });
    expect(edited.statusCode).toBe(400);
    expect((await t.db.select({ media: posts.media }).from(posts).where(eq(posts.id, post.id)))[0]!.media).toEqual(legacy);
  });

  it("takes an image's thumbnail as a story's thumbnail, and refuses one a video never had", async () => {
    const video = (await buildUpload(t.db, { ownerId: me.id, folder: 'stories', contentType: 'video/mp4' })).path;
    const still = await realUpload(me.token);
    const story = await t.as(me).post('/api/v1/stories', { story_type: 'video', story_url: video, thumbnail_url: `${still}.thumb.webp` });
    expect(story.statusCode, story.body).toBe(201);
    const refused = await t.as(me).post('/api/v1/stories', { story_type: 'video', story_url: video, thumbnail_url: `${video}.thumb.webp` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: Record<string, string> }>().fields.thumbnail_url).toBe(u.thumbnailNotYours);
  });

  it('records who uploaded each stored file', async () => {
    const address = await realUpload(someoneElse.token);
    const [row] = await t.db
      .select({ by: uploads.uploadedBy })
      .from(uploads)
      .where(eq(uploads.key, address.slice(LOCAL_SERVE_PREFIX.length)));
    expect(row?.by).toBe(someoneElse.id);
  });
});
