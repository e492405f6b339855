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

/** Invisible direction marks Intl puts around an Arabic amount: the screens set the direction themselves. */
const DIRECTION_MARKS = /[\u200E\u200F\u061C]/g;

/**
 * Every price both apps show, in one form: the amount with the currency when known (`KWD 450`,
 * `٤٥٠ د.ك`), else the amount alone. Decimals only when the amount has some (up to the
 * currency's own three for the Gulf's dinars): CLDR writes KWD 450 as `٤٥٠٫٠٠٠ د.ك.`, which a
 * reader takes for 450,000, and ends the symbol with a dot that reads as the sentence's end, so
 * the Arabic symbol loses its final dot.
 */
export function formatPrice(amount: number, currency: string | null | undefined, language: FormatLanguage): string {
  if (currency) {
    try {
      return numberFormat(language, { style: 'currency', currency, minimumFractionDigits: 0 })
        .formatToParts(amount)
        .map((part) => (part.type === 'currency' && /[\u0600-\u06FF]/.test(part.value) ? part.value.replace(/\.$/, '') : part.value))
        .join('')
        .replace(DIRECTION_MARKS, '');
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
