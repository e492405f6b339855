import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { NotificationSummary, SendNotificationRequest } from '@souq/contract/notifications';
import { messages } from '@souq/contract/messages';
import type { Db, Tx } from '../../db/client';
import { notifications } from '../../db/schema/content';
import { notificationPushJobs, notificationRecipients } from '../../db/schema/outbox';
import { users } from '../../db/schema/users';
import { recordAudit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import { readPage } from '../../lib/paging';

const n = messages.notification;

/** Accounts a notification can reach: not deleted, not blocked. */
export const reachableUser = and(isNull(users.deletedAt), eq(users.blocked, false));

const summaryColumns = {
  _id: notifications.id,
  title: notifications.title,
  description: notifications.description,
  audience: notifications.audience,
  createdAt: notifications.createdAt,
  job: {
    recipients: notificationPushJobs.recipients,
    pushConfigured: notificationPushJobs.pushConfigured,
    fanoutDone: notificationPushJobs.fanoutDone,
    total: notificationPushJobs.total,
    sent: notificationPushJobs.sent,
    failed: notificationPushJobs.failed,
    skipped: notificationPushJobs.skipped,
  },
};

function selectSummaries(db: Tx) {
  return db.select(summaryColumns).from(notifications).leftJoin(notificationPushJobs, eq(notificationPushJobs.notificationId, notifications.id));
}

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

function toSummary({ job, audience, ...row }: SummaryRow): NotificationSummary {
  // The staff's list leaves Souq's own notices to one member out (listNotifications).
  if (audience === 'member') throw new Error('a member notice is not a staff notification');
  // A notification without a job predates the outbox: nothing was ever queued for it.
  const j = job ?? { recipients: 0, pushConfigured: false, fanoutDone: true, total: 0, sent: 0, failed: 0, skipped: 0 };
  const queued = j.total - j.sent - j.failed - j.skipped;
  return {
    ...row,
    audience,
    recipients: j.recipients,
    progress: { queued, sent: j.sent, failed: j.failed, skipped: j.skipped },
    pushConfigured: j.pushConfigured,
    complete: j.fanoutDone && queued === 0,
  };
}

/** Addresses of the 'To Personal emails' list, once each, matched without regard to case. */
async function resolveEmails(tx: Tx, emails: string[]) {
  const wanted = [...new Map(emails.map((e) => [e.toLowerCase(), e])).entries()];
  const found = await tx
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(
      and(
        inArray(
          sql`lower(${users.email})`,
          wanted.map(([lower]) => lower),
        ),
        reachableUser,
      ),
    );
  const known = new Set(found.map((u) => u.email));
  return { userIds: found.map((u) => u.id), unknownEmails: wanted.filter(([lower]) => !known.has(lower)).map(([, e]) => e) };
}

/**
 * Stores the notification and its push job; the worker fans it out to devices later, so this
 * answers at once whatever the audience size ('all' costs one count, not one row per user).
 * `recipientIds` (empty for 'all') is whom to tell on their open event streams once committed.
 */
export async function sendNotification(db: Db, actorId: string, input: SendNotificationRequest, options: { pushConfigured: boolean }) {
  return db.transaction(async (tx) => {
    const audience = input.emails ? ('emails' as const) : ('all' as const);
    let recipientIds: string[] = [];
    let unknownEmails: string[] = [];
    if (input.emails) {
      ({ userIds: recipientIds, unknownEmails } = await resolveEmails(tx, input.emails));
      if (recipientIds.length === 0) throw badRequest(n.noKnownRecipient, { emails: n.noKnownRecipient });
    }
    const [row] = await tx.insert(notifications).values({ title: input.title, description: input.description, audience, createdBy: actorId }).returning();
    if (!row) throw new Error('insert returned nothing');
    if (recipientIds.length > 0) {
      await tx.insert(notificationRecipients).values(recipientIds.map((userId) => ({ notificationId: row.id, userId })));
    }
    const [everyone] = audience === 'all' ? await tx.select({ c: count() }).from(users).where(reachableUser) : [];
    const recipients = everyone?.c ?? recipientIds.length;
    await tx.insert(notificationPushJobs).values({ notificationId: row.id, recipients, pushConfigured: options.pushConfigured });
    await recordAudit(tx, {
      actorId,
      action: 'notification.send',
      recordType: 'notification',
      recordId: row.id,
      after: { title: row.title, description: row.description, audience, recipients, unknownEmails },
    });
    const [summary] = await selectSummaries(tx).where(eq(notifications.id, row.id));
    return { message: n.sent, notification: toSummary(summary!), unknownEmails, recipientIds };
  });
}

export async function listNotifications(db: Db, input: { page: number; itemsPerPage: number }) {
  // Souq's own notices to one member (audience 'member') are not staff's sending: they stay out.
  const { rows, isNext } = await readPage(
    selectSummaries(db).where(ne(notifications.audience, 'member')).orderBy(desc(notifications.createdAt), desc(notifications.id)).$dynamic(),
    input,
  );
  return { notifications: rows.map(toSummary), isNext };
}
