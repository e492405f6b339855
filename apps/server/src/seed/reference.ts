import { sql } from 'drizzle-orm';
import { CLASSIFIED_TYPES, DEFAULT_COUNTRY } from '@souq/contract/constants';
import type { Db } from '../db/client';
import { categories } from '../db/schema/categories';
import { appSettings } from '../db/schema/content';
import { countries } from '../db/schema/regions';
import { COUNTRY_CURRENCIES } from './datasets/country-currencies';
import { CATEGORY_SEEDS } from './datasets/categories';
import { categoryIconUrl, ensureCategoryIcons } from './media';

// Any constant shared by every process that applies reference data: API processes starting
// together take turns instead of each inserting the one app_settings row.
const REFERENCE_LOCK = 72_871_002;

/**
 * Members of the Arab League: their prices are shown with the Arabic-locale symbol ('د.ك' for
 * KWD); every other country gets the narrow symbol of the English locale ('$', '€', '£'), which is
 * what people there write.
 */
const ARABIC_SYMBOL_COUNTRIES = new Set([
  'AE',
  'BH',
  'DJ',
  'DZ',
  'EG',
  'IQ',
  'JO',
  'KM',
  'KW',
  'LB',
  'LY',
  'MA',
  'MR',
  'OM',
  'PS',
  'QA',
  'SA',
  'SD',
  'SO',
  'SY',
  'TN',
  'YE',
]);

export const DEMO_APP_SETTINGS = {
  site: 'https://souq.example.com',
  phone: '+965 2225 4400',
  email: 'hello@souq.example.com',
  facebook: 'https://www.facebook.com/souq.example',
  twitter: 'https://twitter.com/souq_example',
  address: 'Souq Technologies W.L.L., Floor 24, Al Hamra Tower, Al Shuhada Street, Sharq, Kuwait City, Kuwait',
};

/** The currency's symbol, without bidi marks and without the Arabic abbreviation's closing dot. */
export function currencySymbol(countryCode: string, currency: string): string {
  const arabic = ARABIC_SYMBOL_COUNTRIES.has(countryCode);
  const parts = new Intl.NumberFormat(arabic ? `ar-${countryCode}` : 'en', {
    style: 'currency',
    currency,
    currencyDisplay: arabic ? 'symbol' : 'narrowSymbol',
  }).formatToParts(1);
  const symbol = parts.find((p) => p.type === 'currency')?.value ?? currency;
  return symbol.replace(/[\u061c\u200e\u200f]/g, '').replace(/\.$/, '');
}

export function countryRows() {
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  const arabic = new Intl.DisplayNames(['ar'], { type: 'region' });
  return Object.entries(COUNTRY_CURRENCIES).map(([code, currency]) => ({
    id: code,
    countryEnglish: english.of(code) ?? code,
    countryArabic: arabic.of(code) ?? null,
    isSelected: code === DEFAULT_COUNTRY,
    currencyCode: currency,
    currencySymbol: currency ? currencySymbol(code, currency) : null,
  }));
}

export interface ReferenceOptions {
  /** Where the category icons are written (DATA_DIR/uploads); without it only the rows are made. */
  uploadsDir?: string;
}

/**
 * Countries, the twelve classified categories and the app settings row, applied at every start.
 * Idempotent, and it never overwrites what staff may have changed: a country's selection, a
 * category's names or icon, the settings. It only adds what is missing.
 */
export async function seedReferenceData(db: Db, options: ReferenceOptions = {}): Promise<void> {
  if (options.uploadsDir) await ensureCategoryIcons(options.uploadsDir);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFERENCE_LOCK})`);
    // Gaps are filled (a row inserted without its Arabic name or currency); set values stay.
    await tx
      .insert(countries)
      .values(countryRows())
      .onConflictDoUpdate({
        target: countries.id,
        set: {
          countryArabic: sql`coalesce(${countries.countryArabic}, excluded.country_arabic)`,
          currencyCode: sql`coalesce(${countries.currencyCode}, excluded.currency_code)`,
          currencySymbol: sql`coalesce(${countries.currencySymbol}, excluded.currency_symbol)`,
        },
        // Only rows that really gain a value are written, so a restart leaves the table alone.
        setWhere: sql`(${countries.countryArabic} is null and excluded.country_arabic is not null)
          or (${countries.currencyCode} is null and excluded.currency_code is not null)
          or (${countries.currencySymbol} is null and excluded.currency_symbol is not null)`,
      });

    // Spaced a millisecond apart so lists ordered by creation show the spec's order.
    const start = Date.now() - CLASSIFIED_TYPES.length;
    await tx
      .insert(categories)
      .values(
        CLASSIFIED_TYPES.map((type, i) => ({
          categoryEn: type.name,
          categoryAr: CATEGORY_SEEDS[type.key].ar,
          categoryImage: categoryIconUrl(type.key),
          classifiedType: type.key,
          createdAt: new Date(start + i),
        })),
      )
      .onConflictDoNothing({ target: categories.classifiedType });

    const [settings] = await tx.select({ id: appSettings.id }).from(appSettings).limit(1);
    if (!settings) await tx.insert(appSettings).values(DEMO_APP_SETTINGS);
  });
}
