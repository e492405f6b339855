import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import { classifiedPosts } from '../../db/schema/classifieds';
import { classifiedReports } from '../../db/schema/members';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { buildClassified, buildUpload } from '../../../test/factories';
import { insertFixtures, validBody, type Fixtures } from '../../../test/fixtures/classified-references';

/** The members' write limit on listings, favourites and reports: three a minute here, counted per kind. */
let t: TestContext;
let fx: Fixtures;
beforeAll(async () => {
  t = await createTestContext({ MEMBER_WRITE_RATE_MAX: '3' });
  fx = await insertFixtures(t.db);
});
afterAll(() => t.close());

describe('throttled listing writes (MEMBER_WRITE_RATE_MAX)', () => {
  it('answers 429 with Retry-After past the limit, storing nothing; favourites and reports count apart', async () => {
    const seller = await t.userWithToken('user');
    const buyer = await t.userWithToken('user');
    const listingBody = {
      type: 'food',
      ...validBody(fx, 'food'),
      media: [{ url: (await buildUpload(t.db, { ownerId: seller.id })).path, type: 'image' }],
    };

    // Each of its own title: the same title again would be refused as a duplicate, not counted.
    const titles = ['Fresh dates from Al Qassim', 'Saffron from Mashhad', 'Honey from Sidr valley', 'Olive oil from Jerash'];
    for (const title of titles.slice(0, 3)) expect((await t.as(seller).post('/api/v1/classifieds', { ...listingBody, title })).statusCode).toBe(201);
    const before = await t.db.$count(classifiedPosts);
    const refused = await t.as(seller).post('/api/v1/classifieds', { ...listingBody, title: titles[3] });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toBe(messages.members.common.tooManyWrites);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.db.$count(classifiedPosts)).toBe(before);

    // Editing, marking sold, renewing, bumping and deleting are listing writes too.
    const listing = await buildClassified(t.db, { userId: seller.id });
    expect((await t.as(seller).post(`/api/v1/classifieds/${listing.id}/sold`, {})).statusCode).toBe(429);
    expect((await t.as(seller).post(`/api/v1/classifieds/${listing.id}/renew`, {})).statusCode).toBe(429);
    expect((await t.as(seller).post(`/api/v1/classifieds/${listing.id}/bump`, {})).statusCode).toBe(429);
    expect((await t.as(seller).delete(`/api/v1/classifieds/${listing.id}`)).statusCode).toBe(429);

    // Another kind, another count: the seller may still favour.
    expect((await t.as(seller).post(`/api/v1/classifieds/${listing.id}/favourite`, {})).statusCode).toBe(200);

    const reportUrl = `/api/v1/classifieds/${listing.id}/report`;
    for (let i = 0; i < 3; i++) expect((await t.as(buyer).post(reportUrl, { reason: `Report ${i}` })).statusCode).toBe(201);
    const reports = await t.db.$count(classifiedReports);
    const tooMany = await t.as(buyer).post(reportUrl, { reason: 'Once more' });
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.headers['retry-after']).toBeDefined();
    expect(await t.db.$count(classifiedReports)).toBe(reports);

    for (let i = 0; i < 3; i++) expect((await t.as(buyer).post(`/api/v1/classifieds/${listing.id}/favourite`, {})).statusCode).toBe(200);
    expect((await t.as(buyer).delete(`/api/v1/classifieds/${listing.id}/favourite`)).statusCode).toBe(429);
  });
});
