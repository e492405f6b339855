import { and, eq, isNull } from 'drizzle-orm';
import type { UpdateMyAccountRequest } from '@souq/contract/members-account';
import { messages } from '@souq/contract/messages';
import { queueWatchedHits, screenText } from '../trust/watched-words.check';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/users';
import { notFound } from '../../lib/errors';
import { assertOwnUploads } from '../uploads/media-references';
import type { Storage } from '../uploads/storage';
import { eraseAccount } from '../users/account-erasure';
import { memberCounts } from './member-accounts.queries';
import { assertCountryExists } from './registration.service';

/** The caller's own account with its counts; staff reading their own get theirs too. */
export async function getMyAccount(db: Tx, userId: string) {
  const [user] = await db
    .select({
      _id: users.id,
      name: users.name,
      email: users.email,
      photo: users.photo,
      gender: users.gender,
      phone: users.phone,
      phoneVerifiedAt: users.phoneVerifiedAt,
      showPhone: users.showPhone,
      country_id: users.countryId,
      verifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw notFound(messages.user.notFound);
  const { verifiedAt, phoneVerifiedAt, ...account } = user;
  return { ...account, phoneVerified: phoneVerifiedAt !== null, emailVerified: verifiedAt !== null, ...(await memberCounts(db, userId)) };
}

/** '' and null both mean "none" for the optional fields. */
const orNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

/** Only the fields sent change; nothing sent changes nothing. A new photo must be a picture the member uploaded. */
export async function updateMyAccount(db: Db, storage: Storage, userId: string, input: UpdateMyAccountRequest) {
  const changes = Object.fromEntries(
    Object.entries({
      name: input.name,
      photo: orNull(input.photo),
      gender: orNull(input.gender),
      phone: orNull(input.phone),
      countryId: input.country_id,
      language: input.language,
    }).filter(([, value]) => value !== undefined),
  ) as Partial<Pick<typeof users.$inferInsert, 'name' | 'photo' | 'gender' | 'phone' | 'countryId' | 'language'>>;
  return db.transaction(async (tx) => {
    if (changes.countryId) await assertCountryExists(tx, changes.countryId);
    // A name is shown wherever the member writes: watched for as their posts are (a hit flags them).
    if (changes.name) await queueWatchedHits(tx, 'user', userId, await screenText(db, tx, 'name', [changes.name]), false);
    if (changes.photo) {
      const [current] = await tx.select({ photo: users.photo }).from(users).where(eq(users.id, userId));
      const photo = [{ field: 'photo', address: changes.photo, message: messages.upload.photoNotYours }];
      await assertOwnUploads(tx, storage, userId, photo, current?.photo ? [current.photo] : []);
    }
    if (Object.keys(changes).length > 0) {
      await tx
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    }
    return getMyAccount(tx, userId);
  });
}

/**
 * The member erases their own account, as the console's delete does (users/account-erasure).
 * Unlike the console's delete this is no staff action, so nothing goes to the audit log.
 */
export async function eraseMyAccount(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    if (!(await eraseAccount(tx, userId, new Date()))) throw notFound(messages.user.notFound);
  });
  return { ok: true as const };
}
