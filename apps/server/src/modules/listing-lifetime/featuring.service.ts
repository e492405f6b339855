import { eq, sql } from 'drizzle-orm';
import type { FeatureListingRequest, ListingFeature } from '@souq/contract/listing-featuring';
import { messages } from '@souq/contract/messages';
import type { Db, Tx } from '../../db/client';
import { classifiedPosts } from '../../db/schema/classifieds';
import { recordChange } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';

const p = classifiedPosts;
const c = messages.classified;

/** Featured now: its end, else null (an end in the past reads as not featured). */
const featuredEnd = sql<Date | null>`case when ${p.featuredUntil} > now() then ${p.featuredUntil} end`.mapWith(p.featuredUntil);

async function lockListing(tx: Tx, id: string) {
  if (!isUuid(id)) throw notFound(c.notFound);
  const [row] = await tx
    .select({
      id: p.id,
      featuredUntil: featuredEnd,
      live: sql<boolean>`${p.active} and ${p.soldAt} is null and ${p.expiresAt} > now()`,
    })
    .from(p)
    .where(eq(p.id, id))
    .for('update');
  if (!row) throw notFound(c.notFound);
  return row;
}

export async function listingFeature(db: Db, id: string): Promise<ListingFeature> {
  if (!isUuid(id)) throw notFound(c.notFound);
  const [row] = await db.select({ featuredUntil: featuredEnd }).from(p).where(eq(p.id, id));
  if (!row) throw notFound(c.notFound);
  return { classified_id: id, featuredUntil: row.featuredUntil };
}

/**
 * Features a listing on sale for `days` from now, replacing any end it had; audited. This is the
 * staff's own decision: when paid packages come, a payment confirmed by a PaymentProvider
 * (payments/payment-provider.ts) calls this same function with the package's days.
 */
export async function featureListing(db: Db, actorId: string, input: FeatureListingRequest): Promise<ListingFeature> {
  return db.transaction(async (tx) => {
    const before = await lockListing(tx, input.classified_id);
    if (!before.live) throw conflict(c.featureNotLive);
    const [after] = await tx
      .update(p)
      .set({ featuredUntil: sql`now() + make_interval(days => ${input.days})` })
      .where(eq(p.id, before.id))
      .returning({ featuredUntil: p.featuredUntil });
    await recordChange(
      tx,
      { actorId, action: 'classified.feature', recordType: 'classified', recordId: before.id },
      { featuredUntil: [before.featuredUntil, after?.featuredUntil ?? null] },
    );
    return { classified_id: before.id, featuredUntil: after?.featuredUntil ?? null };
  });
}

/** Ends a listing's featuring now; audited when it was featured. */
export async function unfeatureListing(db: Db, actorId: string, id: string): Promise<ListingFeature> {
  return db.transaction(async (tx) => {
    const before = await lockListing(tx, id);
    if (before.featuredUntil) {
      await tx.update(p).set({ featuredUntil: null }).where(eq(p.id, before.id));
      await recordChange(
        tx,
        { actorId, action: 'classified.unfeature', recordType: 'classified', recordId: before.id },
        { featuredUntil: [before.featuredUntil, null] },
      );
    }
    return { classified_id: before.id, featuredUntil: null };
  });
}

/** Listings on sale featured now (index classified_posts_featured: only featured rows are in it). */
export async function featuredCount(db: Db): Promise<{ featuredNow: number }> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(p)
    .where(sql`${p.featuredUntil} is not null and ${p.featuredUntil} > now() and ${p.active} and ${p.soldAt} is null and ${p.expiresAt} > now()`);
  return { featuredNow: row?.n ?? 0 };
}
