/**
 * The one way both apps and the public pages name a record that has an English and an Arabic name
 * (categories, sub-categories, countries, districts, areas, dropdown values): the Arabic name in
 * the Arabic UI, the English one otherwise, and the other name when the one wanted is empty (a
 * country staff never gave an Arabic name). Each record type spells its pair of fields its own
 * way (the spec's); the accessors below read them.
 */
export function nameIn(language: string, english: string | null | undefined, arabic: string | null | undefined): string {
  const en = english?.trim() ?? '';
  const ar = arabic?.trim() ?? '';
  return language === 'ar' ? ar || en : en || ar;
}

export const categoryName = (language: string, category: { category_en: string; category_ar?: string | null }) =>
  nameIn(language, category.category_en, category.category_ar);

export const subCategoryName = (language: string, sub: { sub_category_en: string; sub_category_ar?: string | null }) =>
  nameIn(language, sub.sub_category_en, sub.sub_category_ar);

export const countryName = (language: string, country: { country_english: string; country_arabic?: string | null }) =>
  nameIn(language, country.country_english, country.country_arabic);

export const districtName = (language: string, district: { district_en: string; district_ar?: string | null }) =>
  nameIn(language, district.district_en, district.district_ar);

export const areaName = (language: string, area: { area_en: string; area_ar?: string | null }) => nameIn(language, area.area_en, area.area_ar);

export const dropdownValueName = (language: string, value: { value_en: string; value_ar?: string | null }) => nameIn(language, value.value_en, value.value_ar);

/**
 * A value a listing stores by name (a car model, a career level: the English name, as the forms
 * store it, though the API takes either) shown in the reader's language: the record whose English
 * or Arabic name it is, else the stored text as it is.
 */
export function storedValueName(language: string, stored: string, values: readonly { value_en: string; value_ar?: string | null }[]): string {
  const key = stored.trim().toLocaleLowerCase();
  const match = values.find((value) => value.value_en.trim().toLocaleLowerCase() === key || value.value_ar?.trim() === stored.trim());
  return match ? dropdownValueName(language, match) : stored;
}
