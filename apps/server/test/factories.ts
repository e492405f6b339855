/**
 * Rows for tests, in the style of outline's `server/test/factories.ts`: each builder fills
 * defaults that satisfy the schema (unique where the schema wants uniqueness), creates the parents
 * a row needs when the caller names none, inserts through Drizzle on the test database and
 * answers the inserted row. A test states only what it is about:
 *   const post = await buildPost(t.db, { active: false });   // its author is made too
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../src/db/client';
import { categories, dropdownValues, subCategories } from '../src/db/schema/categories';
import { classifiedPosts } from '../src/db/schema/classifieds';
import { banners, uploadGrants, uploads } from '../src/db/schema/content';
import { newObjectKey } from '../src/modules/uploads/storage';
import { LOCAL_SERVE_PREFIX } from '../src/modules/uploads/local-storage';
import type { UploadContentType } from '@souq/contract/constants';
import { comments, postLikes, postReports, postShares, posts, stories } from '../src/db/schema/posts';
import { areas, countries, districts } from '../src/db/schema/regions';
import { contactForms, ticketMessages, tickets } from '../src/db/schema/support';
import { deviceTokens, passwordResetTokens, userReports, users } from '../src/db/schema/users';
import { classifiedFavourites, classifiedReports, conversationMessages, conversations, follows, storyViews, userBlocks } from '../src/db/schema/members';

type Values<Table extends PgTable> = Table['$inferInsert'];

/** Numbers the defaults, so two rows of one test never collide on a unique column. */
let sequence = 0;
const next = () => (sequence += 1);
// Test files share a database connection in a worker; the run's own token keeps their e-mails apart.
const run = Date.now().toString(36);

/** A free two-letter code for a country the test does not name (`id` is char(2)). */
function countryCode(n: number): string {
  const letter = (i: number) => String.fromCharCode(65 + (i % 26));
  return `${letter(Math.floor(n / 26) + 16)}${letter(n)}`;
}

async function insertOne<Table extends PgTable>(db: Db, table: Table, values: Values<Table>): Promise<Table['$inferSelect']> {
  const [row] = (await db.insert(table).values(values).returning()) as Table['$inferSelect'][];
  if (!row) throw new Error('the factory insert returned nothing');
  return row;
}

/**
 * A country (made with the next free code when not given). Codes repeat every 676 numbers of the
 * shared sequence, so a code a longer test file already used is passed over, not inserted twice.
 */
export async function buildCountry(db: Db, overrides: Partial<Values<typeof countries>> = {}) {
  if (overrides.id) return insertOne(db, countries, { countryEnglish: `Country ${next()}`, isSelected: true, ...overrides, id: overrides.id });
  for (let attempt = 0; attempt < 26 * 26; attempt++) {
    const n = next();
    const [row] = await db
      .insert(countries)
      .values({ id: countryCode(n), countryEnglish: `Country ${n}`, isSelected: true, ...overrides })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  throw new Error('every two-letter country code is taken in this database');
}

export function buildUser(db: Db, overrides: Partial<Values<typeof users>> = {}) {
  const n = next();
  return insertOne(db, users, { name: `Member ${n}`, email: `member-${n}-${run}@example.test`, ...overrides });
}

export async function buildCategory(db: Db, overrides: Partial<Values<typeof categories>> = {}) {
  const n = next();
  return insertOne(db, categories, { categoryEn: `Category ${n}`, categoryAr: `فئة ${n}`, ...overrides });
}

export async function buildSubCategory(db: Db, overrides: Partial<Values<typeof subCategories>> = {}) {
  const n = next();
  const categoryId = overrides.categoryId ?? (await buildCategory(db)).id;
  return insertOne(db, subCategories, { categoryId, subCategoryEn: `Sub-category ${n}`, subCategoryAr: `فرعية ${n}`, ...overrides });
}

export async function buildDropdownValue(db: Db, overrides: Partial<Values<typeof dropdownValues>> = {}) {
  const n = next();
  const categoryId = overrides.categoryId ?? (await buildCategory(db, { classifiedType: 'jobs' })).id;
  return insertOne(db, dropdownValues, {
    categoryId,
    valueEn: `Value ${n}`,
    valueAr: `قيمة ${n}`,
    identityName: 'career_level',
    ...overrides,
  });
}

export async function buildDistrict(db: Db, overrides: Partial<Values<typeof districts>> = {}) {
  const n = next();
  const countryId = overrides.countryId ?? (await buildCountry(db)).id;
  return insertOne(db, districts, { countryId, districtEn: `District ${n}`, districtAr: `منطقة ${n}`, ...overrides });
}

/** An area of the given district (made, with its country, when not given); its country is the district's. */
export async function buildArea(db: Db, overrides: Partial<Values<typeof areas>> = {}) {
  const n = next();
  const district = overrides.districtId
    ? { id: overrides.districtId, countryId: overrides.countryId }
    : await buildDistrict(db, overrides.countryId ? { countryId: overrides.countryId } : {});
  if (!district.countryId) throw new Error('buildArea: give countryId with districtId');
  return insertOne(db, areas, {
    districtId: district.id,
    countryId: district.countryId,
    areaEn: `Area ${n}`,
    areaAr: `حي ${n}`,
    ...overrides,
  });
}

export async function buildPost(db: Db, overrides: Partial<Values<typeof posts>> = {}) {
  const n = next();
  const userId = overrides.userId ?? (await buildUser(db)).id;
  return insertOne(db, posts, { userId, title: `Post ${n}`, description: `Description ${n}`, ...overrides });
}

export async function buildComment(db: Db, overrides: Partial<Values<typeof comments>> = {}) {
  const n = next();
  const postId = overrides.postId ?? (await buildPost(db)).id;
  const userId = overrides.userId ?? (await buildUser(db)).id;
  return insertOne(db, comments, { postId, userId, comments: `Comment ${n}`, ...overrides });
}

/** A like of a post (made when not given) by a member (made when not given). */
export async function buildPostLike(db: Db, overrides: Partial<Values<typeof postLikes>> = {}) {
  const postId = overrides.postId ?? (await buildPost(db)).id;
  const userId = overrides.userId ?? (await buildUser(db)).id;
  return insertOne(db, postLikes, { postId, userId, ...overrides });
}

/** A share of a post (made when not given) by a member (made when not given). */
export async function buildPostShare(db: Db, overrides: Partial<Values<typeof postShares>> = {}) {
  const postId = overrides.postId ?? (await buildPost(db)).id;
  const userId = overrides.userId ?? (await buildUser(db)).id;
  return insertOne(db, postShares, { postId, userId, ...overrides });
}

/**
 * A report of a post (made when not given) by a member (made when not given); `reportedUserId` is
 * the reporter, as the column is named. No description unless given, as the table's default.
 */
export async function buildPostReport(db: Db, overrides: Partial<Values<typeof postReports>> = {}) {
  const postId = overrides.postId ?? (await buildPost(db)).id;
  const reportedUserId = overrides.reportedUserId ?? (await buildUser(db)).id;
  return insertOne(db, postReports, { postId, reportedUserId, ...overrides });
}

/**
 * A finished local upload of `ownerId`, as presign and PUT leave it: the grant of its address and
 * the record of its stored bytes (none with `stored: false`, a link handed out but never used).
 * Answers the key and the path a record stores.
 */
export async function buildUpload(
  db: Db,
  {
    ownerId,
    folder = 'posts',
    contentType = 'image/png',
    stored = true,
  }: { ownerId: string; folder?: string; contentType?: UploadContentType; stored?: boolean },
) {
  const key = newObjectKey(folder, contentType);
  await db.insert(uploadGrants).values({ key, ownerId, folder, contentType });
  if (stored) await db.insert(uploads).values({ key, contentType, bytes: 1024, uploadedBy: ownerId });
  return { key, path: `${LOCAL_SERVE_PREFIX}${key}` };
}

export async function buildStory(db: Db, overrides: Partial<Values<typeof stories>> = {}) {
  const n = next();
  const userId = overrides.userId ?? (await buildUser(db)).id;
  return insertOne(db, stories, { userId, storyType: 'image', storyUrl: `/uploads/stories/${n}.png`, ...overrides });
}

/** A classified with its poster, category and place made when not given (a district of a new country). */
export async function buildClassified(db: Db, overrides: Partial<Values<typeof classifiedPosts>> = {}) {
  const n = next();
  const userId = overrides.userId ?? (await buildUser(db)).id;
  const categoryId = overrides.categoryId ?? (await buildCategory(db)).id;
  const place =
    overrides.districtId && overrides.countryId
      ? { id: overrides.districtId, countryId: overrides.countryId }
      : await buildDistrict(db, overrides.countryId ? { countryId: overrides.countryId } : {});
  return insertOne(db, classifiedPosts, {
    userId,
    categoryId,
    countryId: place.countryId,
    districtId: place.id,
    title: `Classified ${n}`,
    price: '1',
    mobile: '96550000000',
    address: `Block ${n}`,
    ...overrides,
  });
}

export async function buildBanner(db: Db, overrides: Partial<Values<typeof banners>> = {}) {
  const n = next();
  const countryId = overrides.countryId ?? (await buildCountry(db)).id;
  return insertOne(db, banners, {
    countryId,
    bannerType: 'banner',
    bannerUrl: `/uploads/banners/${n}.png`,
    bannerActionUrl: `https://example.com/offer-${n}`,
    bannerFor: 'Banner',
    placement: 0,
    ...overrides,
  });
}

export async function buildTicket(db: Db, overrides: Partial<Values<typeof tickets>> = {}) {
  const n = next();
  const userId = overrides.userId ?? (await buildUser(db)).id;
  return insertOne(db, tickets, { userId, title: `Problem ${n}`, ...overrides });
}

/** A message on a ticket (made, with its raiser, when not given), by the raiser unless `authorId` says. */
export async function buildTicketMessage(db: Db, overrides: Partial<Values<typeof ticketMessages>> = {}) {
  const n = next();
  const ticket = overrides.ticketId ? { id: overrides.ticketId, userId: overrides.authorId ?? null } : await buildTicket(db);
  return insertOne(db, ticketMessages, {
    ticketId: ticket.id,
    authorId: ticket.userId,
    message: `Message ${n}`,
    status: 'open',
    ...overrides,
  });
}

export async function buildContactForm(db: Db, overrides: Partial<Values<typeof contactForms>> = {}) {
  const n = next();
  const userId = overrides.userId ?? (await buildUser(db)).id;
  return insertOne(db, contactForms, { userId, message: `Question ${n}`, ...overrides });
}

/** A report by one member (made when not given) about another (made when not given). */
export async function buildUserReport(db: Db, overrides: Partial<Values<typeof userReports>> = {}) {
  const userId = overrides.userId ?? (await buildUser(db)).id;
  const reportedUserId = overrides.reportedUserId ?? (await buildUser(db)).id;
  return insertOne(db, userReports, { userId, reportedUserId, reason: 'spam', ...overrides });
}

/** A push token of a member (made when not given). */
export async function buildDeviceToken(db: Db, overrides: Partial<Values<typeof deviceTokens>> = {}) {
  const n = next();
  const userId = overrides.userId ?? (await buildUser(db)).id;
  return insertOne(db, deviceTokens, { userId, token: `device-${n}-${run}`, ...overrides });
}

/** A password-reset link's stored hash for a member (made when not given), valid for an hour. */
export async function buildPasswordResetToken(db: Db, overrides: Partial<Values<typeof passwordResetTokens>> = {}) {
  const n = next();
  const userId = overrides.userId ?? (await buildUser(db)).id;
  return insertOne(db, passwordResetTokens, {
    userId,
    tokenHash: `hash-${n}-${run}`,
    expiresAt: new Date(Date.now() + 3_600_000),
    ...overrides,
  });
}

/** A fixed instant `minutes` before 2026-01-01: orders a test's rows without sleeping. */
export const minutesAgo = (minutes: number) => new Date(Date.UTC(2026, 0, 1) - minutes * 60_000);

// The members' side.

/** One member following another (both made when not named). */
export async function buildFollow(db: Db, overrides: Partial<Values<typeof follows>> = {}) {
  const followerId = overrides.followerId ?? (await buildUser(db)).id;
  const followeeId = overrides.followeeId ?? (await buildUser(db)).id;
  return insertOne(db, follows, { followerId, followeeId, ...overrides });
}

/** One member blocking another. */
export async function buildUserBlock(db: Db, overrides: Partial<Values<typeof userBlocks>> = {}) {
  const blockerId = overrides.blockerId ?? (await buildUser(db)).id;
  const blockedId = overrides.blockedId ?? (await buildUser(db)).id;
  return insertOne(db, userBlocks, { blockerId, blockedId, ...overrides });
}

export async function buildStoryView(db: Db, overrides: Partial<Values<typeof storyViews>> = {}) {
  const storyId = overrides.storyId ?? (await buildStory(db)).id;
  const userId = overrides.userId ?? (await buildUser(db)).id;
  return insertOne(db, storyViews, { storyId, userId, ...overrides });
}

export async function buildClassifiedFavourite(db: Db, overrides: Partial<Values<typeof classifiedFavourites>> = {}) {
  const classifiedId = overrides.classifiedId ?? (await buildClassified(db)).id;
  const userId = overrides.userId ?? (await buildUser(db)).id;
  return insertOne(db, classifiedFavourites, { classifiedId, userId, ...overrides });
}

export async function buildClassifiedReport(db: Db, overrides: Partial<Values<typeof classifiedReports>> = {}) {
  const classifiedId = overrides.classifiedId ?? (await buildClassified(db)).id;
  const userId = overrides.userId ?? (await buildUser(db)).id;
  return insertOne(db, classifiedReports, { classifiedId, userId, reason: 'misleading', ...overrides });
}

/** A buyer's conversation about a listing; the seller is the listing's owner. */
export async function buildConversation(db: Db, overrides: Partial<Values<typeof conversations>> = {}) {
  const classified = overrides.classifiedId ? undefined : await buildClassified(db, overrides.sellerId ? { userId: overrides.sellerId } : {});
  const classifiedId = overrides.classifiedId ?? classified!.id;
  const sellerId = overrides.sellerId ?? classified?.userId ?? (await buildUser(db)).id;
  const buyerId = overrides.buyerId ?? (await buildUser(db)).id;
  return insertOne(db, conversations, { classifiedId, sellerId, buyerId, ...overrides });
}

export async function buildConversationMessage(db: Db, overrides: Partial<Values<typeof conversationMessages>> = {}) {
  const conversation = overrides.conversationId ? undefined : await buildConversation(db);
  const conversationId = overrides.conversationId ?? conversation!.id;
  const senderId = overrides.senderId ?? conversation?.buyerId ?? (await buildUser(db)).id;
  return insertOne(db, conversationMessages, { conversationId, senderId, body: 'Is it still for sale?', ...overrides });
}
