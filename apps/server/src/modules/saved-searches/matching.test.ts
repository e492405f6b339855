import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ZActivityInbox, type ActivityInbox } from '@souq/contract/members-activity';
import { ZSavedSearch } from '@souq/contract/members-saved-searches';
import { activityItems } from '../../db/schema/activity';
import { classifiedPosts } from '../../db/schema/classifieds';
import { pushDeliveries } from '../../db/schema/outbox';
import { jobs as jobRows } from '../../db/schema/jobs';
import { listingAlerts, savedSearchMatches } from '../../db/schema/saved-searches';
import { createTestContext, type TestContext } from '../../../test/helper';
import { buildCategory, buildClassified, buildClassifiedFavourite, buildCountry, buildDeviceToken, buildUserBlock } from '../../../test/factories';
import { createBackgroundJobs } from '../jobs/background-jobs';
import { users } from '../../db/schema/users';
import { pushTexts } from '@souq/contract/server-language';

/** Saved searches matched when a listing is published, and favourites' price drops and sales. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ LOGIN_RATE_MAX: '1000', MEMBER_WRITE_RATE_MAX: '1000' });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<TestContext['userWithToken']>>;
const member = () => t.userWithToken('user');
const p = classifiedPosts;
const runJobs = () =>
  createBackgroundJobs({ db: t.db, mailer: t.app.mailer, publicUrl: 'http://souq.test', timeZone: 'Asia/Kuwait', unsubscribeSecret: 'secret' }).drain();
const save = async (who: Member, params: Record<string, string>, alert = 'instant') => {
  const response = await t.as(who).post('/api/v1/saved-searches', { params, alert });
  expect(response.statusCode, response.body).toBe(201);
  return ZSavedSearch.parse(response.json());
};
const inbox = async (who: Member): Promise<ActivityInbox> => ZActivityInbox.parse((await t.as(who).get('/api/v1/notifications')).json());
const alertsOf = async (who: Member, kind: string) => (await inbox(who)).items.filter((item) => item.kind === kind);
const matchesOf = (savedSearchId: string) => t.db.$count(savedSearchMatches, eq(savedSearchMatches.savedSearchId, savedSearchId));

async function place() {
  const country = await buildCountry(t.db);
  const category = await buildCategory(t.db);
  return { country, category, params: { country_id: country.id, category_id: category.id } };
}

describe('matching a new listing against saved searches', () => {
  it('tells each member once per listing, grouped per saved search, and only for searches it matches', async () => {
    const a = await member();
    const other = await member();
    const where = await place();
    const cars = await save(a, { ...where.params, q: 'camry', price_max: '5000' });
    const boats = await save(other, { ...where.params, q: 'boat' });
    const seller = await member();
    const first = await buildClassified(t.db, {
      userId: seller.id,
      countryId: where.country.id,
      categoryId: where.category.id,
      title: 'Toyota Camry 2019',
      price: '4000',
    });
    await buildClassified(t.db, { userId: seller.id, countryId: where.country.id, categoryId: where.category.id, title: 'Toyota Camry 2020', price: '9000' });
    await buildClassified(t.db, { userId: seller.id, countryId: where.country.id, categoryId: where.category.id, title: 'Toyota Camry 2021', price: '4500' });
    await runJobs();
    let [item] = await alertsOf(a, 'saved_search');
    expect(item).toMatchObject({ subject: { type: 'saved_search', _id: cars._id }, actorCount: 2, preview: 'camry', read: false });
    expect(await matchesOf(cars._id)).toBe(2);
    expect(await matchesOf(boats._id)).toBe(0);
    expect(await alertsOf(other, 'saved_search')).toEqual([]);

    // Matched again (a job run twice, a renewal): no second alert.
    await t.db.execute(sql`insert into jobs (kind, payload) values ('saved-search-match', ${JSON.stringify({ listingId: first.id })}::jsonb)`);
    await runJobs();
    [item] = await alertsOf(a, 'saved_search');
    expect(item!.actorCount).toBe(2);
  });

  it('never tells of a listing by a member blocked either way, nor of the member their own, nor an erased member', async () => {
    const a = await member();
    const seller = await member();
    const where = await place();
    const saved = await save(a, where.params);
    const gone = await member();
    const erased = await save(gone, where.params);
    await t.db.execute(sql`update users set deleted_at = now() where id = ${gone.id}`);
    await buildUserBlock(t.db, { blockerId: seller.id, blockedId: a.id });
    await buildClassified(t.db, { userId: seller.id, countryId: where.country.id, categoryId: where.category.id });
    await buildClassified(t.db, { userId: a.id, countryId: where.country.id, categoryId: where.category.id });
    await runJobs();
    expect(await matchesOf(saved._id)).toBe(0);
    expect(await alertsOf(a, 'saved_search')).toEqual([]);
    // A listing anyone else sells reaches A, and still not the erased member.
    await buildClassified(t.db, { countryId: where.country.id, categoryId: where.category.id });
    await runJobs();
    expect(await matchesOf(saved._id)).toBe(1);
    expect(await matchesOf(erased._id)).toBe(0);
  });

  it('matches a renewed listing again only for a saved search it had not matched', async () => {
    const a = await member();
    const b = await member();
    const where = await place();
    const first = await save(a, where.params);
    const listing = await buildClassified(t.db, { countryId: where.country.id, categoryId: where.category.id });
    await runJobs();
    expect(await matchesOf(first._id)).toBe(1);
    await t.db
      .update(p)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(eq(p.id, listing.id));
    const later = await save(b, where.params);
    // Renewed: its lifetime moves later.
    await t.db
      .update(p)
      .set({ expiresAt: sql`now() + interval '30 days'` })
      .where(eq(p.id, listing.id));
    await runJobs();
    expect(await matchesOf(first._id)).toBe(1);
    expect(await matchesOf(later._id)).toBe(1);
    expect((await alertsOf(a, 'saved_search'))[0]!.actorCount).toBe(1);
  });

  it('records a daily search\'s matches for its digest without an inbox item, and "off" matches nothing', async () => {
    const a = await member();
    const where = await place();
    const daily = await save(a, where.params, 'daily');
    const off = await save(a, where.params, 'off');
    await buildClassified(t.db, { countryId: where.country.id, categoryId: where.category.id });
    await runJobs();
    expect(await matchesOf(daily._id)).toBe(1);
    expect(await matchesOf(off._id)).toBe(0);
    expect(await alertsOf(a, 'saved_search')).toEqual([]);
  });

  it('turned off in the app, records the match but no item; turned off for push, queues no push', async () => {
    const a = await member();
    await buildDeviceToken(t.db, { userId: a.id });
    const where = await place();
    const saved = await save(a, where.params);
    await t.as(a).put('/api/v1/me/notification-settings', { settings: { saved_search: { inApp: false, push: false } } });
    await buildClassified(t.db, { countryId: where.country.id, categoryId: where.category.id });
    await runJobs();
    expect(await matchesOf(saved._id)).toBe(1);
    expect(await alertsOf(a, 'saved_search')).toEqual([]);
    expect(await t.db.$count(pushDeliveries, eq(pushDeliveries.userId, a.id))).toBe(0);

    await t.as(a).put('/api/v1/me/notification-settings', { settings: { saved_search: { inApp: true, push: true } } });
    await buildClassified(t.db, { countryId: where.country.id, categoryId: where.category.id });
    await runJobs();
    expect(await alertsOf(a, 'saved_search')).toHaveLength(1);
    expect(await t.db.$count(pushDeliveries, eq(pushDeliveries.userId, a.id))).toBe(1);
  });

  it('queues the match job in the transaction that publishes the listing: a rollback queues nothing', async () => {
    const a = await member();
    const where = await place();
    await save(a, where.params);
    const before = await t.db.$count(jobRows, eq(jobRows.kind, 'saved-search-match'));
    await t.db
      .transaction(async (tx) => {
        await buildClassified(tx as never, { countryId: where.country.id, categoryId: where.category.id });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await t.db.$count(jobRows, eq(jobRows.kind, 'saved-search-match'))).toBe(before);
  });
});

describe("a favourite's price drop and sale", () => {
  async function favourited() {
    const seller = await member();
    const fan = await member();
    const listing = await buildClassified(t.db, { userId: seller.id, price: '1000', title: 'Bicycle' });
    await buildClassifiedFavourite(t.db, { userId: fan.id, classifiedId: listing.id });
    return { seller, fan, listing };
  }
  const setPrice = (id: string, price: string) => t.db.update(p).set({ price }).where(eq(p.id, id));

  it('tells those who favourited it once per drop, at most once a day per listing; a rise tells nobody', async () => {
    const { fan, listing, seller } = await favourited();
    await setPrice(listing.id, '1200');
    await runJobs();
    expect(await alertsOf(fan, 'price_drop')).toEqual([]);
    await setPrice(listing.id, '900');
    await runJobs();
    const [item] = await alertsOf(fan, 'price_drop');
    expect(item).toMatchObject({ subject: { type: 'listing', _id: listing.id }, preview: 'Bicycle', read: false });
    await setPrice(listing.id, '800');
    await runJobs();
    expect((await alertsOf(fan, 'price_drop'))[0]!.actorCount).toBe(1);
    expect(await alertsOf(seller, 'price_drop')).toEqual([]);

    // A day later the next drop tells again.
    await t.db
      .update(listingAlerts)
      .set({ sentAt: sql`now() - interval '25 hours'` })
      .where(and(eq(listingAlerts.listingId, listing.id), eq(listingAlerts.kind, 'price_drop')));
    await setPrice(listing.id, '700');
    await runJobs();
    expect((await alertsOf(fan, 'price_drop'))[0]!.actorCount).toBe(2);
  });

  it("pushes in each member's language: Arabic to a member who joined in Arabic, English to the rest", async () => {
    const { fan, listing } = await favourited();
    const english = await member();
    await buildClassifiedFavourite(t.db, { userId: english.id, classifiedId: listing.id });
    await t.db.update(users).set({ language: 'ar' }).where(eq(users.id, fan.id));
    await t.db.update(users).set({ language: 'en' }).where(eq(users.id, english.id));
    await buildDeviceToken(t.db, { userId: fan.id });
    await buildDeviceToken(t.db, { userId: english.id });
    await setPrice(listing.id, '900');
    await runJobs();
    const titleOf = async (userId: string) =>
      (await t.db.select({ title: pushDeliveries.title, body: pushDeliveries.body }).from(pushDeliveries).where(eq(pushDeliveries.userId, userId)))[0];
    expect(await titleOf(fan.id)).toEqual({ title: pushTexts.ar.priceDropTitle, body: 'Bicycle' });
    expect(await titleOf(english.id)).toEqual({ title: pushTexts.en.priceDropTitle, body: 'Bicycle' });
  });

  it('tells of a sale once, and nobody who blocked the seller or turned the kind off', async () => {
    const { fan, listing, seller } = await favourited();
    const blocker = await member();
    await buildClassifiedFavourite(t.db, { userId: blocker.id, classifiedId: listing.id });
    await buildUserBlock(t.db, { blockerId: blocker.id, blockedId: seller.id });
    const quiet = await member();
    await buildClassifiedFavourite(t.db, { userId: quiet.id, classifiedId: listing.id });
    await t.as(quiet).put('/api/v1/me/notification-settings', { settings: { favourite_sold: { inApp: false } } });

    expect((await t.as(seller).post(`/api/v1/classifieds/${listing.id}/sold`)).statusCode).toBeLessThan(300);
    await runJobs();
    await t.db.update(p).set({ soldAt: null }).where(eq(p.id, listing.id));
    await t.db
      .update(p)
      .set({ soldAt: sql`now()` })
      .where(eq(p.id, listing.id));
    await runJobs();
    expect(await alertsOf(fan, 'favourite_sold')).toHaveLength(1);
    expect((await alertsOf(fan, 'favourite_sold'))[0]!.actorCount).toBe(1);
    expect(await alertsOf(blocker, 'favourite_sold')).toEqual([]);
    expect(await alertsOf(quiet, 'favourite_sold')).toEqual([]);
    expect(await t.db.$count(activityItems, eq(activityItems.recipientId, seller.id))).toBe(0);
  });
});
