import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
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
