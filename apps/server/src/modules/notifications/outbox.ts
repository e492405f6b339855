import { and, asc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/content';
import { notificationPushJobs, notificationRecipients, pushDeliveries } from '../../db/schema/outbox';
import { deviceTokens, users } from '../../db/schema/users';
import { reachableUser } from './send.service';

export const PUSH_NOT_CONFIGURED = 'push not configured (FCM_CREDENTIALS is not set)';
export const TOKEN_REMOVED = 'device token removed';
export const TOKEN_MOVED = 'device token now belongs to another account';

type FinalStatus = 'sent' | 'failed' | 'skipped';

/**
 * Fans one batch of one notification out to device rows. The job row is claimed with
 * FOR UPDATE SKIP LOCKED, and the new rows, the cursor and the counters commit together: a crash
 * rolls the whole batch back, so no device is ever queued twice.
 */
export async function fanOutBatch(db: Db, options: { batchSize: number; pushEnabled: boolean }) {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select({
        notificationId: notificationPushJobs.notificationId,
        cursor: notificationPushJobs.fanoutCursor,
        audience: notifications.audience,
        sentAt: notifications.createdAt,
      })
      .from(notificationPushJobs)
      .innerJoin(notifications, eq(notifications.id, notificationPushJobs.notificationId))
      .where(eq(notificationPushJobs.fanoutDone, false))
      .orderBy(asc(notifications.createdAt))
      .limit(1)
      .for('update', { of: notificationPushJobs, skipLocked: true });
    if (!job) return null;

    const filters: (SQL | undefined)[] = [reachableUser];
    if (job.cursor) filters.push(gt(deviceTokens.id, job.cursor));
    const base = tx.select({ id: deviceTokens.id, kind: deviceTokens.kind }).from(deviceTokens).innerJoin(users, eq(users.id, deviceTokens.userId));
    const batch = await (
      job.audience === 'all'
        ? // Everyone who had an account when it was sent; later sign-ups are not recipients.
          base.where(and(...filters, lte(users.createdAt, job.sentAt)))
        : base
            .innerJoin(notificationRecipients, and(eq(notificationRecipients.userId, users.id), eq(notificationRecipients.notificationId, job.notificationId)))
            .where(and(...filters))
    )
      .orderBy(asc(deviceTokens.id))
      .limit(options.batchSize);

    // Web Push needs no credentials (its keys are generated): only FCM devices can be unconfigured.
    const sendable = (kind: string) => options.pushEnabled || kind === 'web';
    const inserted =
      batch.length === 0
        ? []
        : await tx
            .insert(pushDeliveries)
            .values(
              batch.map((d) => ({
                notificationId: job.notificationId,
                deviceTokenId: d.id,
                status: sendable(d.kind) ? ('queued' as const) : ('skipped' as const),
                lastError: sendable(d.kind) ? null : PUSH_NOT_CONFIGURED,
              })),
            )
            .onConflictDoNothing()
            .returning({ id: pushDeliveries.id, status: pushDeliveries.status });
    const done = batch.length < options.batchSize;
    await tx
      .update(notificationPushJobs)
      .set({
        fanoutCursor: batch.at(-1)?.id ?? job.cursor,
        fanoutDone: done,
        total: sql`${notificationPushJobs.total} + ${inserted.length}`,
        skipped: sql`${notificationPushJobs.skipped} + ${inserted.filter((d) => d.status === 'skipped').length}`,
        // What this worker can do is what the console should be told.
        pushConfigured: options.pushEnabled,
        updatedAt: new Date(),
      })
      .where(eq(notificationPushJobs.notificationId, job.notificationId));
    return { notificationId: job.notificationId, queued: inserted.length, done };
  });
}

export interface ClaimedDelivery {
  id: string;
  /** The staff notification sent; null for a member push (member-push.ts). */
  notificationId: string | null;
  attempts: number;
  /** Null when the device token was removed after the delivery was queued. */
  token: string | null;
  /** A member push whose device token now belongs to another account: not theirs to receive. */
  tokenMoved: boolean;
  title: string;
  body: string;
  /** The member push's data payload; a staff notification has none of its own. */
  data: Record<string, unknown> | null;
  /** A Web Push subscription's keys (the token is then its endpoint); absent for an FCM token. */
  webPush?: { p256dh: string; auth: string };
}

/**
 * Claims due deliveries by moving their next attempt past a lease, in one statement whose
 * row locks skip rows another worker is claiming. No transaction stays open during the network
 * call; if this process dies before recording outcomes, the rows become due again when the
 * lease ends (at-least-once for that one batch).
 */
export async function claimDeliveries(db: Db, options: { batchSize: number; leaseMs: number }): Promise<ClaimedDelivery[]> {
  const due = db
    .select({ id: pushDeliveries.id })
    .from(pushDeliveries)
    .where(and(eq(pushDeliveries.status, 'queued'), lte(pushDeliveries.nextAttemptAt, sql`now()`)))
    .orderBy(asc(pushDeliveries.nextAttemptAt))
    .limit(options.batchSize)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(pushDeliveries)
    .set({
      attempts: sql`${pushDeliveries.attempts} + 1`,
      nextAttemptAt: sql`now() + ${options.leaseMs} * interval '1 millisecond'`,
      updatedAt: sql`now()`,
    })
    .where(inArray(pushDeliveries.id, due))
    .returning({ id: pushDeliveries.id, attempts: pushDeliveries.attempts });
  if (claimed.length === 0) return [];
  const attempts = new Map(claimed.map((c) => [c.id, c.attempts]));
  const rows = await db
    .select({
      id: pushDeliveries.id,
      notificationId: pushDeliveries.notificationId,
      userId: pushDeliveries.userId,
      token: deviceTokens.token,
      tokenUserId: deviceTokens.userId,
      p256dh: deviceTokens.p256dh,
      auth: deviceTokens.auth,
      // A staff notification's text is the notification's; a member push carries its own.
      notificationTitle: notifications.title,
      notificationBody: notifications.description,
      title: pushDeliveries.title,
      body: pushDeliveries.body,
      data: pushDeliveries.data,
    })
    .from(pushDeliveries)
    .leftJoin(notifications, eq(notifications.id, pushDeliveries.notificationId))
    .leftJoin(deviceTokens, eq(deviceTokens.id, pushDeliveries.deviceTokenId))
    .where(inArray(pushDeliveries.id, [...attempts.keys()]));
  return rows.map((r) => ({
    id: r.id,
    notificationId: r.notificationId,
    attempts: attempts.get(r.id) ?? 1,
    token: r.token,
    tokenMoved: r.userId !== null && r.tokenUserId !== null && r.tokenUserId !== r.userId,
    title: r.notificationTitle ?? r.title ?? '',
    body: r.notificationBody ?? r.body ?? '',
    data: r.notificationId === null ? r.data : null,
    ...(r.p256dh && r.auth ? { webPush: { p256dh: r.p256dh, auth: r.auth } } : {}),
  }));
}

export interface DeliveryOutcome {
  id: string;
  status: FinalStatus | 'queued';
  error: string | null;
  /** For 'queued' (a retry): when to try again. */
  retryAt?: Date;
  /** The message was never sent: the claim's attempt is given back. */
  notAttempted?: boolean;
}

/**
 * Commits the outcomes of a claimed batch and moves the job counters in the same transaction.
 * Only rows still queued change, so a late duplicate report cannot count a delivery twice.
 */
export async function recordOutcomes(db: Db, outcomes: DeliveryOutcome[]) {
  const groups = new Map<string, { outcome: DeliveryOutcome; ids: string[] }>();
  for (const o of outcomes) {
    const key = `${o.status}\u0000${o.error ?? ''}\u0000${o.retryAt?.getTime() ?? ''}\u0000${o.notAttempted ?? false}`;
    const group = groups.get(key) ?? { outcome: o, ids: [] };
    group.ids.push(o.id);
    groups.set(key, group);
  }
  await db.transaction(async (tx) => {
    const counts = new Map<string, Record<FinalStatus, number>>();
    for (const { outcome, ids } of groups.values()) {
      const changed = await tx
        .update(pushDeliveries)
        .set({
          status: outcome.status,
          lastError: outcome.error,
          ...(outcome.retryAt ? { nextAttemptAt: outcome.retryAt } : {}),
          ...(outcome.notAttempted ? { attempts: sql`${pushDeliveries.attempts} - 1` } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(inArray(pushDeliveries.id, ids.sort()), eq(pushDeliveries.status, 'queued')))
        .returning({ notificationId: pushDeliveries.notificationId });
      if (outcome.status === 'queued') continue;
      for (const { notificationId } of changed) {
        // A member push belongs to no staff notification: no job counts it.
        if (notificationId === null) continue;
        const c = counts.get(notificationId) ?? { sent: 0, failed: 0, skipped: 0 };
        c[outcome.status] += 1;
        counts.set(notificationId, c);
      }
    }
    // A fixed order, so two workers finishing batches of the same notifications never deadlock.
    for (const [notificationId, c] of [...counts.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      await tx
        .update(notificationPushJobs)
        .set({
          sent: sql`${notificationPushJobs.sent} + ${c.sent}`,
          failed: sql`${notificationPushJobs.failed} + ${c.failed}`,
          skipped: sql`${notificationPushJobs.skipped} + ${c.skipped}`,
          updatedAt: new Date(),
        })
        .where(eq(notificationPushJobs.notificationId, notificationId));
    }
  });
}

/** Forgets device tokens the provider rejected; their deliveries keep their 'failed' record. */
export async function removeDeviceTokens(db: Db, tokens: string[]) {
  if (tokens.length === 0) return 0;
  const removed = await db.delete(deviceTokens).where(inArray(deviceTokens.token, tokens)).returning({ id: deviceTokens.id });
  return removed.length;
}
