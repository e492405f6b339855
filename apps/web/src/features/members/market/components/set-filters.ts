import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Category } from '@souq/contract/categories';
import { listingField, listingFields, type ListingChoiceField } from '@souq/contract/listing-fields';
import { useMarketText, type MarketKey } from '@/i18n/members/market';
import { formatNumber } from '@/lib/format';
import { localeOf } from '@souq/contract/price-format';
import { areaName, categoryName, districtName, storedValueName, subCategoryName } from '@/lib/names';
import { areasQuery, districtsQuery, dropdownValuesQuery, subCategoriesQuery } from '../search-queries';
import type { FilterKey, SearchState } from '../filters';

/** A filter the search has, named for a person ("District: Hawalli"), with the search without it. */
export interface SetFilter {
  key: 'category_id' | FilterKey;
  text: string;
}

/** What each filter is called: the filters form's own labels. */
const FILTER_LABEL: Record<'category_id' | 'district_id' | 'area_id' | 'price_min' | 'price_max', MarketKey> = {
  category_id: 'search.facets.category_id',
  district_id: 'search.district',
  area_id: 'search.area',
  price_min: 'search.priceMin',
  price_max: 'search.priceMax',
};

/** The filters a search has set, each named with its value in the reader's language, for the empty result's "without …" buttons. */
export function useSetFilters(search: SearchState, category: Category | undefined, country: string): SetFilter[] {
  const t = useMarketText();
  const { i18n } = useTranslation();
  const districts = useQuery(districtsQuery(country));
  const areas = useQuery(areasQuery(search.filters.district_id ?? ''));
  const type = category?.classifiedType;
  // A model or career level filter is named as the category's value is in the reader's language.
  const identities = type && category ? [...new Set(listingFields(type).flatMap((field) => (field.kind === 'dropdown-value' ? [field.identity] : [])))] : [];
  const makes = useQuery({ ...subCategoriesQuery(category?._id ?? ''), enabled: Boolean(category && search.filters.sub_category_id) });
  const valueNames = useQueries({ queries: identities.map((identity) => dropdownValuesQuery(category?._id ?? '', identity)) });

  const valueOf = (key: FilterKey, value: string): string => {
    if (key === 'district_id') {
      const district = districts.data?.find((d) => d._id === value);
      return district ? districtName(i18n.language, district) : '';
    }
    if (key === 'area_id') {
      const area = areas.data?.find((a) => a._id === value);
      return area ? areaName(i18n.language, area) : '';
    }
    if (key === 'price_min' || key === 'price_max') return formatNumber(Number(value), i18n.language);
    if (key === 'sub_category_id') {
      const make = makes.data?.find((sub) => sub._id === value);
      return make ? subCategoryName(i18n.language, make) : '';
    }
    // A year is a name, not an amount: no thousands mark.
    if (key === 'year_min' || key === 'year_max') return new Intl.NumberFormat(localeOf(i18n.language), { useGrouping: false }).format(Number(value));
    const field = type ? listingField(type, key) : undefined;
    if (field?.kind === 'dropdown-value') return storedValueName(i18n.language, value, valueNames[identities.indexOf(field.identity)]?.data ?? []);
    if (field?.kind === 'choice') return t(`listing.choices.${field.name satisfies ListingChoiceField}.${value}` as MarketKey);
    if (field?.kind === 'flag') return t(value === 'true' ? 'search.flag.true' : 'search.flag.false');
    return /^\d+$/.test(value) ? formatNumber(Number(value), i18n.language) : value;
  };
  const named = (key: 'category_id' | FilterKey, value: string): SetFilter => {
    const name = key in FILTER_LABEL ? t(FILTER_LABEL[key as keyof typeof FILTER_LABEL]) : t(`search.fields.${key}` as MarketKey);
    // A place not loaded (yet) is named by its kind alone rather than by its id.
    return { key, text: value ? t('search.filterValue', { name, value }) : name };
  };

  const set: SetFilter[] = [];
  if (search.category_id) set.push(named('category_id', category ? categoryName(i18n.language, category) : ''));
  for (const [key, value] of Object.entries(search.filters) as [FilterKey, string][]) if (value) set.push(named(key, valueOf(key, value)));
  return set;
}
