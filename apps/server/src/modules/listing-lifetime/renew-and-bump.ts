import { and, eq, sql } from 'drizzle-orm';
import { LISTING_BUMP_HOURS, LISTING_RENEW_WINDOW_DAYS } from '@souq/contract/constants';
import type { MemberClassifiedDetail } from '@souq/contract/members-classifieds';
import { fillTemplate } from '@souq/contract/fill-template';
import { messages } from '@souq/contract/messages';
import type { Db, Tx } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { classifiedPosts } from '../../db/schema/classifieds';
import { conflict, notFound } from '../../lib/errors';

const m = messages.members.classifieds;
const p = classifiedPosts;
const HOUR_MS = 3_600_000;

/** When a listing bumped at `bumpedAt` may be bumped again; null when it may be now. */
export function nextBumpAt(bumpedAt: Date | null, now = new Date()): Date | null {
  if (!bumpedAt) return null;
  const next = new Date(bumpedAt.getTime() + LISTING_BUMP_HOURS * HOUR_MS);
  return next > now ? next : null;
}

/** The caller's own listing with what renewing and bumping decide on, locked; 404 for anyone else's. */
async function ownLifetime(tx: Tx, userId: string, id: string) {
  const [row] = await tx
    .select({
      active: p.active,
      soldAt: p.soldAt,
      bumpedAt: p.bumpedAt,
      expired: sql<boolean>`${p.expiresAt} <= now()`,
      renewable: sql<boolean>`${p.expiresAt} <= now() + make_interval(days => ${LISTING_RENEW_WINDOW_DAYS})`,
      lifetimeDays: categories.lifetimeDays,
    })
    .from(p)
    .innerJoin(categories, eq(categories.id, p.categoryId))
    .where(and(eq(p.id, id), eq(p.userId, userId)))
    .for('update', { of: p });
  if (!row) throw notFound(m.listingNotFound);
  // Staff decisions and a sale win: neither kind of listing is for sale any more.
  if (!row.active) throw conflict(m.listingRemovedNoRenew);
  if (row.soldAt) throw conflict(m.listingSoldNoRenew);
  return row;
}

/**
 * Renews the caller's listing for its category's lifetime from now, back at the top of newest,
 * with a new reminder due before its new end. Only once expired or in its last days: earlier, a
 * renewal would be a bump that skips the 48 hours.
 */
export async function renewListing(db: Db, userId: string, id: string, read: (tx: Tx) => Promise<MemberClassifiedDetail>): Promise<MemberClassifiedDetail> {
  return db.transaction(async (tx) => {
    const row = await ownLifetime(tx, userId, id);
    if (!row.renewable) throw conflict(m.renewTooEarly);
    await tx
      .update(p)
      .set({
        expiresAt: sql`now() + make_interval(days => ${row.lifetimeDays})`,
        listedAt: sql`now()`,
        expiryRemindedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(p.id, id));
    return read(tx);
  });
}

/** Moves the caller's unexpired listing to the top of newest, once every LISTING_BUMP_HOURS. */
export async function bumpListing(db: Db, userId: string, id: string, read: (tx: Tx) => Promise<MemberClassifiedDetail>): Promise<MemberClassifiedDetail> {
  return db.transaction(async (tx) => {
    const row = await ownLifetime(tx, userId, id);
    if (row.expired) throw conflict(m.bumpExpired);
    const next = nextBumpAt(row.bumpedAt);
    if (next) throw conflict(fillTemplate(m.bumpTooSoon, { time: next.toISOString() }));
    await tx
      .update(p)
      .set({ listedAt: sql`now()`, bumpedAt: sql`now()`, updatedAt: new Date() })
      .where(eq(p.id, id));
    return read(tx);
  });
}
