import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { ZNotificationList, ZSendNotificationResponse } from '@souq/contract/notifications';
import { pushDeliveries } from '../../db/schema/outbox';
import { deviceTokens } from '../../db/schema/users';
import { buildDeviceToken, buildUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { testDbKind } from '../../../test/database';
import { claimDeliveries, fanOutBatch, PUSH_NOT_CONFIGURED, TOKEN_REMOVED } from './outbox';
import { jobOf, RecordingTransport, seedDevices, waitUntilComplete } from '../../../test/fixtures/outbox';
import { FcmTransport } from './fcm-transport';
import { startFcmStandIn } from '../../../test/fixtures/fcm-stand-in';
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './worker';

let t: TestContext;
let admin: string;
const workers: OutboxWorker[] = [];
beforeAll(async () => {
  t = await createTestContext();
  admin = (await t.userWithToken('admin')).token;
});
// Worker errors are logged, not thrown: collect them so a swallowed failure still fails the test.
const workerErrors: unknown[] = [];
const logger = { info: () => undefined, warn: () => undefined, error: (details: object) => void workerErrors.push(details) };
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  expect(workerErrors.splice(0)).toEqual([]);
});
afterAll(() => t.close());

function startWorker(options: Partial<OutboxWorkerOptions> & Pick<OutboxWorkerOptions, 'transport'>) {
  const w = createOutboxWorker({ db: t.db, pollIntervalMs: 20, logger, ...options });
  workers.push(w);
  w.start();
  return w;
}

async function send(payload: object) {
  const response = await t.as(admin).post('/api/noti/send-notification', payload);
  expect(response.statusCode).toBe(200);
  return ZSendNotificationResponse.parse(response.json()).notification;
}

async function progressOf(id: string) {
  const list = await t.as(admin).get('/api/noti/get-notifications?itemsPerPage=100');
  return ZNotificationList.parse(list.json()).notifications.find((n) => n._id === id);
}

const deliveriesOf = (notificationId: string) =>
  t.db
    .select({
      token: deviceTokens.token,
      tokenId: pushDeliveries.deviceTokenId,
      status: pushDeliveries.status,
      attempts: pushDeliveries.attempts,
      lastError: pushDeliveries.lastError,
    })
    .from(pushDeliveries)
    .leftJoin(deviceTokens, eq(deviceTokens.id, pushDeliveries.deviceTokenId))
    .where(eq(pushDeliveries.notificationId, notificationId));

describe('the push outbox', () => {
  it('delivers a send to 10,000 users exactly once, across a graceful stop and a restart', async () => {
    const { tokens } = await seedDevices(t.db, 'crowd', 10_000);
    // A blocked account's device is not a recipient.
    const blocked = await buildUser(t.db, { name: 'Blocked', email: 'blocked@example.test', blocked: true });
    await buildDeviceToken(t.db, { userId: blocked.id, token: 'blocked-token' });

    const notification = await send({ title: 'Big sale', description: 'Today only' });
    expect(notification.recipients).toBe(10_001); // the crowd and the admin
    expect(await t.db.$count(pushDeliveries)).toBe(0);

    // Stop in the middle of a batch: the rest of that batch goes back to the queue unsent.
    let stopped: Promise<void> | undefined;
    const recorder = new RecordingTransport({
      onMessage: (total) => {
        if (total === 4321) stopped = first.stop();
      },
    });
    const first = startWorker({ transport: recorder, batchSize: 500 });
    await expect.poll(() => stopped !== undefined, { timeout: 15_000, interval: 20 }).toBe(true);
    await stopped;
    expect(first.running).toBe(false);

    const midway = await jobOf(t.db, notification._id);
    expect(midway.sent).toBe(4321);
    expect(recorder.total).toBe(4321);
    // Nothing is left claimed: every queued row is due now and carries no spent attempt.
    const leased = await t.db
      .select({ id: pushDeliveries.id })
      .from(pushDeliveries)
      .where(and(eq(pushDeliveries.status, 'queued'), gt(pushDeliveries.attempts, 0)));
    expect(leased).toEqual([]);

    startWorker({ transport: recorder, batchSize: 500 });
    const done = await waitUntilComplete(t.db, notification._id);
    expect(done).toMatchObject({ total: 10_000, sent: 10_000, failed: 0, skipped: 0, queued: 0 });
    expect(recorder.counts.size).toBe(10_000);
    expect([...recorder.counts.values()].every((n) => n === 1)).toBe(true);
    expect(recorder.counts.has('blocked-token')).toBe(false);
    expect(tokens.every((token) => recorder.counts.get(token) === 1)).toBe(true);
    expect(await progressOf(notification._id)).toMatchObject({
      progress: { queued: 0, sent: 10_000, failed: 0, skipped: 0 },
      pushConfigured: true,
      complete: true,
    });
  }, 60_000);

  it("records 'skipped' without credentials, and the progress says so", async () => {
    const { emails } = await seedDevices(t.db, 'quiet', 30);
    const notification = await send({ title: 'Hello', description: 'No push here', emails });
    expect(notification.pushConfigured).toBe(false);
    startWorker({ transport: null, fanoutBatchSize: 7 });
    await waitUntilComplete(t.db, notification._id);
    const rows = await deliveriesOf(notification._id);
    expect(rows).toHaveLength(30);
    expect(rows.every((r) => r.status === 'skipped' && r.lastError === PUSH_NOT_CONFIGURED)).toBe(true);
    expect(await progressOf(notification._id)).toMatchObject({
      recipients: 30,
      progress: { queued: 0, sent: 0, failed: 0, skipped: 30 },
      pushConfigured: false,
      complete: true,
    });
  });

  it('removes device tokens the push service rejects, keeping their failed delivery', async () => {
    const { emails } = await seedDevices(t.db, 'mixed', 6, (i) => ['ok', 'gone', 'bad', 'ok', 'gone', 'ok'][i] + `-mixed-${i}`);
    const verdict = (token: string) =>
      token.startsWith('ok')
        ? ({ token, status: 'sent' } as const)
        : ({ token, status: 'invalid-token', error: token.startsWith('gone') ? 'UNREGISTERED: gone' : 'INVALID_ARGUMENT: bad' } as const);
    const recorder = new RecordingTransport({ answer: (m) => verdict(m.token) });
    const notification = await send({ title: 'Check', description: 'Tokens', emails });
    const worker = startWorker({ transport: recorder });
    const done = await waitUntilComplete(t.db, notification._id);
    expect(done).toMatchObject({ total: 6, sent: 3, failed: 3, skipped: 0 });
    // The tokens go in their own transaction after the outcomes commit: stopping waits for the
    // batch to finish, that step included.
    await worker.stop();
    const remaining = await t.db
      .select({ token: deviceTokens.token })
      .from(deviceTokens)
      .where(sql`${deviceTokens.token} like '%-mixed-%'`);
    expect(remaining.map((r) => r.token).sort()).toEqual(['ok-mixed-0', 'ok-mixed-3', 'ok-mixed-5']);
    const failed = (await deliveriesOf(notification._id)).filter((r) => r.status === 'failed');
    expect(failed).toHaveLength(3);
    expect(failed.every((r) => r.tokenId === null && /^(UNREGISTERED|INVALID_ARGUMENT)/.test(r.lastError ?? ''))).toBe(true);
  });

  it('skips a delivery whose device token was removed after it was queued', async () => {
    const { emails, tokens } = await seedDevices(t.db, 'uninstalled', 2);
    const notification = await send({ title: 'Later', description: 'Gone by then', emails });
    while ((await fanOutBatch(t.db, { batchSize: 100, pushEnabled: true })) !== null);
    await t.db.delete(deviceTokens).where(eq(deviceTokens.token, tokens[0]!));
    const recorder = new RecordingTransport();
    startWorker({ transport: recorder });
    expect(await waitUntilComplete(t.db, notification._id)).toMatchObject({ sent: 1, skipped: 1 });
    expect((await deliveriesOf(notification._id)).find((r) => r.status === 'skipped')?.lastError).toBe(TOKEN_REMOVED);
    expect([...recorder.counts.keys()]).toEqual([tokens[1]]);
  });

  it('retries passing failures with growing back-off and gives up after the last attempt', async () => {
    const { emails } = await seedDevices(t.db, 'flaky', 2, (i) => (i === 0 ? 'recovers' : 'never'));
    const recorder = new RecordingTransport({
      answer: (m, attempt) =>
        m.token === 'recovers' && attempt === 3 ? { token: m.token, status: 'sent' } : { token: m.token, status: 'retry', error: 'UNAVAILABLE: try later' },
    });
    const notification = await send({ title: 'Flaky', description: 'Network', emails });
    startWorker({ transport: recorder, backoffBaseMs: 150, maxAttempts: 4 });
    expect(await waitUntilComplete(t.db, notification._id)).toMatchObject({ sent: 1, failed: 1 });
    const rows = await deliveriesOf(notification._id);
    expect(rows.find((r) => r.token === 'recovers')).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(rows.find((r) => r.token === 'never')).toMatchObject({
      status: 'failed',
      attempts: 4,
      lastError: 'gave up after 4 attempts: UNAVAILABLE: try later',
    });
    // Waits of about 150, 300 and 600 ms (±20 % jitter) between the attempts.
    const times = recorder.log.filter((l) => l.token === 'never').map((l) => l.at);
    const gaps = times.slice(1).map((at, i) => at - times[i]!);
    expect(gaps).toHaveLength(3);
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(150 * 2 ** i * 0.8 - 5));
  }, 20_000);

  it('retries a batch the transport could not attempt at all', async () => {
    const { emails, tokens } = await seedDevices(t.db, 'outage', 3);
    let calls = 0;
    const transport = {
      async send(messages: { token: string }[]) {
        calls += 1;
        if (calls === 1) throw new Error('token endpoint down');
        return messages.map((m) => ({ token: m.token, status: 'sent' as const }));
      },
    };
    const notification = await send({ title: 'Outage', description: 'Then fine', emails });
    startWorker({ transport, backoffBaseMs: 30 });
    expect(await waitUntilComplete(t.db, notification._id)).toMatchObject({ sent: 3 });
    const rows = await deliveriesOf(notification._id);
    expect(rows.map((r) => r.attempts)).toEqual([2, 2, 2]);
    expect(rows.map((r) => r.token).sort()).toEqual([...tokens].sort());
  });

  it('sends a batch claimed by a worker that crashed again only after its lease ends', async () => {
    const { emails } = await seedDevices(t.db, 'crashed', 3);
    const notification = await send({ title: 'Crash', description: 'Mid batch', emails });
    while ((await fanOutBatch(t.db, { batchSize: 100, pushEnabled: true })) !== null);
    // A worker claims the batch and dies before sending or recording anything.
    const claimed = await claimDeliveries(t.db, { batchSize: 100, leaseMs: 700 });
    expect(claimed).toHaveLength(3);
    const recorder = new RecordingTransport();
    const claimedAt = Date.now();
    startWorker({ transport: recorder });
    await waitUntilComplete(t.db, notification._id);
    // At least once: the survivor waited out the lease, then delivered each exactly once.
    expect(recorder.log[0]!.at - claimedAt).toBeGreaterThanOrEqual(600);
    expect([...recorder.counts.values()]).toEqual([1, 1, 1]);
    const rows = await t.db
      .select()
      .from(pushDeliveries)
      .where(
        inArray(
          pushDeliveries.id,
          claimed.map((c) => c.id),
        ),
      );
    expect(rows.map((r) => r.attempts)).toEqual([2, 2, 2]);
  });

  it('delivers through FCM HTTP v1 end to end: sends, removes rejected tokens, retries a 503', async () => {
    const fcm = await startFcmStandIn();
    try {
      const names = ['ok-e2e-0', 'gone-e2e-1', 'bad-e2e-2', 'busy2-e2e-3', 'ok-e2e-4'];
      const { emails } = await seedDevices(t.db, 'e2e', names.length, (i) => names[i]!);
      const notification = await send({ title: 'Over the wire', description: 'Real HTTP', emails });
      startWorker({ transport: new FcmTransport({ credentials: fcm.credentials, apiUrl: fcm.url }), backoffBaseMs: 50 });
      expect(await waitUntilComplete(t.db, notification._id)).toMatchObject({ total: 5, sent: 3, failed: 2, skipped: 0 });
      const rows = await deliveriesOf(notification._id);
      expect(rows.find((r) => r.token === 'busy2-e2e-3')).toMatchObject({ status: 'sent', attempts: 3 });
      expect(fcm.sent.filter((s) => s.token === 'busy2-e2e-3')).toHaveLength(3);
      expect(fcm.sent.filter((s) => s.token.startsWith('ok-e2e'))).toHaveLength(2);
      const left = await t.db.select({ token: deviceTokens.token }).from(deviceTokens).where(inArray(deviceTokens.token, names));
      expect(left.map((r) => r.token).sort()).toEqual(['busy2-e2e-3', 'ok-e2e-0', 'ok-e2e-4']);
      expect(fcm.sent[0]?.body).toMatchObject({
        message: { notification: { title: 'Over the wire', body: 'Real HTTP' }, data: { notification_id: notification._id } },
      });
    } finally {
      await fcm.close();
    }
  });

  it('lets two workers race over the same notification and still delivers each message once', async () => {
    const { emails, tokens } = await seedDevices(t.db, 'race', 1000);
    const notification = await send({ title: 'Race', description: 'Two workers', emails });
    const a = new RecordingTransport({ name: 'a', delayMs: 2 });
    const b = new RecordingTransport({ name: 'b', delayMs: 2 });
    startWorker({ transport: a, batchSize: 25, fanoutBatchSize: 100 });
    startWorker({ transport: b, batchSize: 25, fanoutBatchSize: 100 });
    expect(await waitUntilComplete(t.db, notification._id)).toMatchObject({ total: 1000, sent: 1000, queued: 0 });
    const seen = new Map<string, number>();
    for (const entry of [...a.log, ...b.log]) seen.set(entry.token, (seen.get(entry.token) ?? 0) + 1);
    expect(seen.size).toBe(1000);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    expect(tokens.every((token) => seen.has(token))).toBe(true);
    if (testDbKind === 'postgres') {
      // Real concurrency: both claimed work, and SKIP LOCKED kept them apart.
      expect(a.total).toBeGreaterThan(0);
      expect(b.total).toBeGreaterThan(0);
    }
  }, 30_000);
});
