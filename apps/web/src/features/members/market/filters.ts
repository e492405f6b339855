import type { ClassifiedSort, ClassifiedSearchQuery } from '@souq/contract/members-classifieds';
import { CLASSIFIED_SORTS } from '@souq/contract/members-classifieds';
import type { ClassifiedTypeKey } from '@souq/contract/constants';
import { LISTING_CHOICES, listingField, type ListingFieldName } from '@souq/contract/listing-fields';

/**
 * The search's filters as the address keeps them (`#/app/classifieds/search?category_id=…&rooms=3`):
 * what the screen reads from the URL, what it writes back, and the query it sends. A filter that
 * does not fit the category's type (rooms on a car) is neither shown nor sent.
 */

/** The filters every type has. */
export const COMMON_FILTERS = ['q', 'price_min', 'price_max', 'district_id', 'area_id'] as const;
/** The type's own fields the search offers as filters, named as the API names them (listing-fields.ts describes them). */
export const TYPE_FILTERS = {
  property: ['rooms'],
  automotive: ['model', 'fuelType', 'transmission'],
  'buy-sell': ['isItOldNotNew'],
  jobs: ['careerLevel'],
} as const satisfies Partial<Record<ClassifiedTypeKey, readonly ListingFieldName[]>>;

export type TypeFilter = (typeof TYPE_FILTERS)[keyof typeof TYPE_FILTERS][number];
export type FilterKey = (typeof COMMON_FILTERS)[number] | TypeFilter;

export interface SearchState {
  category_id: string;
  sort: ClassifiedSort;
  filters: Partial<Record<FilterKey, string>>;
}

/** The filters that fit a type (the common ones when the type is unknown). */
export function filtersOf(type: ClassifiedTypeKey | null | undefined): readonly FilterKey[] {
  const own: readonly FilterKey[] = type && type in TYPE_FILTERS ? TYPE_FILTERS[type as keyof typeof TYPE_FILTERS] : [];
  return [...COMMON_FILTERS, ...own];
}

const isSort = (value: string | null): value is ClassifiedSort => (CLASSIFIED_SORTS as readonly (string | null)[]).includes(value);
const AMOUNT = /^\d{1,11}(\.\d{1,3})?$/;

/** A value the API would accept for the filter; anything else in the address is ignored. */
function validValue(type: ClassifiedTypeKey | null | undefined, key: FilterKey, value: string): boolean {
  if (key === 'price_min' || key === 'price_max') return AMOUNT.test(value);
  const field = type ? listingField(type, key) : undefined;
  if (field?.kind === 'number') return /^\d+$/.test(value) && value.length <= field.maxDigits;
  if (field?.kind === 'choice') return (LISTING_CHOICES[field.name] as readonly string[]).includes(value);
  return value.length <= 200;
}

/** Reads the search from the address, keeping only the filters of the category's type. */
export function searchFromParams(params: URLSearchParams, type: ClassifiedTypeKey | null | undefined): SearchState {
  const filters: SearchState['filters'] = {};
  for (const key of filtersOf(type)) {
    const value = params.get(key)?.trim();
    if (value && validValue(type, key, value)) filters[key] = value;
  }
  // An area belongs to its district: alone it means nothing.
  if (!filters.district_id) delete filters.area_id;
  const sort = params.get('sort');
  return { category_id: params.get('category_id') ?? '', sort: isSort(sort) ? sort : 'newest', filters };
}

/** The address of a search: the category, then each filter set, then the sort unless it is the default. */
export function paramsFromSearch(search: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (search.category_id) params.set('category_id', search.category_id);
  for (const [key, value] of Object.entries(search.filters)) if (value) params.set(key, value);
  if (search.sort !== 'newest') params.set('sort', search.sort);
  return params;
}

/** What GET /api/v1/classifieds receives for the search (the cursor is added per page). */
export function queryFromSearch(search: SearchState, country: string | undefined): Partial<Record<keyof ClassifiedSearchQuery, string>> {
  const query: Record<string, string> = { sort: search.sort };
  if (search.category_id) query.category_id = search.category_id;
  if (country) query.country_id = country;
  for (const [key, value] of Object.entries(search.filters)) if (value) query[key] = value;
  return query;
}

/** How many filters are set (the Filters button shows it). */
export const activeFilterCount = (search: SearchState) => Object.values(search.filters).filter(Boolean).length;
