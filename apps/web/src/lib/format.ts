/**
 * Numbers, prices and dates in the reader's language, with the browser's Intl: Arabic gets
 * Arabic-Indic digits and its month names, English the British day-month order used across the
 * Gulf. The catalogs' `{{count, number}}` uses formatNumber too (i18n.ts). Formatters are cached per locale and options (creating one costs far more than using it).
 */

// The locale, the cached formatters and the price live in the contract: the server writes prices
// on the listing pages (/l/:id) exactly as the screens show them.
import { formatPrice as sharedFormatPrice, localeOf as sharedLocaleOf, numberFormat } from '@souq/contract/price-format';

export type FormatLanguage = 'en' | 'ar' | (string & {});
type DateValue = Date | string | number | null | undefined;

export function localeOf(language: FormatLanguage): string {
  return sharedLocaleOf(language);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function toDate(value: DateValue): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 1,234 / ١٬٢٣٤ */
export function formatNumber(value: number, language: FormatLanguage): string {
  return numberFormat(language, {}).format(value);
}

/** Every price both apps show, in one form (`KWD 450`, `٤٥٠ د.ك`): see the contract's price-format.ts. */
export function formatPrice(amount: number, currency: string | null | undefined, language: FormatLanguage): string {
  return sharedFormatPrice(amount, currency, language);
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
