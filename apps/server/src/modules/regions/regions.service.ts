import { and, asc, eq, sql } from 'drizzle-orm';
import type { Area, Country, District, DistrictsQuery } from '@souq/contract/regions';
import { messages } from '@souq/contract/messages';
import type { Db } from '../../db/client';
import { areas, countries, districts } from '../../db/schema/regions';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';

const r = messages.region;

/** The user's text with LIKE's wildcards (% _ \) matching themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export async function listSelectedCountries(db: Db): Promise<{ countries: Country[] }> {
  const rows = await db
    .select({
      _id: countries.id,
      country_english: countries.countryEnglish,
      country_arabic: countries.countryArabic,
      isSelected: countries.isSelected,
      currency_code: countries.currencyCode,
      currency_symbol: countries.currencySymbol,
    })
    .from(countries)
    .where(eq(countries.isSelected, true))
    .orderBy(asc(countries.countryEnglish));
  return { countries: rows };
}

async function countryExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id)).limit(1);
  return row !== undefined;
}

export async function listDistricts(db: Db, input: DistrictsQuery): Promise<{ districts: District[] }> {
  const rows = await db
    .select({ _id: districts.id, district_en: districts.districtEn, district_ar: districts.districtAr, country_id: districts.countryId })
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
    .select({
      _id: areas.id,
      area_en: areas.areaEn,
      area_ar: areas.areaAr,
      district_id: areas.districtId,
      country_id: areas.countryId,
    })
    .from(areas)
    .where(eq(areas.districtId, districtId))
    .orderBy(asc(sql`lower(${areas.areaEn})`), asc(areas.id));
  if (rows.length === 0) {
    const [district] = await db.select({ id: districts.id }).from(districts).where(eq(districts.id, districtId)).limit(1);
    if (!district) throw notFound(r.districtNotFound);
  }
  return { areas: rows };
}
