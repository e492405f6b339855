import { asc, eq, sql } from 'drizzle-orm';
import { strikeMailTexts } from '@souq/contract/server-language';
import { STRIKE_UNDO_SECONDS } from '@souq/contract/strikes';
import type { Db } from '../../db/client';
import { strikes } from '../../db/schema/strikes';
import { users } from '../../db/schema/users';
import { localizedMail, mailLanguageOf } from '../../lib/localized-mail';
import type { Mailer } from '../../lib/mailer';

/** Mails sent per run: a run stays short, and the next one goes on where it stopped. */
export const STRIKE_MAIL_BATCH = 50;

export interface StrikeMailOptions {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

type Decision = keyof (typeof strikeMailTexts)['en']['decisions'];
type Reason = keyof (typeof strikeMailTexts)['en']['reasons'];

/**
 * Tells members by mail, in their language, of strikes once the undo window has passed (an undone
 * strike is never mailed) and of their appeals' outcomes. One transaction a mail with the row
 * locked and skipped by another worker: the mark and the mail commit together, so a failed mail
 * is tried on the next run. Answers how many mails went out.
 */
export async function sendStrikeMails({ db, mailer, publicUrl }: StrikeMailOptions, batch = STRIKE_MAIL_BATCH): Promise<number> {
  let sent = 0;
  for (let i = 0; i < batch; i += 1) {
    const done = await db.transaction(async (tx) => {
      const [due] = await tx
        .select({ strike: strikes, email: users.email, language: users.language, deletedAt: users.deletedAt })
        .from(strikes)
        .innerJoin(users, eq(users.id, strikes.userId))
        .where(
          sql`(${strikes.mailedAt} is null and ${strikes.undoneAt} is null and ${strikes.createdAt} < now() - make_interval(secs => ${STRIKE_UNDO_SECONDS}))
            or (${strikes.appealDecidedAt} is not null and ${strikes.appealMailedAt} is null)`,
        )
        .orderBy(asc(strikes.createdAt))
        .limit(1)
        .for('update', { of: strikes, skipLocked: true });
      if (!due) return false;
      const { strike } = due;
      const first = strike.mailedAt === null && strike.undoneAt === null;
      const now = new Date();
      await tx
        .update(strikes)
        .set(first ? { mailedAt: now } : { appealMailedAt: now })
        .where(eq(strikes.id, strike.id));
      // An erased account has no address to write to; the mark keeps the job from trying again.
      if (due.deletedAt) return true;
      const language = mailLanguageOf(due.language);
      const texts = strikeMailTexts[language];
      const values = { decision: texts.decisions[strike.action as Decision], reason: texts.reasons[strike.reason as Reason] };
      const text = first ? texts.strike : strike.appealState === 'overturned' ? texts.appealOverturned : texts.appealUpheld;
      // A blocked member cannot open their decisions: logging in offers them the way to appeal instead.
      const blocked = strike.action === 'block' && strike.appealState !== 'overturned';
      const link = blocked ? `${publicUrl}/#/app/login` : `${publicUrl}/#/app/decisions`;
      await mailer.send(localizedMail(due.email, text, language, link, values));
      return true;
    });
    if (!done) break;
    sent += 1;
  }
  return sent;
}

/** How often the job looks for mails to send: a minute after the undo window is on time. */
export const STRIKE_MAIL_INTERVAL_MS = 30_000;
