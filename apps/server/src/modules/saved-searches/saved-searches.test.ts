import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import { ZOpenedSavedSearch, ZSavedSearch, ZSavedSearchList, SAVED_SEARCH_MAX } from '@souq/contract/members-saved-searches';
import { savedSearches } from '../../db/schema/saved-searches';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { buildCategory, buildClassified, buildCountry } from '../../../test/factories';
import { createBackgroundJobs } from '../jobs/background-jobs';
import { unsubscribeToken } from './unsubscribe-token';
import { unsubscribeSecretOf } from './unsubscribe-token';
import { persistentSecret } from '../../lib/secrets';

const sm = messages.members.savedSearches;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ LOGIN_RATE_MAX: '1000', MEMBER_WRITE_RATE_MAX: '1000' });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<TestContext['userWithToken']>>;
const member = () => t.userWithToken('user');
const save = (who: Member | null, body: unknown) => t.as(who).post('/api/v1/saved-searches', body);
const jobs = () =>
  createBackgroundJobs({ db: t.db, mailer: t.app.mailer, publicUrl: 'http://souq.test', timeZone: 'Asia/Kuwait', unsubscribeSecret: 'test-secret' });

describe('POST /api/v1/saved-searches', () => {
  it('saves a search as the search takes it, with its alerts, and lists it newest first', async () => {
    const a = await member();
    const category = await buildCategory(t.db);
    const response = await save(a, {
      name: ' Cars ',
      alert: 'daily',
      params: { q: 'camry', category_id: category.id, price_max: '5000', cursor: 'x', limit: '5' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const saved = ZSavedSearch.parse(response.json());
    // Paging is not part of a search: cursor and limit are not kept.
    expect(saved).toMatchObject({ name: 'Cars', alert: 'daily', params: { q: 'camry', category_id: category.id, price_max: '5000' }, newMatches: 0 });
    expect(saved.params).not.toHaveProperty('cursor');
    expect(saved.params).not.toHaveProperty('limit');
    const second = ZSavedSearch.parse((await save(a, { params: {} })).json());
    expect(second).toMatchObject({ name: null, alert: 'instant', params: {} });
    const list = ZSavedSearchList.parse((await t.as(a).get('/api/v1/saved-searches')).json());
    expect(list.savedSearches.map((s) => s._id)).toEqual([second._id, saved._id]);
    // The saved params open the same search.
    expect((await t.as(a).get(`/api/v1/classifieds?${new URLSearchParams(saved.params).toString()}`)).statusCode).toBe(200);
  });

  it('refuses a search the search itself refuses, with its message (400)', async () => {
    const a = await member();
    const response = await save(a, { params: { price_min: '10', price_max: '5' } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(messages.members.classifieds.priceRangeInvalid);
    expect((await save(a, { params: { sort: 'sideways' } })).statusCode).toBe(400);
    expect((await save(a, { alert: 'hourly', params: {} })).statusCode).toBe(400);
    expect(errorOf(await save(a, { name: 'x'.repeat(81), params: {} }))).toBe(sm.nameTooLong);
    expect((await save(a, { params: 'q=camry' })).statusCode).toBe(400);
    expect((await save(a, {})).statusCode).toBe(400);
  });

  it('asks for a member token (401) and a member role (403)', async () => {
    expect((await save(null, { params: {} })).statusCode).toBe(401);
    const admin = await t.userWithToken('admin');
    expect((await save(admin, { params: {} })).statusCode).toBe(403);
    expect((await t.as(admin).get('/api/v1/saved-searches')).statusCode).toBe(403);
  });

  it(`keeps at most ${SAVED_SEARCH_MAX} per member (409)`, async () => {
    const a = await member();
    await t.db.insert(savedSearches).values(Array.from({ length: SAVED_SEARCH_MAX }, () => ({ userId: a.id, params: {}, matchKey: '*:*', alert: 'off' })));
    const response = await save(a, { params: {} });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toBe(sm.tooManySavedSearches);
  });
});

describe('PATCH, open and DELETE /api/v1/saved-searches/:id', () => {
  it("changes its alerts and name; another member's saved search answers 404 and stays", async () => {
    const a = await member();
    const b = await member();
    const saved = ZSavedSearch.parse((await save(a, { params: { q: 'villa' } })).json());
    const changed = await t.as(a).patch(`/api/v1/saved-searches/${saved._id}`, { alert: 'off', name: 'Villas' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(ZSavedSearch.parse(changed.json())).toMatchObject({ alert: 'off', name: 'Villas' });
    expect((await t.as(a).patch(`/api/v1/saved-searches/${saved._id}`, {})).statusCode).toBe(400);

    for (const response of [
      await t.as(b).patch(`/api/v1/saved-searches/${saved._id}`, { alert: 'instant' }),
      await t.as(b).post(`/api/v1/saved-searches/${saved._id}/open`),
      await t.as(b).delete(`/api/v1/saved-searches/${saved._id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toBe(sm.savedSearchNotFound);
    }
    expect(ZSavedSearchList.parse((await t.as(b).get('/api/v1/saved-searches')).json()).savedSearches).toEqual([]);
    expect((await t.as(a).delete(`/api/v1/saved-searches/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await t.as(a).delete('/api/v1/saved-searches/not-an-id')).statusCode).toBe(400);

    const deleted = await t.as(a).delete(`/api/v1/saved-searches/${saved._id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await t.as(a).delete(`/api/v1/saved-searches/${saved._id}`)).statusCode).toBe(404);
  });

  it('opening answers the new listings once, and counts from then on', async () => {
    const a = await member();
    const country = await buildCountry(t.db);
    const category = await buildCategory(t.db);
    const saved = ZSavedSearch.parse((await save(a, { params: { category_id: category.id, country_id: country.id } })).json());
    const listing = await buildClassified(t.db, { categoryId: category.id, countryId: country.id, price: '100' });
    await jobs().drain();
    const list = ZSavedSearchList.parse((await t.as(a).get('/api/v1/saved-searches')).json());
    expect(list.savedSearches[0]).toMatchObject({ _id: saved._id, newMatches: 1 });
    const opened = ZOpenedSavedSearch.parse((await t.as(a).post(`/api/v1/saved-searches/${saved._id}/open`)).json());
    expect(opened.newListingIds).toEqual([listing.id]);
    const again = ZOpenedSavedSearch.parse((await t.as(a).post(`/api/v1/saved-searches/${saved._id}/open`)).json());
    expect(again.newListingIds).toEqual([]);
    expect(again.savedSearch.newMatches).toBe(0);
  });
});

describe('POST /api/v1/saved-searches/unsubscribe', () => {
  it("turns that search's alerts off with the digest's signed token, without a token of the member", async () => {
    const a = await member();
    const saved = ZSavedSearch.parse((await save(a, { name: 'Boats', alert: 'daily', params: {} })).json());
    const secret = unsubscribeSecretOf(t.config, persistentSecret);
    const response = await t.as(null).post('/api/v1/saved-searches/unsubscribe', { token: unsubscribeToken(secret, saved._id) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ name: 'Boats' });
    const list = ZSavedSearchList.parse((await t.as(a).get('/api/v1/saved-searches')).json());
    expect(list.savedSearches[0]!.alert).toBe('off');

    for (const token of [unsubscribeToken('another secret', saved._id), `${saved._id}.forged`, 'junk', unsubscribeToken(secret, UNKNOWN)]) {
      const refused = await t.as(null).post('/api/v1/saved-searches/unsubscribe', { token });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused)).toBe(sm.unsubscribeInvalid);
    }
    expect((await t.as(null).post('/api/v1/saved-searches/unsubscribe', {})).statusCode).toBe(400);
  });
});
