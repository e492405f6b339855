import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openEventStream } from '../../apps/server/test/event-stream-client';
import { SCALE_OUT_ACCOUNTS } from './accounts';
import { call, login } from './http';

/**
 * A saved search's alert across processes: the listing is published through the database, the
 * worker process's job matches it, and the buyer hears of it on a stream open on an API process
 * (through Redis) and on their phone (the push through the outbox to the FCM stand-in). The times
 * from publishing are printed for docs/performance.md, not asserted.
 */
const base = inject('balancerUrl');
const api2 = `http://127.0.0.1:${inject('apiPorts')[1]!}`;

describe("the worker process's alerts", () => {
  it('reach the member live on an API process and as a push', async () => {
    const buyer = await login(base, SCALE_OUT_ACCOUNTS.buyer);
    const db = new pg.Client({ connectionString: inject('databaseUrl') });
    await db.connect();
    try {
      const listing = await db.query<{ category_id: string; user_id: string }>('select category_id, user_id from classified_posts where id = $1', [
        inject('sellerListingId'),
      ]);
      const categoryId = listing.rows[0]!.category_id;
      const saved = await call(base, 'POST', '/api/v1/saved-searches', {
        token: buyer,
        body: { params: { category_id: categoryId, q: 'lexus' }, alert: 'instant' },
      });
      expect(saved.status, saved.text).toBe(201);
      const device = await call(base, 'POST', '/api/noti/register-device', { token: buyer, body: { token: 'scale-out-buyer-phone', platform: 'android' } });
      expect(device.status, device.text).toBe(200);

      const stream = await openEventStream(api2, buyer);
      try {
        await expect.poll(() => stream.text()).toContain('retry:');
        const started = performance.now();
        await db.query(
          `insert into classified_posts (user_id, category_id, country_id, district_id, title, price, mobile, address)
           select user_id, category_id, country_id, district_id, 'Lexus LX 2022', 9000, mobile, address from classified_posts where id = $1`,
          [inject('sellerListingId')],
        );
        const event = await stream.next('activity', 15_000);
        const streamMs = event.receivedAt - started;
        expect(event.data).toMatchObject({ item: { kind: 'saved_search', preview: 'lexus' } });

        let pushMs = Number.NaN;
        await expect
          .poll(
            async () => {
              const sent = await db.query(
                `select 1 from push_deliveries d join device_tokens t on t.id = d.device_token_id
                 where t.token = 'scale-out-buyer-phone' and d.status = 'sent'`,
              );
              if (sent.rowCount && Number.isNaN(pushMs)) pushMs = performance.now() - started;
              return sent.rowCount;
            },
            { timeout: 15_000, interval: 25 },
          )
          .toBe(1);
        console.log(
          `worker alerts: a listing published reached the saved search's member on another API process's stream after ${streamMs.toFixed(0)} ms ` +
            `and was handed to the push service after ${pushMs.toFixed(0)} ms (job and outbox polls every second)`,
        );
      } finally {
        stream.close();
      }
    } finally {
      await db.end();
    }
  });
});
