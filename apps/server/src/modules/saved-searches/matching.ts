import { sql } from 'drizzle-orm';
import { fillTemplate } from '@souq/contract/fill-template';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/sql-rows';
import { inEveryLanguage } from '../member-events/member-push';
import { recordAlerts, type RecordedAlert } from './alert-items';

/** Match keys a listing answers: its country and category, each also as "any" (`*`). */
export const matchKeysOf = (countryId: string, categoryId: string) => [`${countryId}:${categoryId}`, `${countryId}:*`, `*:${categoryId}`, '*:*'];

/** A saved search's match key: the country and category it asks for, `*` for any. */
export const matchKeyOf = (countryId: string | null | undefined, categoryId: string | null | undefined) => `${countryId ?? '*'}:${categoryId ?? '*'}`;

/** No saved search has this key: one whose words match nothing (only stop words) is never a candidate. */
export const NEVER_MATCHES = 'never';

interface Matched {
  savedSearchId: string;
  userId: string;
  alert: 'instant' | 'daily';
  name: string | null;
  q: string | null;
  title: string;
}

/**
 * Matches one listing against every saved search, in one statement: the candidates come from the
 * index on `match_key` (the listing's country and category, either as any), and each is confirmed
 * by its own search predicate applied to this one listing (the same tests as the search's
 * searchConditions: place, price, the type's fields, ranges, the words by the stored tsquery),
 * with the search's visibility (on sale, live seller, no block either way, not the member's own).
 * New pairs go into saved_search_matches; a pair already there (a renewed listing matched
 * before) is skipped by the same statement, so each member is told once per listing. Then the
 * instant ones become inbox items and pushes, in the same transaction.
 */
export async function matchListing(db: Db, listingId: string): Promise<RecordedAlert[]> {
  return db.transaction(async (tx) => {
    const matched = await rowsOf<Matched>(
      tx,
      sql`with listing as (
          select p.* from classified_posts p
          where p.id = ${listingId} and p.active and p.sold_at is null and p.expires_at > now() and p.seller_live
        ),
        confirmed as (
          select s.id, s.user_id, s.alert, s.name, s.params ->> 'q' as q, p.title
          from listing p
          join saved_searches s on s.alert <> 'off'
            and s.match_key in (p.country_id || ':' || p.category_id::text, p.country_id || ':*', '*:' || p.category_id::text, '*:*')
          -- An erased or blocked account's saved searches tell nobody.
          join users u on u.id = s.user_id and u.deleted_at is null and not u.blocked
          where s.user_id <> p.user_id
            and (s.price_min is null or p.price >= s.price_min)
            and (s.price_max is null or p.price <= s.price_max)
            and (s.sub_category_id is null or p.sub_category_id = s.sub_category_id)
            and (s.district_id is null or p.district_id = s.district_id)
            and (s.area_id is null or p.area_id = s.area_id)
            and (s.details is null or p.details @> s.details)
            and (s.year_min is null or ((p.details ->> 'year')::integer) >= s.year_min)
            and (s.year_max is null or ((p.details ->> 'year')::integer) <= s.year_max)
            and (s.mileage_max is null or ((p.details ->> 'mileage')::integer) <= s.mileage_max)
            and (s.size_min is null or ((p.details ->> 'size')::integer) >= s.size_min)
            and (s.size_max is null or ((p.details ->> 'size')::integer) <= s.size_max)
            and (s.text_query is null or p.search_doc @@ s.text_query)
            and not exists (
              select 1 from user_blocks b
              where (b.blocker_id = s.user_id and b.blocked_id = p.user_id) or (b.blocker_id = p.user_id and b.blocked_id = s.user_id)
            )
        ),
        inserted as (
          insert into saved_search_matches (saved_search_id, listing_id)
          select id, ${listingId}::uuid from confirmed
          on conflict do nothing
          returning saved_search_id
        )
        select c.id as "savedSearchId", c.user_id as "userId", c.alert, c.name, c.q, c.title
        from confirmed c join inserted i on i.saved_search_id = c.id`,
    );
    const instant = matched.filter((row) => row.alert === 'instant');
    return recordAlerts(
      tx,
      'saved_search',
      'saved_search',
      instant.map((row) => {
        const name = row.name ?? row.q;
        return {
          recipientId: row.userId,
          subjectId: row.savedSearchId,
          preview: name,
          push: inEveryLanguage({ type: 'saved_search', saved_search_id: row.savedSearchId, listing_id: listingId }, (t) => ({
            title: name ? fillTemplate(t.savedSearchTitle, { name }) : t.savedSearchTitleUnnamed,
            body: row.title,
          })),
        };
      }),
    );
  });
}
