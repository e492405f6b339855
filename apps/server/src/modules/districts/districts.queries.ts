import { eq } from 'drizzle-orm';
import type { District } from '@souq/contract/regions';
import type { Tx } from '../../db/client';
import { districts } from '../../db/schema/regions';
import { isUuid } from '../../lib/ids';

export const districtColumns = {
  _id: districts.id,
  district_en: districts.districtEn,
  district_ar: districts.districtAr,
  country_id: districts.countryId,
};

/** The district, or undefined when the id is unknown or cannot be one. */
export async function findDistrict(tx: Tx, id: string): Promise<District | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select(districtColumns).from(districts).where(eq(districts.id, id)).limit(1);
  return row;
}

/** The district, locked against concurrent writes until the transaction ends; undefined when unknown. */
export async function lockDistrict(tx: Tx, id: string): Promise<District | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select(districtColumns).from(districts).where(eq(districts.id, id)).for('update');
  return row;
}
