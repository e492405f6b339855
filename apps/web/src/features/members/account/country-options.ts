import { COUNTRY_CODES } from '@souq/contract/country-codes';
import { countryName, localeOf } from '@/lib/format';

export interface CountryOption {
  value: string;
  label: string;
}

const cache = new Map<string, CountryOption[]>();

/** Every country by its name in the reader's language, in that language's alphabetical order. */
export function countryOptions(language: string): CountryOption[] {
  let options = cache.get(language);
  if (!options) {
    const collator = new Intl.Collator(localeOf(language));
    options = COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, language) })).sort((a, b) => collator.compare(a.label, b.label));
    cache.set(language, options);
  }
  return options;
}

/** The country of the browser's locale ('en-KW' -> 'KW') when it is one, else none. */
export function browserCountry(): string {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const region = /^[a-z]{2,3}-([A-Z]{2})\b/i.exec(tag)?.[1]?.toUpperCase();
    if (region && (COUNTRY_CODES as readonly string[]).includes(region)) return region;
  }
  return '';
}
