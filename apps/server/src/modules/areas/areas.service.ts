import { and, asc, eq, sql } from 'drizzle-orm';
import type { AddAreaRequest, Area, AreasAdminQuery, District, EditAreaRequest } from '@souq/contract/regions';
import { messages } from '@souq/contract/messages';
import type { Db, Tx } from '../../db/client';
import { areas } from '../../db/schema/regions';
import { recordAudit } from '../../lib/audit';
import { refusingDuplicates } from '../../lib/database-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { escapeLike } from '../../lib/search';
import { countryExists, requireCountry } from '../countries/countries.queries';
import { findDistrict } from '../districts/districts.queries';

const r = messages.region;

const areaColumns = {
  _id: areas.id,
  area_en: areas.areaEn,
  area_ar: areas.areaAr,
  district_id: areas.districtId,
  country_id: areas.countryId,
};

/** A district's areas: the look-up of the add forms (every signed-in role). */
export async function listAreas(db: Db, districtId: string): Promise<{ areas: Area[] }> {
  if (!isUuid(districtId)) throw notFound(r.districtNotFound);
  const rows = await db
    .select(areaColumns)
    .from(areas)
    .where(eq(areas.districtId, districtId))
    .orderBy(asc(sql`lower(${areas.areaEn})`), asc(areas.id));
  if (rows.length === 0) {
    if (!(await findDistrict(db, districtId))) throw notFound(r.districtNotFound);
  }
  return { areas: rows };
}

/** A country's areas for the staff screen, optionally one district's, optionally matching the text. */
export async function listAreasForAdmin(db: Db, input: AreasAdminQuery): Promise<{ areas: Area[] }> {
  // A district id that cannot exist matches nothing rather than failing in the database.
  if (input.district_id && !isUuid(input.district_id)) throw notFound(r.districtNotFound);
  const rows = await db
    .select(areaColumns)
    .from(areas)
    .where(
      and(
        eq(areas.countryId, input.country_id),
        input.district_id ? eq(areas.districtId, input.district_id) : undefined,
        // The expression of the trigram index areas_name_trgm.
        input.textSearch ? sql`(${areas.areaEn} || ' ' || ${areas.areaAr}) ILIKE '%' || ${escapeLike(input.textSearch)}::text || '%'` : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${areas.areaEn})`), asc(areas.id));
  if (rows.length === 0) {
    if (!(await countryExists(db, input.country_id))) throw notFound(r.countryNotFound);
    if (input.district_id) {
      if (!(await findDistrict(db, input.district_id))) throw notFound(r.districtNotFound);
    }
  }
  return { areas: rows };
}

/** The district an area goes into, checked against the country the form chose (when it chose one). */
async function parentDistrict(tx: Tx, districtId: string, countryId: string | undefined): Promise<District> {
  const district = await findDistrict(tx, districtId);
  if (!district) throw notFound(r.districtNotFound);
  if (countryId !== undefined && district.country_id !== countryId) {
    await requireCountry(tx, countryId);
    throw badRequest(r.districtNotInCountry, { district_id: r.districtNotInCountry });
  }
  return district;
}

export async function addArea(db: Db, actorId: string, input: AddAreaRequest): Promise<Area> {
  return refusingDuplicates(conflict(r.duplicateName), () =>
    db.transaction(async (tx) => {
      const district = await parentDistrict(tx, input.district_id, input.country_id);
      const [row] = await tx
        .insert(areas)
        .values({ areaEn: input.area_en, areaAr: input.area_ar, districtId: district._id, countryId: district.country_id })
        .returning(areaColumns);
      if (!row) throw new Error('insert returned nothing');
      await recordAudit(tx, { actorId, action: 'area.create', recordType: 'area', recordId: row._id, after: row });
      return row;
    }),
  );
}

export async function editArea(db: Db, actorId: string, input: EditAreaRequest): Promise<Area> {
  return refusingDuplicates(conflict(r.duplicateName), () =>
    db.transaction(async (tx) => {
      const [before] = isUuid(input.area_id) ? await tx.select(areaColumns).from(areas).where(eq(areas.id, input.area_id)).for('update') : [];
      if (!before) throw notFound(r.areaNotFound);
      const district = await parentDistrict(tx, input.district_id, input.country_id);
      const [after] = await tx
        .update(areas)
        .set({ areaEn: input.area_en, areaAr: input.area_ar, districtId: district._id, countryId: district.country_id })
        .where(eq(areas.id, before._id))
        .returning(areaColumns);
      if (!after) throw notFound(r.areaNotFound);
      await recordAudit(tx, { actorId, action: 'area.edit', recordType: 'area', recordId: before._id, before, after });
      return after;
    }),
  );
}
