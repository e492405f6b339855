import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { ContactKind, ListingStats } from '@souq/contract/members-classifieds';
import { messages } from '@souq/contract/messages';
import type { Tx } from '../../db/client';
import { classifiedPosts } from '../../db/schema/classifieds';
import { classifiedFavourites, conversations, listingContactEvents } from '../../db/schema/members';
import { users } from '../../db/schema/users';
import { conflict, notFound } from '../../lib/errors';
import { rowsOf } from '../../lib/sql-rows';
import { shownTo } from './member-classifieds.queries';

const p = classifiedPosts;
const e = listingContactEvents;

/**
 * What buyers did with each of these listings, in one statement: views and taps from the events,
 * conversations started and favourites from their own tables (each read by its listing index).
 */
export async function listingStats(db: Tx, ids: readonly string[]): Promise<Map<string, ListingStats>> {
  const stats = new Map<string, ListingStats>(ids.map((id) => [id, { views: 0, calls: 0, whatsapp: 0, chats: 0, favourites: 0 }]));
  if (ids.length === 0) return stats;
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await rowsOf<{ id: string; views: number; calls: number; whatsapp: number; chats: number; favourites: number }>(
    db,
    sql`
      select l.id::text as id,
        (select count(*)::int from ${e} where ${e.classifiedId} = l.id and ${e.kind} = 'view') as views,
        (select count(*)::int from ${e} where ${e.classifiedId} = l.id and ${e.kind} = 'call') as calls,
        (select count(*)::int from ${e} where ${e.classifiedId} = l.id and ${e.kind} = 'whatsapp') as whatsapp,
        (select count(*)::int from ${conversations} where ${conversations.classifiedId} = l.id) as chats,
        (select count(*)::int from ${classifiedFavourites} where ${classifiedFavourites.classifiedId} = l.id) as favourites
      from unnest(array[${idList}]) as l(id)`,
  );
  for (const row of rows) {
    stats.set(row.id, {
      views: Number(row.views),
      calls: Number(row.calls),
      whatsapp: Number(row.whatsapp),
      chats: Number(row.chats),
      favourites: Number(row.favourites),
    });
  }
  return stats;
}

/** The seller's verified number (E.164) if they chose to show it on their listings; null otherwise. */
export async function shownPhoneOf(db: Tx, sellerId: string): Promise<string | null> {
  const [row] = await db
    .select({ phone: users.phone })
    .from(users)
    .where(and(eq(users.id, sellerId), isNotNull(users.phoneVerifiedAt), eq(users.showPhone, true), sql`${users.deletedAt} is null`))
    .limit(1);
  return row?.phone ?? null;
}

/**
 * A member other than the seller opened the listing: one view a viewer a day (the partial unique
 * index drops the rest), so reloading a page does not inflate the seller's figure.
 */
export async function recordView(db: Tx, viewerId: string, id: string): Promise<void> {
  await db.execute(sql`
    insert into ${e} (classified_id, user_id, kind)
    select ${p.id}, ${viewerId}::uuid, 'view' from ${p} where ${p.id} = ${id} and ${p.userId} <> ${viewerId}
    on conflict do nothing`);
}

/**
 * A tap on Call or WhatsApp: counted for a listing the caller may see whose seller shows a
 * verified phone; the seller's own taps are answered but not counted.
 */
export async function recordContact(db: Tx, viewerId: string, id: string, kind: ContactKind): Promise<{ counted: boolean }> {
  const [listing] = await db
    .select({ sellerId: p.userId, shown: sql<boolean>`${shownTo(viewerId)}` })
    .from(p)
    .where(eq(p.id, id))
    .limit(1);
  if (!listing?.shown) throw notFound(messages.members.classifieds.listingNotFound);
  if (!(await shownPhoneOf(db, listing.sellerId))) throw conflict(messages.members.account.noVerifiedPhone);
  if (listing.sellerId === viewerId) return { counted: false };
  await db.insert(e).values({ classifiedId: id, userId: viewerId, kind });
  return { counted: true };
}
