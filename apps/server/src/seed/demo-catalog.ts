import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ClassifiedTypeKey } from '@souq/contract/constants';
import { categories, dropdownValues, subCategories } from '../db/schema/categories';
import { areas, countries, districts } from '../db/schema/regions';
import type { Tx } from '../db/client';
import { insertRows } from './context';
import { CAREER_LEVELS, CAR_MODELS, SUB_CATEGORIES, type NamePair } from './datasets/categories';
import { DEMO_REGIONS } from './datasets/regions';
import { categoryIconUrl } from './media';

export interface Place {
  districtId: string;
  districtEn: string;
  areas: { id: string; en: string; ar: string }[];
}

export interface Catalog {
  categoryIds: Record<ClassifiedTypeKey, string>;
  /** Sub-categories per type, with the brand's models for automotive. */
  subCategories: Partial<Record<ClassifiedTypeKey, { id: string; en: string; ar: string; models: NamePair[] }[]>>;
  careerLevels: NamePair[];
  /** Districts with their areas, per demo country. */
  places: Record<string, Place[]>;
}

const lowerName = (en: string) => en.toLowerCase();

/**
 * Districts and areas of the demo countries, added where missing (a second seed adds none). A
 * country other than Kuwait is made selected only when the demo gives it its first districts, so
 * a staff member's later choice is left alone.
 */
async function ensureRegions(tx: Tx): Promise<Record<string, Place[]>> {
  const codes = Object.keys(DEMO_REGIONS);
  const existing = await tx.selectDistinct({ countryId: districts.countryId }).from(districts).where(inArray(districts.countryId, codes));
  const fresh = codes.filter((code) => !existing.some((row) => row.countryId.trim() === code));
  if (fresh.length > 0) await tx.update(countries).set({ isSelected: true }).where(inArray(countries.id, fresh));

  await insertRows(
    tx,
    districts,
    Object.entries(DEMO_REGIONS).flatMap(([countryId, list]) => list.map((d) => ({ countryId, districtEn: d.name[0], districtAr: d.name[1] }))),
    { ignoreConflicts: true },
  );
  const districtRows = await tx
    .select({ id: districts.id, countryId: districts.countryId, en: districts.districtEn })
    .from(districts)
    .where(inArray(districts.countryId, codes));
  const districtId = new Map(districtRows.map((d) => [`${d.countryId.trim()}/${lowerName(d.en)}`, d.id]));
  await insertRows(
    tx,
    areas,
    Object.entries(DEMO_REGIONS).flatMap(([countryId, list]) =>
      list.flatMap((d) =>
        d.areas.map(([areaEn, areaAr]) => ({
          countryId,
          districtId: districtId.get(`${countryId}/${lowerName(d.name[0])}`)!,
          areaEn,
          areaAr,
        })),
      ),
    ),
    { ignoreConflicts: true },
  );
  const areaRows = await tx
    .select({ id: areas.id, districtId: areas.districtId, en: areas.areaEn, ar: areas.areaAr })
    .from(areas)
    .where(inArray(areas.countryId, codes));
  const places: Record<string, Place[]> = {};
  for (const d of districtRows) {
    const list = (places[d.countryId.trim()] ??= []);
    list.push({ districtId: d.id, districtEn: d.en, areas: areaRows.filter((a) => a.districtId === d.id) });
  }
  for (const list of Object.values(places)) list.sort((a, b) => a.districtEn.localeCompare(b.districtEn));
  return places;
}

/** Sub-categories and dropdown values, each added only when its name is not there yet. */
async function ensureSubCategories(tx: Tx, categoryIds: Record<ClassifiedTypeKey, string>): Promise<Catalog['subCategories']> {
  const types = Object.keys(SUB_CATEGORIES) as ClassifiedTypeKey[];
  const ids = types.map((type) => categoryIds[type]);
  const load = () =>
    tx
      .select({
        id: subCategories.id,
        categoryId: subCategories.categoryId,
        en: subCategories.subCategoryEn,
        ar: subCategories.subCategoryAr,
      })
      .from(subCategories)
      .where(inArray(subCategories.categoryId, ids));
  const before = await load();
  const known = new Set(before.map((s) => `${s.categoryId}/${lowerName(s.en)}`));
  const missing = types.flatMap((type) =>
    (SUB_CATEGORIES[type] ?? [])
      .filter(([en]) => !known.has(`${categoryIds[type]}/${lowerName(en)}`))
      .map(([en, ar]) => ({
        categoryId: categoryIds[type],
        subCategoryEn: en,
        subCategoryAr: ar,
        subCategoryImage: categoryIconUrl(type),
      })),
  );
  await insertRows(tx, subCategories, missing);
  const rows = missing.length > 0 ? await load() : before;

  const automotive = categoryIds.automotive;
  const brandId = (brand: string) => rows.find((s) => s.categoryId === automotive && s.en === brand)?.id ?? null;
  await insertRows(
    tx,
    dropdownValues,
    [
      ...Object.entries(CAR_MODELS).flatMap(([brand, models]) =>
        models.map(([valueEn, valueAr]) => ({
          valueEn,
          valueAr,
          categoryId: automotive,
          subCategoryId: brandId(brand),
          identityName: 'model' as const,
        })),
      ),
      ...CAREER_LEVELS.map(([valueEn, valueAr]) => ({
        valueEn,
        valueAr,
        categoryId: categoryIds.jobs,
        identityName: 'career_level' as const,
      })),
    ],
    { ignoreConflicts: true },
  );
  const models = await tx
    .select({ subCategoryId: dropdownValues.subCategoryId, en: dropdownValues.valueEn, ar: dropdownValues.valueAr })
    .from(dropdownValues)
    .where(and(eq(dropdownValues.categoryId, automotive), eq(dropdownValues.identityName, 'model')));

  const result: Catalog['subCategories'] = {};
  for (const type of types) {
    result[type] = rows
      .filter((s) => s.categoryId === categoryIds[type])
      .sort((a, b) => a.en.localeCompare(b.en))
      .map((s) => ({ ...s, models: models.filter((m) => m.subCategoryId === s.id).map((m) => [m.en, m.ar] as const) }));
  }
  return result;
}

/** Everything the classified generator draws from; reference data must have been applied first. */
export async function ensureCatalog(tx: Tx): Promise<Catalog> {
  const rows = await tx.select({ id: categories.id, type: categories.classifiedType }).from(categories).where(isNotNull(categories.classifiedType));
  if (rows.length < 12) throw new Error('The classified categories are missing: apply the reference data first.');
  const categoryIds = Object.fromEntries(rows.map((r) => [r.type, r.id])) as Record<ClassifiedTypeKey, string>;
  const places = await ensureRegions(tx);
  const subs = await ensureSubCategories(tx, categoryIds);
  const careers = await tx
    .select({ en: dropdownValues.valueEn, ar: dropdownValues.valueAr })
    .from(dropdownValues)
    .where(and(eq(dropdownValues.categoryId, categoryIds.jobs), eq(dropdownValues.identityName, 'career_level')))
    .orderBy(sql`lower(${dropdownValues.valueEn})`);
  return { categoryIds, subCategories: subs, careerLevels: careers.map((c) => [c.en, c.ar] as const), places };
}
