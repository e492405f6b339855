import { and, eq, isNull, sql } from 'drizzle-orm';
import { LISTING_REMINDER_DAYS } from '@souq/contract/constants';
import { fillTemplate } from '@souq/contract/fill-template';
import { listingExpiringNotices, mailTexts } from '@souq/contract/server-language';
import type { Db } from '../../db/client';
import { classifiedPosts } from '../../db/schema/classifieds';
import { notifications } from '../../db/schema/content';
import { notificationRecipients } from '../../db/schema/outbox';
import { users } from '../../db/schema/users';
import { localizedMail, mailLanguageOf } from '../../lib/localized-mail';
import type { Mailer } from '../../lib/mailer';
import { revealEndedRatings } from '../ratings/ratings-activity';

const p = classifiedPosts;

/** Listings reminded per run: a run stays short, and the next one goes on where it stopped. */
export const REMINDER_BATCH = 50;

/** The day a listing ends, as its owner reads it (Kuwait's calendar by default). */
function endDay(expiresAt: Date, language: 'en' | 'ar', timeZone: string): string {
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-KW' : 'en-GB', { dateStyle: 'long', timeZone }).format(expiresAt);
}

export interface ReminderOptions {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  timeZone: string;
}

/**
 * Tells the owners of listings on sale whose lifetime ends within LISTING_REMINDER_DAYS, once a
 * lifetime (`expiry_reminded_at`, cleared by a renewal): a notice in their inbox and an e-mail, in
 * their language. One transaction a listing, with its row locked and skipped by any other worker
 * running the same job: the notice and the mark commit together, and a mail that fails rolls both
 * back, so the listing is tried again on the next run. A crash between the mail and the commit
 * can send one mail twice; never none. Answers how many listings were reminded.
 */
export async function sendExpiryReminders({ db, mailer, publicUrl, timeZone }: ReminderOptions, batch = REMINDER_BATCH): Promise<number> {
  let reminded = 0;
  for (let i = 0; i < batch; i += 1) {
    const done = await db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: p.id, title: p.title, expiresAt: p.expiresAt, userId: users.id, email: users.email, language: users.language })
        .from(p)
        .innerJoin(users, eq(users.id, p.userId))
        .where(
          and(
            isNull(p.expiryRemindedAt),
            sql`${p.expiresAt} > now()`,
            sql`${p.expiresAt} <= now() + make_interval(days => ${LISTING_REMINDER_DAYS})`,
            eq(p.active, true),
            isNull(p.soldAt),
            eq(p.sellerLive, true),
          ),
        )
        .orderBy(p.expiresAt)
        .limit(1)
        .for('update', { of: p, skipLocked: true });
      if (!due) return false;
      const language = mailLanguageOf(due.language);
      const date = endDay(due.expiresAt, language, timeZone);
      const notice = listingExpiringNotices[language];
      const [row] = await tx
        .insert(notifications)
        .values({ title: notice.title, description: fillTemplate(notice.description, { title: due.title, date }), audience: 'member' })
        .returning({ id: notifications.id });
      if (!row) throw new Error('insert returned nothing');
      await tx.insert(notificationRecipients).values({ notificationId: row.id, userId: due.userId });
      await tx
        .update(p)
        .set({ expiryRemindedAt: sql`now()` })
        .where(eq(p.id, due.id));
      await mailer.send(localizedMail(due.email, mailTexts[language].listingExpiring, language, `${publicUrl}/#/app/classifieds/${due.id}`, { date }));
      return true;
    });
    if (!done) break;
    reminded += 1;
  }
  return reminded;
}

export interface ReminderJob {
  start(): void;
  stop(): Promise<void>;
}

/** How often the job looks for listings ending soon: reminders are days ahead, so minutes late is on time. */
export const REMINDER_INTERVAL_MS = 10 * 60_000;

/**
 * Runs sendExpiryReminders now and then every `intervalMs` in the worker process, one run at a
 * time; stop() waits for the run in hand. Errors are logged and the next run tries again.
 */
export function createExpiryReminderJob(
  options: ReminderOptions & { intervalMs?: number; logger: { info(details: object, message: string): void; error(details: object, message: string): void } },
): ReminderJob {
  const intervalMs = options.intervalMs ?? REMINDER_INTERVAL_MS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = async () => {
    try {
      const reminded = await sendExpiryReminders(options);
      if (reminded > 0) options.logger.info({ reminded }, 'expiry reminders sent');
      // The other clock-driven telling: lone ratings that show once their window has ended.
      const revealed = await revealEndedRatings(options.db);
      if (revealed > 0) options.logger.info({ revealed }, 'ratings shown at the end of their window');
    } catch (error) {
      options.logger.error({ err: error }, 'expiry reminders failed; the next run tries again');
    }
  };
  const tick = () => {
    if (stopped) return;
    running = run().finally(() => {
      running = null;
      if (!stopped) timer = setTimeout(tick, intervalMs);
    });
  };
  return {
    start() {
      if (timer || running) return;
      stopped = false;
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
