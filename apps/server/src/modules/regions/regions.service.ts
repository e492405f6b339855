import { and, asc, eq, or, sql } from 'drizzle-orm';
import type {
  AddAreaRequest,
  AddDistrictRequest,
  Area,
  AreasAdminQuery,
  Country,
  District,
  DistrictsQuery,
  EditAreaRequest,
  EditDistrictRequest,
  UpdateCountryRequest,
} from '@souq/contract/regions';
import { messages } from '@souq/contract/messages';
import type { Db, Tx } from '../../db/client';
import { areas, countries, districts } from '../../db/schema/regions';
import { recordAudit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { isUniqueViolation } from '../../lib/database-errors';
import { escapeLike } from '../../lib/search';

const r = messages.region;

/** The user's text with LIKE's wildcards (% _ \) matching themselves. */

const countryColumns = {
  _id: countries.id,
  country_english: countries.countryEnglish,
  country_arabic: countries.countryArabic,
  isSelected: countries.isSelected,
  currency_code: countries.currencyCode,
  currency_symbol: countries.currencySymbol,
};

const districtColumns = {
  _id: districts.id,
  district_en: districts.districtEn,
  district_ar: districts.districtAr,
  country_id: districts.countryId,
};

const areaColumns = {
  _id: areas.id,
  area_en: areas.areaEn,
  area_ar: areas.areaAr,
  district_id: areas.districtId,
  country_id: areas.countryId,
};

export async function listSelectedCountries(db: Db): Promise<{ countries: Country[] }> {
  const rows = await db.select(countryColumns).from(countries).where(eq(countries.isSelected, true)).orderBy(asc(countries.countryEnglish));
  return { countries: rows };
}

async function countryExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id)).limit(1);
  return row !== undefined;
}

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

export async function listAreas(db: Db, districtId: string): Promise<{ areas: Area[] }> {
  if (!isUuid(districtId)) throw notFound(r.districtNotFound);
  const rows = await db
    .select(areaColumns)
    .from(areas)
    .where(eq(areas.districtId, districtId))
    .orderBy(asc(sql`lower(${areas.areaEn})`), asc(areas.id));
  if (rows.length === 0) {
    const [district] = await db.select({ id: districts.id }).from(districts).where(eq(districts.id, districtId)).limit(1);
    if (!district) throw notFound(r.districtNotFound);
  }
  return { areas: rows };
}

// ---- Staff routes (admin only) ----

/** Runs a write whose only expected unique violation is a duplicate name within the parent. */
async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(r.duplicateName);
    throw error;
  }
}

/** Every country (a few hundred), optionally those whose English or Arabic name or code contains the text. */
export async function listAllCountries(db: Db, input: { textSearch?: string }): Promise<{ countries: Country[] }> {
  const pattern = input.textSearch && `%${escapeLike(input.textSearch)}%`;
  const rows = await db
    .select(countryColumns)
    .from(countries)
    .where(
      pattern
        ? or(
            sql`${countries.countryEnglish} ILIKE ${pattern}`,
            sql`${countries.countryArabic} ILIKE ${pattern}`,
            sql`${countries.id} ILIKE ${pattern}`,
          )
        : undefined,
    )
    .orderBy(asc(countries.countryEnglish));
  return { countries: rows };
}

export async function updateCountrySelection(db: Db, actorId: string, input: UpdateCountryRequest): Promise<Country> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(countryColumns).from(countries).where(eq(countries.id, input.country_id)).for('update');
    if (!before) throw notFound(r.countryNotFound);
    const isSelected = input.isSelected === true;
    const [after] = await tx.update(countries).set({ isSelected }).where(eq(countries.id, before._id)).returning(countryColumns);
    if (!after) throw notFound(r.countryNotFound);
    await recordAudit(tx, {
      actorId,
      action: 'country.select',
      recordType: 'country',
      recordId: before._id,
      before: { isSelected: before.isSelected },
      after: { isSelected },
    });
    return after;
  });
}

async function requireCountry(tx: Tx, id: string): Promise<void> {
  const [row] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.id, id)).limit(1);
  if (!row) throw notFound(r.countryNotFound);
}

export async function addDistrict(db: Db, actorId: string, input: AddDistrictRequest): Promise<District> {
  return refusingDuplicates(() =>
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

/** The district, locked against concurrent writes until the transaction ends; undefined when unknown. */
async function lockDistrict(tx: Tx, id: string): Promise<District | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select(districtColumns).from(districts).where(eq(districts.id, id)).for('update');
  return row;
}

export async function editDistrict(db: Db, actorId: string, input: EditDistrictRequest): Promise<District> {
  return refusingDuplicates(() =>
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
        input.textSearch
          ? sql`(${areas.areaEn} || ' ' || ${areas.areaAr}) ILIKE '%' || ${escapeLike(input.textSearch)}::text || '%'`
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${areas.areaEn})`), asc(areas.id));
  if (rows.length === 0) {
    if (!(await countryExists(db, input.country_id))) throw notFound(r.countryNotFound);
    if (input.district_id) {
      const [district] = await db.select({ id: districts.id }).from(districts).where(eq(districts.id, input.district_id)).limit(1);
      if (!district) throw notFound(r.districtNotFound);
    }
  }
  return { areas: rows };
}

/** The district an area goes into, checked against the country the form chose (when it chose one). */
async function parentDistrict(tx: Tx, districtId: string, countryId: string | undefined): Promise<District> {
  const [district] = isUuid(districtId)
    ? await tx.select(districtColumns).from(districts).where(eq(districts.id, districtId)).limit(1)
    : [];
  if (!district) throw notFound(r.districtNotFound);
  if (countryId !== undefined && district.country_id !== countryId) {
    await requireCountry(tx, countryId);
    throw badRequest(r.districtNotInCountry, { district_id: r.districtNotInCountry });
  }
  return district;
}

export async function addArea(db: Db, actorId: string, input: AddAreaRequest): Promise<Area> {
  return refusingDuplicates(() =>
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
  return refusingDuplicates(() =>
    db.transaction(async (tx) => {
      const [before] = isUuid(input.area_id)
        ? await tx.select(areaColumns).from(areas).where(eq(areas.id, input.area_id)).for('update')
        : [];
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
