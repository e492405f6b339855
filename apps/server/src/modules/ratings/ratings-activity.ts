import { and, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ratings } from '../../db/schema/ratings';
import type { MemberNotice } from '../member-events/publish-after-commit';
import { activityPreview, recordActivity } from '../member-activity/activity.queries';

/**
 * Tells each rated member that a rating of them now shows: one `rating` item per member, joining
 * their open one ("Ahmed and 2 others rated you"), which leads to their own page.
 */
export async function tellRevealed(tx: Tx, ratingIds: readonly string[]): Promise<MemberNotice[]> {
  if (ratingIds.length === 0) return [];
  const rows = await tx
    .select({ raterId: ratings.raterId, ratedId: ratings.ratedId, comment: ratings.comment })
    .from(ratings)
    .where(inArray(ratings.id, [...ratingIds]));
  const notices: MemberNotice[] = [];
  for (const row of rows) {
    notices.push(
      ...(await recordActivity(tx, {
        recipientId: row.ratedId,
        actorId: row.raterId,
        kind: 'rating',
        subjectType: 'user',
        subjectId: row.ratedId,
        preview: row.comment ? activityPreview(row.comment) : null,
      })),
    );
  }
  return notices;
}

/** Ratings a run of the background job tells about at most: a run stays short, the next goes on. */
export const REVEAL_BATCH = 100;

/**
 * Tells the rated members of lone ratings whose window has ended (they show from then on without
 * a write): marks them revealed at the window's end and records their `rating` items. Run by the
 * worker's periodic job; rows another worker holds are skipped. The live streams are not told
 * here (the worker has none); the inbox and the push are. Answers how many were told.
 */
export async function revealEndedRatings(db: Db, batch = REVEAL_BATCH): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: ratings.id })
      .from(ratings)
      .where(and(isNull(ratings.revealedAt), isNull(ratings.removedAt), lte(ratings.windowEndsAt, sql`now()`)))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    const ids = due.map((row) => row.id);
    await tx
      .update(ratings)
      .set({ revealedAt: sql`${ratings.windowEndsAt}` })
      .where(inArray(ratings.id, ids));
    await tellRevealed(tx, ids);
    return ids.length;
  });
}
