import { boolean, char, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id } from './columns';

/** ISO 3166 countries; `id` is the alpha-2 code (`KW`). */
export const countries = pgTable(
  'countries',
  {
    id: char('id', { length: 2 }).primaryKey(),
    countryEnglish: text('country_english').notNull(),
    countryArabic: text('country_arabic'),
    isSelected: boolean('is_selected').notNull().default(false),
    currencyCode: text('currency_code'),
    currencySymbol: text('currency_symbol'),
  },
  (t) => [index('countries_english_trgm').using('gin', sql`${t.countryEnglish} gin_trgm_ops`)],
);

export const districts = pgTable(
  'districts',
  {
    id: id(),
    districtEn: text('district_en').notNull(),
    districtAr: text('district_ar').notNull(),
    countryId: char('country_id', { length: 2 })
      .notNull()
      .references(() => countries.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('districts_country_name_en').on(t.countryId, sql`lower(${t.districtEn})`),
    index('districts_name_trgm').using('gin', sql`(${t.districtEn} || ' ' || ${t.districtAr}) gin_trgm_ops`),
  ],
);

export const areas = pgTable(
  'areas',
  {
    id: id(),
    areaEn: text('area_en').notNull(),
    areaAr: text('area_ar').notNull(),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id),
    countryId: char('country_id', { length: 2 })
      .notNull()
      .references(() => countries.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('areas_district_name_en').on(t.districtId, sql`lower(${t.areaEn})`),
    index('areas_country').on(t.countryId),
    index('areas_name_trgm').using('gin', sql`(${t.areaEn} || ' ' || ${t.areaAr}) gin_trgm_ops`),
  ],
);
