/**
 * A price as every audience shows it: the members' and console's screens (apps/web lib/format.ts)
 * and the listing pages the server writes, so a shared link reads the same as the app.
 */

/**
 * The Intl locale of a language of the app. Arabic asks for Arabic-Indic digits outright: CLDR's
 * plain 'ar' now means Western digits in some engines and not in others, and the Gulf, where
 * Souq is at home, writes ٠١٢٣.
 */
export function localeOf(language: string): string {
  if (language === 'en') return 'en-GB';
  if (language === 'ar') return 'ar-u-nu-arab';
  return language;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** Creating a formatter costs far more than using one: cached per locale and options. */
export function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), options);
    numberFormats.set(key, format);
  }
  return format;
}

/** Invisible direction marks Intl puts around an Arabic amount: the screens set the direction themselves. */
const DIRECTION_MARKS = /[\u200E\u200F\u061C]/g;

/**
 * The amount with the currency when known (`KWD 450`, `٤٥٠ د.ك`), else the amount alone. Decimals
 * only when the amount has some (up to the currency's own three for the Gulf's dinars): CLDR
 * writes KWD 450 as `٤٥٠٫٠٠٠ د.ك.`, which a reader takes for 450,000, and ends the symbol with a
 * dot that reads as the sentence's end, so the Arabic symbol loses its final dot.
 */
export function formatPrice(amount: number, currency: string | null | undefined, language: string): string {
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
