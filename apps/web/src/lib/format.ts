/**
 * Numbers, prices and dates in the reader's language, with the browser's Intl: Arabic gets
 * Arabic-Indic digits and its month names, English the British day-month order used across the
 * Gulf. The catalogs' `{{count, number}}` uses formatNumber too (i18n.ts). Formatters are cached per locale and options (creating one costs far more than using it).
 */

export type FormatLanguage = 'en' | 'ar' | (string & {});
type DateValue = Date | string | number | null | undefined;

/**
 * The Intl locale of a language of the app. Arabic asks for Arabic-Indic digits outright: CLDR's
 * plain 'ar' now means Western digits in some engines and not in others, and the Gulf, where
 * Souq is at home, writes ٠١٢٣.
 */
export function localeOf(language: FormatLanguage): string {
  if (language === 'en') return 'en-GB';
  if (language === 'ar') return 'ar-u-nu-arab';
  return language;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(language: FormatLanguage, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), options);
    numberFormats.set(key, format);
  }
  return format;
}

function toDate(value: DateValue): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 1,234 / ١٬٢٣٤ */
export function formatNumber(value: number, language: FormatLanguage): string {
  return numberFormat(language, {}).format(value);
}

/**
 * A price with its currency when known (KWD 1,250.500 / ١٬٢٥٠٫٥٠٠ د.ك.), else the amount
 * alone with up to the three decimals Gulf currencies use.
 */
export function formatPrice(amount: number, currency: string | null | undefined, language: FormatLanguage): string {
  if (currency) {
    try {
      return numberFormat(language, { style: 'currency', currency }).format(amount);
    } catch {
      // not an ISO 4217 code: show the amount alone
    }
  }
  return numberFormat(language, { maximumFractionDigits: 3 }).format(amount);
}

/** 25 November 2026 / ٢٥ نوفمبر ٢٠٢٦ ('' for a missing or unreadable date). */
export function formatDate(value: DateValue, language: FormatLanguage, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  const date = toDate(value);
  if (!date) return '';
  const key = `${language}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), options);
    dateFormats.set(key, format);
  }
  return format.format(date);
}

/** A country's name from its ISO code, in the reader's language ('Kuwait' / 'الكويت'). */
export function countryName(code: string, language: FormatLanguage): string {
  try {
    return new Intl.DisplayNames([localeOf(language)], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
