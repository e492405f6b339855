import { afterAll, beforeAll, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CLASSIFIED_TYPE_KEYS } from '@souq/contract/constants';
import { ZMemberClassifiedDetail, ZMemberClassifiedList } from '@souq/contract/members-classifieds';
import { messages } from '@souq/contract/messages';
import { classifiedPosts } from '../../db/schema/classifieds';
import { bearer, createTestContext, type TestContext } from '../../../test/helper';
import { insertFixtures, validBody, type Fixtures } from '../../../test/fixtures/classified-references';

/**
 * What the members' classifieds test files share (issue 18). The bindings are live: they hold the
 * file's context once `useListingContext()`'s beforeAll has run.
 */
export const c = messages.classified;
export const r = messages.region;
export const m = messages.members.classifieds;
export const common = messages.members.common;

export interface Caller {
  id: string;
  token: string;
}

export let t: TestContext;
export let fx: Fixtures;
export let seller: Caller;
export let buyer: Caller;
export let other: Caller;
export let admin: Caller;

/** One app per test file, with the reference data, a seller, a buyer, another member and an admin. */
export function useListingContext(): void {
  beforeAll(async () => {
    // The write limit has its own test (member-classifieds-throttle.test.ts); here one seller does it all.
    t = await createTestContext({ MEMBER_WRITE_RATE_MAX: '100000' });
    fx = await insertFixtures(t.db);
    seller = await t.userWithToken('user', { name: 'Seller' });
    buyer = await t.userWithToken('user', { name: 'Buyer' });
    other = await t.userWithToken('user', { name: 'Other' });
    admin = await t.userWithToken('admin');
  });
  afterAll(() => t.close());
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export const call = (method: Method, url: string, caller?: Caller, payload?: object) =>
  t.app.inject({ method, url, headers: caller ? bearer(caller.token) : {}, ...(payload === undefined ? {} : { payload }) });

export const create = (type: (typeof CLASSIFIED_TYPE_KEYS)[number], overrides: Record<string, unknown> = {}, caller = seller) =>
  call('POST', '/api/v1/classifieds', caller, { type, ...validBody(fx, type), ...overrides });

export async function created(type: (typeof CLASSIFIED_TYPE_KEYS)[number], overrides: Record<string, unknown> = {}, caller = seller) {
  const response = await create(type, overrides, caller);
  expect(response.statusCode, response.body).toBe(201);
  return ZMemberClassifiedDetail.parse(response.json());
}

export const detail = (id: string, caller: Caller) => call('GET', `/api/v1/classifieds/${id}`, caller);

/** Every id the search answers, page after page (small pages, so cursors are crossed). */
export async function searchIds(query: string, caller: Caller = buyer, limit = 50): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 200; guard++) {
    const response = await call('GET', `/api/v1/classifieds?limit=${limit}&${query}${cursor ? `&cursor=${cursor}` : ''}`, caller);
    expect(response.statusCode, response.body).toBe(200);
    const page = ZMemberClassifiedList.parse(response.json());
    ids.push(...page.classifieds.map((item) => item._id));
    cursor = page.nextCursor;
    if (!cursor) return ids;
  }
  throw new Error('the search never ended');
}

export const rowOf = async (id: string) => (await t.db.select().from(classifiedPosts).where(eq(classifiedPosts.id, id)))[0];
export const disallow = (id: string, active = false) =>
  call('POST', '/api/classifieds/allow-ordisallow', admin, { classified_id: id, active });

