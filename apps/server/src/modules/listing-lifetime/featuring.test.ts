import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ZListingFeature } from '@souq/contract/listing-featuring';
import { ZMemberClassifiedList } from '@souq/contract/members-classifieds';
import { messages } from '@souq/contract/messages';
import { auditLog } from '../../db/schema/content';
import { classifiedPosts } from '../../db/schema/classifieds';
import { errorOf } from '../../../test/helper';
import { UNKNOWN_ID } from '../../../test/fixtures/classified-references';
import { admin, buyer, created, disallow, fx, searchIds, seller, t, useListingContext } from '../../../test/fixtures/listing-context';

/** Staff featuring a listing: the console's action, the label, first place in its category's newest, the dashboard's figure. */
useListingContext();

const c = messages.classified;
const DAY_MS = 86_400_000;
const feature = (classified_id: string, days: unknown, caller = admin) => t.as(caller).post('/api/classifieds/feature', { classified_id, days });
const unfeature = (classified_id: string, caller = admin) => t.as(caller).post('/api/classifieds/unfeature', { classified_id });
const featuredNow = async () => (await t.as(admin).get('/api/admin/featured-count')).json<{ featuredNow: number }>().featuredNow;

describe('POST /api/classifieds/feature and /unfeature', () => {
  it('features a listing for N days: labelled, first in its category sorted by newest (not elsewhere), counted, audited; unfeature ends it', async () => {
    const countBefore = await featuredNow();
    const older = await created('animals-pets');
    const newer = await created('animals-pets');
    const category = `category_id=${fx.categoryIds['animals-pets']}`;
    expect((await searchIds(category))[0]).toBe(newer._id);

    const answer = await feature(older._id, 7);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = ZListingFeature.parse(answer.json());
    expect((body.featuredUntil!.getTime() - Date.now()) / DAY_MS).toBeCloseTo(7, 1);
    const reread = ZListingFeature.parse((await t.as(admin).get(`/api/classifieds/featured?classified_id=${older._id}`)).json());
    expect(reread.featuredUntil).toEqual(body.featuredUntil);

    // First in its category's newest, once (small pages cross the cursor), and labelled.
    const ids = await searchIds(category, buyer, 1);
    expect(ids[0]).toBe(older._id);
    expect(ids.filter((id) => id === older._id)).toHaveLength(1);
    expect(ids).toContain(newer._id);
    const page = ZMemberClassifiedList.parse((await t.as(buyer).get(`/api/v1/classifieds?${category}&limit=5`)).json());
    expect(page.classifieds.find((item) => item._id === older._id)?.featured).toBe(true);
    expect(page.classifieds.find((item) => item._id === newer._id)?.featured).toBe(false);
    expect((await t.as(buyer).get(`/api/v1/classifieds/${older._id}`)).json()).toMatchObject({ featured: true });
    // By price or without a category, no favour.
    const byPrice = await searchIds(`${category}&sort=price_asc`);
    expect(byPrice).toContain(older._id);

    expect(await featuredNow()).toBe(countBefore + 1);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, older._id), eq(auditLog.action, 'classified.feature')));
    expect(audited).toHaveLength(1);

    const ended = await unfeature(older._id);
    expect(ended.statusCode).toBe(200);
    expect(ZListingFeature.parse(ended.json()).featuredUntil).toBeNull();
    expect((await searchIds(category))[0]).toBe(newer._id);
    expect(await featuredNow()).toBe(countBefore);
    expect((await unfeature(older._id)).statusCode).toBe(200);
  });

  it('refuses a listing not on sale (409), bad days (400), unknown (404); members (403) and visitors (401) may not', async () => {
    const listing = await created('food');
    await disallow(listing._id);
    const refused = await feature(listing._id, 3);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toBe(c.featureNotLive);
    await disallow(listing._id, true);
    await t.db
      .update(classifiedPosts)
      .set({ expiresAt: sql`now() - interval '1 hour'` })
      .where(eq(classifiedPosts.id, listing._id));
    expect((await feature(listing._id, 3)).statusCode).toBe(409);

    for (const days of [0, 91, 1.5, 'many', undefined]) {
      const bad = await feature(listing._id, days);
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad)).toBe(c.featureDaysInvalid);
    }
    expect((await feature(UNKNOWN_ID, 3)).statusCode).toBe(404);
    expect((await feature('junk', 3)).statusCode).toBe(404);
    expect((await unfeature(UNKNOWN_ID)).statusCode).toBe(404);
    expect((await t.as(admin).get(`/api/classifieds/featured?classified_id=${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await t.as(admin).post('/api/classifieds/feature', {})).statusCode).toBe(400);

    const live = await created('food');
    expect((await feature(live._id, 3, seller)).statusCode).toBe(403);
    expect((await unfeature(live._id, seller)).statusCode).toBe(403);
    expect((await t.as(seller).get('/api/admin/featured-count')).statusCode).toBe(403);
    expect((await t.anonymous.post('/api/classifieds/feature', { classified_id: live._id, days: 3 })).statusCode).toBe(401);
    expect((await t.anonymous.get('/api/admin/featured-count')).statusCode).toBe(401);
    const dataentry = await t.userWithToken('dataentry');
    expect((await feature(live._id, 3, dataentry)).statusCode).toBe(200);
  });
});
