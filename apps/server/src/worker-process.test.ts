import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { ZSavedSearch } from '@souq/contract/members-saved-searches';
import { createTestContext, type TestContext } from '../test/helper';
import { buildCategory, buildClassified, buildCountry } from '../test/factories';
import type { MemberEvent } from './modules/member-events/event-hub';
import { pushTransportFromConfig } from './modules/web-push/push-router';
import { startWorkerProcess } from './worker-process';

/** The worker in its own process, with the API app beside it on the same database. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ MEMBER_WRITE_RATE_MAX: '1000' });
});
afterAll(() => t.close());

describe('the worker process', () => {
  it("tells a member's open stream on the API of an alert its job recorded", async () => {
    const buyer = await t.userWithToken('user');
    const seller = await t.userWithToken('user');
    const [country, category] = await Promise.all([buildCountry(t.db), buildCategory(t.db)]);
    const saved = await t
      .as(buyer)
      .post('/api/v1/saved-searches', { params: { country_id: country.id, category_id: category.id, q: 'camry' }, alert: 'instant' });
    expect(saved.statusCode, saved.body).toBe(201);
    const search = ZSavedSearch.parse(saved.json());

    const heard: MemberEvent[] = [];
    const stopListening = t.app.memberEvents.subscribe(buyer.id, (event) => heard.push(event));
    // Published now, its match job waits on the job table for the worker.
    await buildClassified(t.db, { userId: seller.id, countryId: country.id, categoryId: category.id, title: 'Toyota Camry 2019', price: '4000' });

    const worker = await startWorkerProcess({
      config: t.config,
      database: t.database,
      logger: pino({ level: 'silent' }),
      push: pushTransportFromConfig(t.config),
    });
    try {
      await expect
        .poll(() => heard.find((event) => event.type === 'activity'), { timeout: 15_000 })
        .toMatchObject({ data: { item: { kind: 'saved_search', subject: { type: 'saved_search', _id: search._id } }, unread: 1 } });
    } finally {
      stopListening();
      await worker.stop();
    }
  }, 60_000);
});
