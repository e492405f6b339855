import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { uploadGrants, uploads } from '../../db/schema/content';
import { badRequest } from '../../lib/errors';
import { S3Storage } from './s3-storage';
import { objectKeyOf, THUMBNAIL_SUFFIX, type Storage } from './storage';
import { variantSourceOf } from './photo-variants';

/**
 * What a write may store as a photo or video address: a finished upload its writer made. Not
 * another member's file, not a path that was never uploaded (or whose bytes never arrived), not
 * a traversal like `/uploads/../api/v1/me`, not an outside address: each would put on a post,
 * story, listing or profile something its writer does not own, or that is not a file at all.
 */

/** An address a write would store, the request field that carries it, and what to answer when it is refused. */
export interface MediaReference {
  field: string;
  address: string;
  message: string;
}

interface Grant {
  key: string;
  ownerId: string;
  contentType: string;
  stored: string | null;
}

/**
 * With S3 the client PUTs straight to the bucket, so the first write that names an object asks
 * the bucket whether it arrived, and records it as a local upload is recorded on arrival.
 */
async function confirmStored(db: Db | Tx, storage: Storage, grant: Grant): Promise<boolean> {
  if (grant.stored !== null) return true;
  if (!(storage instanceof S3Storage)) return false;
  const bytes = await storage.storedBytes(grant.key);
  if (bytes === null) return false;
  await db.insert(uploads).values({ key: grant.key, contentType: grant.contentType, bytes, uploadedBy: grant.ownerId }).onConflictDoNothing();
  return true;
}

/**
 * Refuses (400, naming the field) the first address that is not a finished upload of `ownerId`.
 * Addresses in `kept` are what the record already stores (an edit that leaves a photo as it
 * was): they were accepted when stored, or predate this check, and are not asked about again.
 */
export async function assertOwnUploads(
  db: Db | Tx,
  storage: Storage,
  ownerId: string,
  references: readonly MediaReference[],
  kept: Iterable<string> = [],
): Promise<void> {
  const keep = new Set(kept);
  const fresh = references.filter((reference) => !keep.has(reference.address));
  if (fresh.length === 0) return;
  const keyOf = (address: string) => {
    const key = storage.keyOf(address);
    return key === null ? null : objectKeyOf(key);
  };
  // Only an image has a thumbnail or sized copies beside it.
  const isThumbnail = (address: string) => address.endsWith(THUMBNAIL_SUFFIX) || variantSourceOf(address) !== null;
  const keys = [...new Set(fresh.map((reference) => keyOf(reference.address)).filter((key) => key !== null))];
  const grants =
    keys.length === 0
      ? []
      : await db
          .select({ key: uploadGrants.key, ownerId: uploadGrants.ownerId, contentType: uploadGrants.contentType, stored: uploads.key })
          .from(uploadGrants)
          .leftJoin(uploads, eq(uploads.key, uploadGrants.key))
          .where(and(inArray(uploadGrants.key, keys), eq(uploadGrants.ownerId, ownerId)));
  const byKey = new Map(grants.map((grant) => [grant.key, grant]));
  for (const reference of fresh) {
    const key = keyOf(reference.address);
    const grant = key === null ? undefined : byKey.get(key);
    const named = grant && (!isThumbnail(reference.address) || (storage.kind === 'local' && grant.contentType.startsWith('image/')));
    if (!grant || !named || !(await confirmStored(db, storage, grant))) throw badRequest(reference.message, { [reference.field]: reference.message });
  }
}

/** The references of a list of media items (`media.0.url`, ...), all answered with one message. */
export function mediaItemReferences(items: readonly { url: string }[], message: string, field = 'media'): MediaReference[] {
  return items.map((item, index) => ({ field: `${field}.${index}.url`, address: item.url, message }));
}
