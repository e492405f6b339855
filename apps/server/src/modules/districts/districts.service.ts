import { and, asc, eq, sql } from 'drizzle-orm';
import type { AddDistrictRequest, District, DistrictsQuery, EditDistrictRequest } from '@souq/contract/regions';
import { messages } from '@souq/contract/messages';
import type { Db } from '../../db/client';
import { areas, districts } from '../../db/schema/regions';
import { recordAudit } from '../../lib/audit';
import { refusingDuplicates } from '../../lib/database-errors';
import { conflict, notFound } from '../../lib/errors';
import { escapeLike } from '../../lib/search';
import { countryExists, requireCountry } from '../countries/countries.queries';
import { districtColumns, lockDistrict } from './districts.queries';

const r = messages.region;

/** A country's districts (every signed-in role), optionally those whose name contains the text. */
export async function listDistricts(db: Db, input: DistrictsQuery): Promise<{ districts: District[] }> {
  const rows = await db
    .select(districtColumns)
    .from(districts)
    .where(
      and(
        eq(districts.countryId, input.country_id),
        // The expression of the trigram index districts_name_trgm.
        input.textSearch
          ? sql`(${districts.districtEn} || ' ' || ${districts.districtAr}) ILIKE '%' || ${escapeLike(input.textSearch)}::text || '%'`
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${districts.districtEn})`), asc(districts.id));
  // Only an empty answer costs the second look: was it the country that was wrong?
  if (rows.length === 0 && !(await countryExists(db, input.country_id))) throw notFound(r.countryNotFound);
  return { districts: rows };
}

export async function addDistrict(db: Db, actorId: string, input: AddDistrictRequest): Promise<District> {
  return refusingDuplicates(conflict(r.duplicateName), () =>
    db.transaction(async (tx) => {
      await requireCountry(tx, input.country_id);
      const [row] = await tx
        .insert(districts)
        .values({ districtEn: input.district_en, districtAr: input.district_ar, countryId: input.country_id })
        .returning(districtColumns);
      if (!row) throw new Error('insert returned nothing');
      await recordAudit(tx, { actorId, action: 'district.create', recordType: 'district', recordId: row._id, after: row });
      return row;
    }),
  );
}

export async function editDistrict(db: Db, actorId: string, input: EditDistrictRequest): Promise<District> {
  return refusingDuplicates(conflict(r.duplicateName), () =>
    db.transaction(async (tx) => {
      const before = await lockDistrict(tx, input.district_id);
      if (!before) throw notFound(r.districtNotFound);
      await requireCountry(tx, input.country_id);
      const [after] = await tx
        .update(districts)
        .set({ districtEn: input.district_en, districtAr: input.district_ar, countryId: input.country_id })
        .where(eq(districts.id, before._id))
        .returning(districtColumns);
      if (!after) throw notFound(r.districtNotFound);
      // An area's country is its district's: moving the district moves them.
      if (after.country_id !== before.country_id) {
        await tx.update(areas).set({ countryId: after.country_id }).where(eq(areas.districtId, after._id));
      }
      await recordAudit(tx, { actorId, action: 'district.edit', recordType: 'district', recordId: before._id, before, after });
      return after;
    }),
  );
}
