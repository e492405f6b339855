import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import { buildDeviceToken } from '../../../test/factories';
import { enqueueMemberPush } from '../member-events/member-push';
import { createTestContext, errorOf, type TestContext, listenOnLoopback } from '../../../test/helper';
import { openEventStream } from '../../../test/event-stream-client';

/** GET /metrics: the Prometheus text, for staff with an admin token only. */
let t: TestContext;
let baseUrl: string;
let admin: { id: string; token: string };

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.userWithToken('admin');
  baseUrl = await listenOnLoopback(t.app);
});
afterAll(() => t?.close());

async function scrape() {
  const response = await t.as(admin).get('/metrics');
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** The value of one sample, e.g. `souq_event_streams_open` or `souq_outbox_pending{kind="deliveries"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('refuses callers without a token (401) and callers who are not admins (403)', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous)).toBe(messages.session.notAuthorized);
    for (const role of ['user', 'dataentry'] as const) {
      const response = await t.as((await t.userWithToken(role)).token).get('/metrics');
      expect(response.statusCode, role).toBe(403);
      expect(errorOf(response)).toBe(messages.session.forbidden);
    }
  });

  it('answers an admin in the Prometheus text format, with every documented metric', async () => {
    const response = await scrape();
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'souq_event_streams_open',
      'souq_event_streams_refused_total',
      'souq_http_requests_total',
      'souq_http_connections_open',
      'souq_outbox_pending',
      'nodejs_eventloop_lag_seconds',
      'process_open_fds',
    ]) {
      expect(response.body, name).toContain(`# TYPE ${name} `);
    }
    if (t.database.kind === 'postgres') expect(sample(response.body, 'souq_db_pool_connections{state="max"}')).toBeGreaterThan(0);
  });

  it('moves the open-streams gauge as streams open and close', async () => {
    const before = sample((await scrape()).body, 'souq_event_streams_open')!;
    const member = await t.userWithToken('user');
    const client = await openEventStream(baseUrl, member.token);
    expect(client.status).toBe(200);
    expect(sample((await scrape()).body, 'souq_event_streams_open')).toBe(before + 1);
    client.close();
    await expect.poll(async () => sample((await scrape()).body, 'souq_event_streams_open')).toBe(before);
  });

  it('counts requests by route pattern and status, never by the raw address', async () => {
    const member = await t.userWithToken('user');
    const id = '00000000-0000-4000-8000-00000000abcd';
    await t.as(member).get(`/api/v1/users/${id}`);
    const { body } = await scrape();
    expect(sample(body, 'souq_http_requests_total{method="GET",route="/api/v1/users/:id",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(body).not.toContain(id);
  });

  it('shows the push outbox depth', async () => {
    const before = sample((await scrape()).body, 'souq_outbox_pending{kind="deliveries"}')!;
    const member = await t.userWithToken('user');
    await buildDeviceToken(t.db, { userId: member.id });
    await buildDeviceToken(t.db, { userId: member.id });
    expect(await enqueueMemberPush(t.db, member.id, { title: 'New follower', body: 'Sara started following you', data: {} })).toBe(2);
    expect(sample((await scrape()).body, 'souq_outbox_pending{kind="deliveries"}')).toBe(before + 2);
    expect(sample((await scrape()).body, 'souq_outbox_pending{kind="fanouts"}')).toBeGreaterThanOrEqual(0);
  });
});
