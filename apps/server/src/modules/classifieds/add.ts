import { classifiedForms, type AddClassifiedBody } from '@souq/contract/classifieds';
import type { ClassifiedTypeKey } from '@souq/contract/constants';
import type { Db } from '../../db/client';
import { classifiedPosts } from '../../db/schema/classifieds';
import { recordAudit } from '../../lib/audit';
import { getClassified } from './detail';
import { checkReferences } from './references';

/** The type's extra fields of a checked body, for the `details` column. */
function extrasOf(type: ClassifiedTypeKey, input: AddClassifiedBody): Record<string, unknown> {
  const body: Record<string, unknown> = input;
  const extras: Record<string, unknown> = {};
  for (const key of classifiedForms[type].extraKeys) {
    if (body[key] !== undefined) extras[key] = body[key];
  }
  return extras;
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
      .values({
        userId,
        categoryId: input.category_id,
        subCategoryId: input.sub_category_id ?? null,
        title: input.title,
        description: input.description,
        price: input.price,
        mobile: input.mobile,
        address: input.address,
        countryId: input.country_id,
        districtId: input.district_id,
        areaId: input.area_id ?? null,
        imageUrl: input.image_url || input.media[0]?.url || null,
        media: input.media,
        details: extrasOf(type, input),
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await recordAudit(tx, { actorId, action: 'classified.create', recordType: 'classified', recordId: row.id, after: row });
    return { classifiedAdded: await getClassified(tx, row.id) };
  });
}
