import { eq } from 'drizzle-orm';
import type { AddClassifiedBody, AllowClassifiedRequest, ClassifiedDetail, ClassifiedList, ClassifiedListQuery } from '@souq/contract/classifieds';
import type { ClassifiedTypeKey } from '@souq/contract/constants';
import { messages } from '@souq/contract/messages';
import type { Db } from '../../db/client';
import type { MemberNotice } from '../member-events/publish-after-commit';
import { recordStrike } from '../strikes/strikes.queries';
import { categories } from '../../db/schema/categories';
import { classifiedPosts } from '../../db/schema/classifieds';
import { countries } from '../../db/schema/regions';
import { recordAudit, recordChange } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { pageOf } from '../../lib/paging';
import { checkReferences } from './classified-references';
import { classifiedListQuery, classifiedListWhere, getClassified, listingRow } from './classifieds.queries';
import { totalIf } from '../../lib/list-total';

async function currencyOf(db: Db, countryId: string) {
  const [country] = await db
    .select({ currency_symbol: countries.currencySymbol, currency_code: countries.currencyCode })
    .from(countries)
    .where(eq(countries.id, countryId))
    .limit(1);
  if (!country) throw notFound(messages.region.countryNotFound);
  return country;
}

async function assertCategory(db: Db, categoryId: string): Promise<void> {
  const found = isUuid(categoryId) ? await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).limit(1) : [];
  if (found.length === 0) throw notFound(messages.category.notFound);
}

/**
 * A page of a country's posts, newest first (created_at, then id, so equal times keep one order
 * across pages). isNext comes from reading one row more than the page, never from a count.
 */
export async function listClassifieds(db: Db, input: ClassifiedListQuery): Promise<ClassifiedList> {
  const currencyDetails = await currencyOf(db, input.country_id);
  if (input.category_id) await assertCategory(db, input.category_id);
  const [found, total] = await Promise.all([classifiedListQuery(db, input), totalIf(input.withTotal, db, classifiedPosts, classifiedListWhere(input))]);
  const { rows, isNext } = pageOf(found, input);
  return {
    ...total,
    classifieds: rows.map(({ userId, userName, userPhoto, categoryId, categoryEn, price, ...row }) => ({
      ...row,
      price: Number(price),
      user_id: { _id: userId, name: userName, photo: userPhoto },
      category_id: { _id: categoryId, category_en: categoryEn },
      currencyDetails,
    })),
    isNext,
  };
}

/** Allows (shows) or disallows (hides) a post; answers the updated post for the console's local copy. */
export async function allowClassified(db: Db, actorId: string, input: AllowClassifiedRequest): Promise<{ answer: ClassifiedDetail; notices: MemberNotice[] }> {
  if (!isUuid(input.classified_id)) throw notFound(messages.classified.notFound);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: classifiedPosts.id, active: classifiedPosts.active, userId: classifiedPosts.userId })
      .from(classifiedPosts)
      .where(eq(classifiedPosts.id, input.classified_id))
      .for('update');
    if (!before) throw notFound(messages.classified.notFound);
    await tx.update(classifiedPosts).set({ active: input.active, updatedAt: new Date() }).where(eq(classifiedPosts.id, before.id));
    const action = input.active ? 'classified.allow' : 'classified.disallow';
    await recordChange(tx, { actorId, action, recordType: 'classified', recordId: before.id }, { active: [before.active, input.active] });
    // The seller learns why: a strike with the reason staff chose.
    const notices =
      before.active && !input.active && before.userId
        ? (
            await recordStrike(tx, {
              memberId: before.userId,
              actorId,
              action: 'disallow',
              subjectType: 'listing',
              subjectId: before.id,
              reason: input.reason,
              note: input.note,
            })
          ).notices
        : [];
    return { answer: await getClassified(tx, before.id), notices };
  });
}

/**
 * Creates a post of one type for the staff member (or the user named in the body), after the
 * contract checked its fields and checkReferences its references; audited in the same transaction.
 */
export async function addClassified(db: Db, actorId: string, type: ClassifiedTypeKey, input: AddClassifiedBody) {
  return db.transaction(async (tx) => {
    const { userId } = await checkReferences(tx, type, input, actorId);
    const [row] = await tx
      .insert(classifiedPosts)
      .values(listingRow(type, input, userId))
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await recordAudit(tx, { actorId, action: 'classified.create', recordType: 'classified', recordId: row.id, after: row });
    return { classifiedAdded: await getClassified(tx, row.id) };
  });
}
