import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../lib/sql-rows';
import { inEveryLanguage } from '../member-events/member-push';
import { recordAlerts, type RecordedAlert } from './alert-items';

/** A listing's price drops alert its favouriters at most this often. */
export const PRICE_DROP_THROTTLE_HOURS = 24;

interface Favouriter {
  userId: string;
  title: string;
}

/** Who favourited the listing and may still be told of it: live, not its seller, no block either way. */
async function favouritersOf(db: Tx, listingId: string): Promise<Favouriter[]> {
  return rowsOf<Favouriter>(
    db,
    sql`select f.user_id as "userId", p.title
      from classified_favourites f
      join classified_posts p on p.id = f.classified_id
      join users u on u.id = f.user_id and u.deleted_at is null and not u.blocked
      where f.classified_id = ${listingId} and f.user_id <> p.user_id
        and not exists (
          select 1 from user_blocks b
          where (b.blocker_id = f.user_id and b.blocked_id = p.user_id) or (b.blocker_id = p.user_id and b.blocked_id = f.user_id)
        )`,
  );
}

/**
 * A listing's price fell: its favouriters are told, once per drop and at most once a day per
 * listing (the mark in listing_alerts moves only when it is a day old, in the same statement
 * that checks it, so two workers cannot both pass). A drop taken back before the job ran (the
 * price is no longer below what it was) tells nobody.
 */
export async function alertPriceDrop(db: Db, payload: { listingId: string; from: string; to: string }): Promise<RecordedAlert[]> {
  return db.transaction(async (tx) => {
    const [still] = await rowsOf<{ id: string }>(
      tx,
      sql`select id from classified_posts
        where id = ${payload.listingId} and price < ${payload.from}::numeric and active and sold_at is null and expires_at > now()`,
    );
    if (!still) return [];
    const marked = await rowsOf<{ listingId: string }>(
      tx,
      sql`insert into listing_alerts (listing_id, kind) values (${payload.listingId}, 'price_drop')
        on conflict (listing_id, kind) do update set sent_at = now(), updated_at = now()
        where listing_alerts.sent_at <= now() - make_interval(hours => ${PRICE_DROP_THROTTLE_HOURS})
        returning listing_id as "listingId"`,
    );
    if (marked.length === 0) return [];
    const people = await favouritersOf(tx, payload.listingId);
    return recordAlerts(
      tx,
      'price_drop',
      'listing',
      people.map((person) => ({
        recipientId: person.userId,
        subjectId: payload.listingId,
        preview: person.title,
        push: inEveryLanguage({ type: 'price_drop', listing_id: payload.listingId }, (t) => ({ title: t.priceDropTitle, body: person.title })),
      })),
    );
  });
}

/** A favourite was sold: its favouriters are told once (the mark in listing_alerts). */
export async function alertFavouriteSold(db: Db, payload: { listingId: string }): Promise<RecordedAlert[]> {
  return db.transaction(async (tx) => {
    const marked = await rowsOf<{ listingId: string }>(
      tx,
      sql`insert into listing_alerts (listing_id, kind)
        select id, 'sold' from classified_posts where id = ${payload.listingId} and sold_at is not null
        on conflict (listing_id, kind) do nothing
        returning listing_id as "listingId"`,
    );
    if (marked.length === 0) return [];
    const people = await favouritersOf(tx, payload.listingId);
    return recordAlerts(
      tx,
      'favourite_sold',
      'listing',
      people.map((person) => ({
        recipientId: person.userId,
        subjectId: payload.listingId,
        preview: person.title,
        push: inEveryLanguage({ type: 'favourite_sold', listing_id: payload.listingId }, (t) => ({ title: t.favouriteSoldTitle, body: person.title })),
      })),
    );
  });
}
