import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { fillTemplate } from '@souq/contract/fill-template';
import { listingPath } from '@souq/contract/listing-link';
import { messages } from '@souq/contract/messages';
import type { Tx } from '../../db/client';
import { classifiedPosts } from '../../db/schema/classifieds';
import { uploads } from '../../db/schema/content';
import { listingPhotoHashes } from '../../db/schema/trust';
import { AppError } from '../../lib/errors';
import { hashBands, PHOTO_DUPLICATE_DISTANCE } from '../../lib/photo-hash';
import { objectKeyOf, type Storage } from '../uploads/storage';

const p = classifiedPosts;

/** A title this similar (pg_trgm, on the normalised titles) to one of the seller's live listings is the same listing. */
export const OWN_TITLE_SIMILARITY = 0.8;
/**
 * Another member's listing is a suspected copy when its title and description are both this
 * similar: titles alone repeat honestly ("Toyota Camry 2020"), a copied description does not.
 */
export const COPIED_TEXT_SIMILARITY = 0.9;
/** Descriptions shorter than this say too little to call a copy by. */
const COPIED_TEXT_MIN_LENGTH = 30;

export interface ListingToCheck {
  /** The listing itself once it exists (an edit), so it never matches itself. */
  id?: string;
  userId: string;
  title: string;
  description: string;
  /** Its photos' addresses (gallery and thumbnail). */
  photos: readonly string[];
}

/** The stored hashes of the photos named, from the uploads they came from (none for videos or bucket uploads). */
export async function photoHashesOf(tx: Tx, storage: Storage, addresses: readonly string[]): Promise<bigint[]> {
  const keys = [
    ...new Set(
      addresses.flatMap((address) => {
        const key = storage.keyOf(address);
        return key === null ? [] : [objectKeyOf(key)];
      }),
    ),
  ];
  if (keys.length === 0) return [];
  const rows = await tx
    .select({ hash: uploads.photoHash })
    .from(uploads)
    .where(and(inArray(uploads.key, keys), isNotNull(uploads.photoHash)));
  return [...new Set(rows.flatMap((row) => (row.hash === null ? [] : [row.hash])))];
}

/** Differing bits between the stored hash and `hash`, computed by the database (bit_count: PostgreSQL 14+). */
const distanceTo = (hash: bigint) => sql`bit_count((${listingPhotoHashes.hash} # ${hash.toString()}::bigint)::bit(64))`;

/** Listings (other than `exceptId`) with a photo within the duplicate distance of any of `hashes`: candidates by a shared band, then bit by bit. */
async function listingsWithPhotos(tx: Tx, hashes: readonly bigint[], exceptId: string | undefined) {
  const found = new Map<string, string>();
  for (const hash of hashes) {
    const bands = hashBands(hash);
    const rows = await tx
      .selectDistinct({ id: listingPhotoHashes.classifiedId, userId: listingPhotoHashes.userId })
      .from(listingPhotoHashes)
      .where(
        and(
          sql`${listingPhotoHashes.bands} && array[${sql.join(
            bands.map((band) => sql`${band}`),
            sql`, `,
          )}]::integer[]`,
          sql`${distanceTo(hash)} <= ${PHOTO_DUPLICATE_DISTANCE}`,
          exceptId ? ne(listingPhotoHashes.classifiedId, exceptId) : undefined,
        ),
      )
      .limit(50);
    for (const row of rows) found.set(row.id, row.userId);
  }
  return found;
}

/** A listing still on sale: allowed, not sold, within its lifetime. */
const live = sql`${p.active} and ${p.soldAt} is null and ${p.expiresAt} > now()`;
const normalised = (text: unknown) => sql`souq_search_normalize(${text})`;

export interface DuplicateFinding {
  /** Another member's listing this one nearly copies, or null. */
  copyOfId: string | null;
}

/**
 * Refuses (409) a listing whose photo or title nearly matches one of its seller's live listings,
 * naming that listing and its page; answers another member's listing it nearly copies (a photo,
 * or its title and description together), for the moderation queue.
 */
export async function checkDuplicates(tx: Tx, storage: Storage, listing: ListingToCheck): Promise<DuplicateFinding> {
  const hashes = await photoHashesOf(tx, storage, listing.photos);
  const byPhoto = await listingsWithPhotos(tx, hashes, listing.id);
  const ownByPhoto = [...byPhoto].filter(([, userId]) => userId === listing.userId).map(([id]) => id);

  const title = normalised(listing.title);
  const [own] = await tx
    .select({ id: p.id, title: p.title })
    .from(p)
    .where(
      and(
        eq(p.userId, listing.userId),
        listing.id ? ne(p.id, listing.id) : undefined,
        live,
        sql`(${ownByPhoto.length > 0 ? inArray(p.id, ownByPhoto) : sql`false`} or similarity(${normalised(p.title)}, ${title}) >= ${OWN_TITLE_SIMILARITY})`,
      ),
    )
    .orderBy(sql`similarity(${normalised(p.title)}, ${title}) desc`)
    .limit(1);
  if (own) {
    const message = fillTemplate(messages.trust.ownDuplicate, { title: own.title, link: listingPath(own.id, own.title) });
    throw new AppError(409, message, { title: message });
  }

  const otherByPhoto = [...byPhoto].find(([, userId]) => userId !== listing.userId);
  if (otherByPhoto) return { copyOfId: otherByPhoto[0] };
  if (listing.description.trim().length < COPIED_TEXT_MIN_LENGTH) return { copyOfId: null };
  // `%` (pg_trgm's similarity above its 0.3 default) lets the title's trigram index find the candidates.
  const [copied] = await tx
    .select({ id: p.id })
    .from(p)
    .where(
      and(
        ne(p.userId, listing.userId),
        listing.id ? ne(p.id, listing.id) : undefined,
        sql`${normalised(p.title)} % ${title}`,
        sql`similarity(${normalised(p.title)}, ${title}) >= ${COPIED_TEXT_SIMILARITY}`,
        sql`similarity(${normalised(p.description)}, ${normalised(listing.description)}) >= ${COPIED_TEXT_SIMILARITY}`,
      ),
    )
    .limit(1);
  return { copyOfId: copied?.id ?? null };
}

/** Records the listing's photo hashes (again after an edit), so later listings are compared with them. */
export async function rememberPhotoHashes(tx: Tx, storage: Storage, listing: { id: string; userId: string; photos: readonly string[] }): Promise<void> {
  await tx.delete(listingPhotoHashes).where(eq(listingPhotoHashes.classifiedId, listing.id));
  const hashes = await photoHashesOf(tx, storage, listing.photos);
  if (hashes.length === 0) return;
  await tx
    .insert(listingPhotoHashes)
    .values(hashes.map((hash) => ({ classifiedId: listing.id, userId: listing.userId, hash, bands: hashBands(hash) })))
    .onConflictDoNothing();
}
