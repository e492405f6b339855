// Fault: the outbox worker process is killed (SIGKILL) in the middle of a batch, and a new one
// takes over. What the design promises, and this test holds it to: no device is left without the
// message, and a device can get it twice only if it was in the batch on the wire at the kill,
// both times with the same delivery id so the app can drop the repeat. FCM has no idempotency key,
// so exactly-once on the device needs that check on the receiving side.
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushDeliveries } from '../../src/db/schema/outbox';
import { deviceTokens } from '../../src/db/schema/users';
import { startFcmStandIn, type FcmStandIn } from '../fixtures/fcm-stand-in';
import { jobOf, seedDevices } from '../fixtures/outbox';
import { sendNotification } from '../../src/modules/notifications/send.service';
import { createUser } from '../../src/modules/users/users.service';
import type { Db } from '../../src/db/client';
import { createFaultDatabase, startSouq, type FaultDatabase, type SouqProcess } from './processes';

const DEVICES = 1_500;
/** The worker's batch (its default): the kill lands in the second one. */
const BATCH = 500;
const KILL_AFTER_MESSAGES = BATCH + 250;

let fcm: FcmStandIn;
let database: FaultDatabase;
const workers: SouqProcess[] = [];

beforeAll(async () => {
  // Each accepted message is answered after 30 ms, so a batch is on the wire for about a second.
  fcm = await startFcmStandIn({ sendDelayMs: 30 });
  database = await createFaultDatabase('outbox');
});

afterAll(async () => {
  for (const worker of workers) if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
  await Promise.all(workers.map((w) => w.exited));
  await fcm?.close();
  await database?.remove();
});

function startWorker() {
  const worker = startSouq('cli', ['worker'], { ...database.env, FCM_CREDENTIALS: fcm.credentialsFile, FCM_API_URL: fcm.url });
  workers.push(worker);
  return worker;
}

/** Each received message: its token and the delivery id it carried. */
function received() {
  return fcm.sent.map((s) => {
    const message = (s.body as { message: { data?: Record<string, string> } }).message;
    return { token: s.token, deliveryId: message.data?.delivery_id, notificationId: message.data?.notification_id };
  });
}

async function deliveriesOf(db: Db, notificationId: string) {
  return db
    .select({
      id: pushDeliveries.id,
      status: pushDeliveries.status,
      attempts: pushDeliveries.attempts,
      nextAttemptAt: pushDeliveries.nextAttemptAt,
      token: deviceTokens.token,
    })
    .from(pushDeliveries)
    .innerJoin(deviceTokens, eq(deviceTokens.id, pushDeliveries.deviceTokenId))
    .where(eq(pushDeliveries.notificationId, notificationId));
}

async function until(condition: () => boolean, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

// Real processes (tsx, database start, migrations) on a shared 2-core machine: generous.
describe('the outbox worker killed in the middle of a batch', { timeout: 180_000 }, () => {
  it('delivers to every device; repeats only the batch on the wire at the kill, with the same delivery id', async () => {
    let notificationId: string;
    const seeding = await database.open();
    try {
      const { db } = seeding.database;
      const admin = await createUser(db, { email: 'sender@example.test', password: 'correct horse battery', role: 'admin' });
      await seedDevices(db, 'ok-kill', DEVICES);
      const sent = await sendNotification(db, admin.id, { title: 'Eid sale', description: 'Everything half price' }, { pushConfigured: true });
      notificationId = sent.notification._id;
    } finally {
      await seeding.close();
    }

    // The first worker is killed without warning once it is well into its second batch.
    const first = startWorker();
    await until(() => fcm.sent.length >= KILL_AFTER_MESSAGES || first.child.exitCode !== null, 'the first worker to send', 120_000);
    first.child.kill('SIGKILL');
    expect((await first.exited).signal, first.output()).toBe('SIGKILL');
    const beforeKill = received();
    expect(beforeKill.every((r) => r.notificationId === notificationId)).toBe(true);

    // What the dead worker left behind: whole batches recorded as sent, one batch still under its
    // lease (claimed, partly sent, nothing recorded), the rest queued and untouched.
    const inspecting = await database.open();
    let inFlight: Set<string>;
    let recordedSent: Set<string>;
    let inFlightDelivered: number;
    try {
      const { db } = inspecting.database;
      const rows = await deliveriesOf(db, notificationId);
      expect(rows).toHaveLength(DEVICES);
      recordedSent = new Set(rows.filter((r) => r.status === 'sent').map((r) => r.id));
      const leased = rows.filter((r) => r.status === 'queued' && r.nextAttemptAt.getTime() > Date.now() + 60_000);
      inFlight = new Set(leased.map((r) => r.id));
      expect(recordedSent.size % BATCH).toBe(0);
      expect(recordedSent.size).toBeGreaterThan(0);
      expect(inFlight.size).toBe(BATCH);
      // Nothing reached a device outside those two groups, and part of the leased batch did.
      const idOfToken = new Map(rows.map((r) => [r.token, r.id]));
      for (const r of beforeKill) {
        expect(r.deliveryId).toBe(idOfToken.get(r.token));
        expect(recordedSent.has(r.deliveryId!) || inFlight.has(r.deliveryId!)).toBe(true);
      }
      inFlightDelivered = beforeKill.filter((r) => inFlight.has(r.deliveryId!)).length;
      expect(inFlightDelivered).toBeGreaterThan(0);
      expect(inFlightDelivered).toBeLessThan(BATCH);
      // The lease (10 minutes) is what brings the batch back; the test moves the clock past it
      // instead of waiting, exactly as its end would.
      const expired = await db
        .update(pushDeliveries)
        .set({ nextAttemptAt: sql`now()` })
        .where(and(eq(pushDeliveries.notificationId, notificationId), eq(pushDeliveries.status, 'queued'), gt(pushDeliveries.nextAttemptAt, sql`now()`)))
        .returning({ id: pushDeliveries.id });
      expect(expired).toHaveLength(BATCH);
    } finally {
      await inspecting.close();
    }

    // A new worker finishes the job; SIGTERM then lets it record its last batch and stop. It
    // claims the expired batch last (its rows are due latest), and a stop puts a batch's unsent
    // messages back: so wait for every message the design sends (each device once, plus the
    // repeats of what the dead worker had on the wire), not merely for every device reached.
    const second = startWorker();
    await until(() => fcm.sent.length >= DEVICES + inFlightDelivered || second.child.exitCode !== null, 'every device to be reached', 120_000);
    // Every message is out; the stop waits for their answers and records them before exiting.
    second.child.kill('SIGTERM');
    expect((await second.exited).code, second.output()).toBe(0);

    const all = received();
    const byToken = new Map<string, string[]>();
    for (const r of all) byToken.set(r.token, [...(byToken.get(r.token) ?? []), r.deliveryId!]);
    // Every device got it.
    expect(byToken.size).toBe(DEVICES);
    // Repeats: only deliveries of the batch on the wire at the kill, at most once more, same id.
    const repeated = [...byToken.entries()].filter(([, ids]) => ids.length > 1);
    for (const [, ids] of repeated) {
      expect(ids).toHaveLength(2);
      expect(new Set(ids).size).toBe(1);
      expect(inFlight.has(ids[0]!)).toBe(true);
    }
    expect(repeated.length).toBe(inFlightDelivered);
    // No delivery the dead worker had recorded as sent went out again.
    const sentAgain = all.slice(beforeKill.length).filter((r) => recordedSent.has(r.deliveryId!));
    expect(sentAgain).toEqual([]);

    const checking = await database.open();
    try {
      const { db } = checking.database;
      const rows = await deliveriesOf(db, notificationId);
      expect(rows.every((r) => r.status === 'sent')).toBe(true);
      // The leased batch was attempted twice, every other delivery once.
      expect(
        rows
          .filter((r) => r.attempts === 2)
          .map((r) => r.id)
          .sort(),
      ).toEqual([...inFlight].sort());
      expect(await jobOf(db, notificationId)).toMatchObject({ total: DEVICES, sent: DEVICES, failed: 0, queued: 0 });
    } finally {
      await checking.close();
    }
  });
});
