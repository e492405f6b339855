import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { REMINDER_INTERVAL_MS, sendExpiryReminders } from '../listing-lifetime/expiry-reminders';
import type { MemberNotice } from '../member-events/publish-after-commit';
import { alertNotices, type RecordedAlert } from '../saved-searches/alert-items';
import { sendDigests } from '../saved-searches/digest';
import { alertFavouriteSold, alertPriceDrop } from '../saved-searches/favourite-alerts';
import { matchListing } from '../saved-searches/matching';
import { revealEndedRatings } from '../ratings/ratings-activity';
import { sendStrikeMails, STRIKE_MAIL_INTERVAL_MS } from '../strikes/strike-mails';
import { createJobRunner, type JobLogger, type JobRunner, type JobRunnerOptions } from './job-runner';

/** How often daily digests are looked for: each saved search gets at most one a day. */
export const DIGEST_INTERVAL_MS = 15 * 60_000;
/** How often ratings whose window ended unanswered are shown and their member told. */
export const RATINGS_REVEAL_INTERVAL_MS = 10 * 60_000;

export interface BackgroundJobDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  timeZone: string;
  unsubscribeSecret: string;
  logger?: JobLogger;
  /**
   * Tells open streams of what a job recorded, after its transaction committed; absent in a
   * worker process without the event hub (the inbox and the bell catch up when read).
   */
  publish?: (notices: readonly MemberNotice[]) => Promise<void>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Every background job of the product on the one job table: matching new listings against saved
 * searches, favourites' price drops and sales, the daily digests, the expiry reminders, the
 * ratings whose window ended and the mails that tell members of staff decisions.
 */
export function createBackgroundJobs(deps: BackgroundJobDeps, options: Partial<Omit<JobRunnerOptions, 'db' | 'handlers' | 'recurring'>> = {}): JobRunner {
  const { db } = deps;
  const told = async (recorded: RecordedAlert[]) => {
    if (deps.publish && recorded.length > 0) await deps.publish(await alertNotices(db, recorded));
  };
  return createJobRunner({
    db,
    logger: deps.logger,
    ...options,
    handlers: {
      'saved-search-match': async (payload) => told(await matchListing(db, text(payload.listingId))),
      'price-drop': async (payload) => told(await alertPriceDrop(db, { listingId: text(payload.listingId), from: text(payload.from), to: text(payload.to) })),
      'favourite-sold': async (payload) => told(await alertFavouriteSold(db, { listingId: text(payload.listingId) })),
      'saved-search-digests': async () => {
        const sent = await sendDigests(deps);
        if (sent > 0) deps.logger?.info({ sent }, 'saved-search digests sent');
      },
      'expiry-reminders': async () => {
        const reminded = await sendExpiryReminders(deps);
        if (reminded > 0) deps.logger?.info({ reminded }, 'expiry reminders sent');
      },
      'strike-mails': async () => {
        const sent = await sendStrikeMails(deps);
        if (sent > 0) deps.logger?.info({ sent }, 'strike mails sent');
      },
      'ratings-reveal': async () => {
        const revealed = await revealEndedRatings(db);
        if (revealed > 0) deps.logger?.info({ revealed }, 'ratings shown at the end of their window');
      },
    },
    recurring: [
      { kind: 'expiry-reminders', everyMs: REMINDER_INTERVAL_MS },
      { kind: 'saved-search-digests', everyMs: DIGEST_INTERVAL_MS },
      { kind: 'ratings-reveal', everyMs: RATINGS_REVEAL_INTERVAL_MS },
      { kind: 'strike-mails', everyMs: STRIKE_MAIL_INTERVAL_MS },
    ],
  });
}
