import { and, eq, isNull } from 'drizzle-orm';
import type { AddClassifiedCommon } from '@souq/contract/classifieds';
import type { ClassifiedTypeKey } from '@souq/contract/constants';
import { messages } from '@souq/contract/messages';
import { categories, subCategories } from '../../db/schema/categories';
import { areas, countries, districts } from '../../db/schema/regions';
import { users } from '../../db/schema/users';
import type { Tx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { isUuid } from '../../lib/ids';

const c = messages.classified;
const r = messages.region;

/** A reference in the body that names nothing usable: a 400 on that field, never a 500. */
const refused = (field: string, message: string) => badRequest(message, { [field]: message });

async function first<T>(query: Promise<T[]>): Promise<T | undefined> {
  const [row] = await query;
  return row;
}

/**
 * Checks every record the new post points at, inside the inserting transaction: the category is
 * key-share locked, so a concurrent delete waits for the post (and then refuses, as it is in use).
 * Answers the poster's id: the given user, or the staff member posting.
 */
export async function checkReferences(tx: Tx, type: ClassifiedTypeKey, input: AddClassifiedCommon, actorId: string): Promise<{ userId: string }> {
  const category = isUuid(input.category_id)
    ? await first(tx.select({ type: categories.classifiedType }).from(categories).where(eq(categories.id, input.category_id)).for('key share'))
    : undefined;
  if (!category) throw refused('category_id', messages.category.notFound);
  if (category.type !== type) throw refused('category_id', c.categoryTypeMismatch);

  const country = await first(tx.select({ id: countries.id }).from(countries).where(eq(countries.id, input.country_id)));
  if (!country) throw refused('country_id', r.countryNotFound);

  const district = isUuid(input.district_id)
    ? await first(tx.select({ countryId: districts.countryId }).from(districts).where(eq(districts.id, input.district_id)))
    : undefined;
  if (!district) throw refused('district_id', r.districtNotFound);
  if (district.countryId !== input.country_id) throw refused('district_id', r.districtNotInCountry);

  if (input.area_id !== undefined) {
    const area = isUuid(input.area_id) ? await first(tx.select({ districtId: areas.districtId }).from(areas).where(eq(areas.id, input.area_id))) : undefined;
    if (!area) throw refused('area_id', r.areaNotFound);
    if (area.districtId !== input.district_id) throw refused('area_id', r.areaNotInDistrict);
  }

  if (input.sub_category_id !== undefined) {
    const sub = isUuid(input.sub_category_id)
      ? await first(tx.select({ categoryId: subCategories.categoryId }).from(subCategories).where(eq(subCategories.id, input.sub_category_id)))
      : undefined;
    if (!sub || sub.categoryId !== input.category_id) throw refused('sub_category_id', messages.subCategory.notFound);
  }

  if (input.user_id === undefined) return { userId: actorId };
  const user = isUuid(input.user_id)
    ? await first(
        tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, input.user_id), isNull(users.deletedAt))),
      )
    : undefined;
  if (!user) throw refused('user_id', messages.user.notFound);
  return { userId: user.id };
}
