import { CLASSIFIED_TYPES, type ClassifiedTypeKey } from '@souq/contract/constants';
import type { Db } from '../../db/client';
import { categories, subCategories } from '../../db/schema/categories';
import { areas, countries, districts } from '../../db/schema/regions';

/** Reference rows the classified, region and dropdown tests share (tests start from an empty schema). */
export interface Fixtures {
  categoryIds: Record<ClassifiedTypeKey, string>;
  /** A category staff added later: no classified type, so no add endpoint takes it. */
  untypedCategoryId: string;
  automotiveSubCategoryId: string;
  jobsSubCategoryId: string;
  kw: { districtId: string; areaId: string; otherDistrictId: string; otherAreaId: string };
  sa: { districtId: string; areaId: string };
}

export const IMAGE = '/uploads/posts/2026/11/00000000-0000-4000-8000-000000000000.png';
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function insertOne<T extends { id: string }>(rows: Promise<T[]>): Promise<string> {
  const [row] = await rows;
  if (!row) throw new Error('fixture insert returned nothing');
  return row.id;
}

export async function insertFixtures(db: Db): Promise<Fixtures> {
  await db.insert(countries).values([
    { id: 'KW', countryEnglish: 'Kuwait', countryArabic: 'الكويت', isSelected: true, currencyCode: 'KWD', currencySymbol: 'د.ك' },
    { id: 'SA', countryEnglish: 'Saudi Arabia', countryArabic: 'السعودية', isSelected: true, currencyCode: 'SAR', currencySymbol: 'ر.س' },
    { id: 'FR', countryEnglish: 'France', isSelected: false, currencyCode: 'EUR', currencySymbol: '€' },
  ]);
  const rows = await db
    .insert(categories)
    .values(CLASSIFIED_TYPES.map((t) => ({ categoryEn: t.name, categoryAr: `فئة ${t.name}`, classifiedType: t.key })))
    .returning({ id: categories.id, type: categories.classifiedType });
  const categoryIds = Object.fromEntries(rows.map((r) => [r.type, r.id])) as Record<ClassifiedTypeKey, string>;
  const untypedCategoryId = await insertOne(
    db.insert(categories).values({ categoryEn: 'tickets', categoryAr: 'تذاكر' }).returning({ id: categories.id }),
  );
  const sub = (categoryId: string, en: string) =>
    insertOne(db.insert(subCategories).values({ categoryId, subCategoryEn: en, subCategoryAr: en }).returning({ id: subCategories.id }));
  const district = (countryId: string, en: string, ar: string) =>
    insertOne(db.insert(districts).values({ countryId, districtEn: en, districtAr: ar }).returning({ id: districts.id }));
  const area = (countryId: string, districtId: string, en: string, ar: string) =>
    insertOne(db.insert(areas).values({ countryId, districtId, areaEn: en, areaAr: ar }).returning({ id: areas.id }));

  const hawalli = await district('KW', 'Hawalli', 'حولي');
  const capital = await district('KW', 'Capital', 'العاصمة');
  const riyadh = await district('SA', 'Riyadh', 'الرياض');
  return {
    categoryIds,
    untypedCategoryId,
    automotiveSubCategoryId: await sub(categoryIds.automotive, 'Toyota'),
    jobsSubCategoryId: await sub(categoryIds.jobs, 'Engineering'),
    kw: {
      districtId: hawalli,
      areaId: await area('KW', hawalli, 'Salmiya', 'السالمية'),
      otherDistrictId: capital,
      otherAreaId: await area('KW', capital, 'Sharq', 'شرق'),
    },
    sa: { districtId: riyadh, areaId: await area('SA', riyadh, 'Olaya', 'العليا') },
  };
}

/** The extras each type needs, as the console's forms send them (numbers and strings mixed, as the apps do). */
export const VALID_EXTRAS: Record<ClassifiedTypeKey, Record<string, unknown>> = {
  services: {},
  'animals-pets': {},
  'men-clothing': {},
  'women-clothing': {},
  'fashion-beauty': {},
  food: {},
  'buy-sell': { isItOldNotNew: true },
  jobs: { careerLevel: 'Senior' },
  property: {
    leaseType: 'rent',
    buildingType: 'apartment',
    street: 'Baghdad Street',
    buildingNo: 14,
    floor: '3',
    flatNo: '07',
    blockNo: 2,
    rooms: '3',
    livingRooms: 1,
  },
  boat: {},
  bike: {},
  automotive: { leaseType: 'sale', model: 'Land Cruiser', fuelType: 'petrol', transmission: 'automatic', cylinder: 8 },
};

export function validBody(fx: Fixtures, type: ClassifiedTypeKey, overrides: Record<string, unknown> = {}) {
  return {
    country_id: 'KW',
    district_id: fx.kw.districtId,
    area_id: fx.kw.areaId,
    address: 'Block 4, Street 12',
    title: `A ${type} for the tests`,
    description: 'Described in detail',
    mobile: '96550001234',
    price: 120,
    category_id: fx.categoryIds[type],
    media: [{ url: IMAGE, type: 'image' }],
    ...VALID_EXTRAS[type],
    ...overrides,
  };
}
