import path from 'node:path';

/** A listing planted past its lifetime, for the lifetime's browser test; the word is in no demo listing. */
export const EXPIRED_LISTING = { title: 'Brass qandeel lantern for the lifetime test', word: 'qandeel' } as const;

/**
 * Copies one demo listing for the member, then moves its end a day into the past: the server
 * offers no way to age a listing, and the embedded database is only ours before the server starts.
 */
export async function plantExpiredListing(dataDir: string, memberEmail: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pgliteExtensions } = await import('../../apps/server/src/db/pglite-extensions');
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), extensions: pgliteExtensions });
  try {
    const users = await db.query<{ id: string }>('select id from users where email = $1', [memberEmail]);
    const userId = users.rows[0]?.id;
    if (!userId) throw new Error(`no user ${memberEmail} to own the expired listing`);
    const inserted = await db.query<{ id: string }>(
      `insert into classified_posts (user_id, category_id, title, description, price, mobile, address, country_id, district_id, area_id, image_url, media, details)
       select $1, category_id, $2, 'An old brass lantern, polished.', price, mobile, address, country_id, district_id, area_id, image_url, media, details
       from classified_posts where active and sold_at is null order by created_at desc limit 1 returning id`,
      [userId, EXPIRED_LISTING.title],
    );
    const id = inserted.rows[0]?.id;
    if (!id) throw new Error('no demo listing to copy');
    await db.query(`update classified_posts set expires_at = now() - interval '1 day' where id = $1`, [id]);
  } finally {
    await db.close();
  }
}
