import type { ClassifiedSort, ClassifiedSearchQuery, RangeFilter } from '@souq/contract/members-classifieds';
import { CLASSIFIED_SORTS, RANGE_FILTERS, searchSort } from '@souq/contract/members-classifieds';
import { DEFAULT_COUNTRY, type ClassifiedTypeKey } from '@souq/contract/constants';
import { LISTING_CHOICES, listingField, type ListingFieldName } from '@souq/contract/listing-fields';
import type { SearchRequest } from '@/lib/members/listing-search';

/**
 * The search as the address keeps it (`#/app/classifieds/search?q=…&category_id=…&rooms=3`): its text,
 * what the screen reads from the URL, what it writes back, and the query it sends. A filter that
 * does not fit the category's type (rooms on a car) is neither shown nor sent.
 */

/** The filters every type has (the text is apart: the search box shows it, not the filters). */
export const COMMON_FILTERS = ['price_min', 'price_max', 'district_id', 'area_id'] as const;
/**
 * The type's own filters, named as the API names them: its fields (listing-fields.ts describes
 * them), a car's make (the category's sub-category) and the ranges (model years, most
 * kilometres, size in m²), what buyers narrow by first coming first.
 */
export const TYPE_FILTERS = {
  property: ['leaseType', 'size_min', 'size_max', 'furnished', 'rooms', 'livingRooms', 'bathrooms'],
  automotive: ['sub_category_id', 'model', 'year_min', 'year_max', 'mileage_max', 'colour', 'leaseType', 'fuelType', 'transmission', 'cylinder'],
  'buy-sell': ['isItOldNotNew'],
  jobs: ['careerLevel'],
} as const satisfies Partial<Record<ClassifiedTypeKey, readonly (ListingFieldName | RangeFilter | 'sub_category_id')[]>>;

export const isRangeFilter = (key: string): key is RangeFilter => key in RANGE_FILTERS;

export type TypeFilter = (typeof TYPE_FILTERS)[keyof typeof TYPE_FILTERS][number];
export type FilterKey = (typeof COMMON_FILTERS)[number] | TypeFilter;

export interface SearchState {
  /** The text searched for, '' for none. */
  q: string;
  category_id: string;
  /** The order the member chose; none means the default (searchSort: the best match for text, else the newest). */
  sort?: ClassifiedSort;
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
  if (isRangeFilter(key)) return /^\d{1,7}$/.test(value);
  if (key === 'sub_category_id') return /^[\da-f-]{36}$/i.test(value);
  const field = type ? listingField(type, key) : undefined;
  if (field?.kind === 'number') return /^\d+$/.test(value) && value.length <= field.maxDigits;
  if (field?.kind === 'choice') return (LISTING_CHOICES[field.name] as readonly string[]).includes(value);
  if (field?.kind === 'flag') return value === 'true' || value === 'false';
  return value.length <= 200;
}

/** Reads the search from the address, keeping only the filters of the category's type. */
export function searchFromParams(params: URLSearchParams, type: ClassifiedTypeKey | null | undefined): SearchState {
  const filters: SearchState['filters'] = {};
  for (const key of filtersOf(type)) {
    const value = params.get(key)?.trim();
    if (value && validValue(type, key, value)) filters[key] = value;
  }
  // An area picked from the search box's completions comes without its district, and stays.
  const q = params.get('q')?.trim().slice(0, 200) ?? '';
  const sort = params.get('sort');
  return withSort({ q, category_id: params.get('category_id') ?? '', filters }, isSort(sort) ? sort : undefined);
}

/**
 * The country a search is in: the member's, else Kuwait's (a visitor's, an account without one, and
 * the guess while the account loads).
 */
export const searchCountry = (account: { country_id: string | null } | undefined): string => account?.country_id ?? DEFAULT_COUNTRY;

/**
 * Whether the address holds a filter only the category's type reads (a car's model, a flat's
 * rooms): until the categories are known, such a search cannot be read. Without one, the search
 * reads the same for every type, and can be asked before the categories arrive.
 */
export function searchNeedsType(params: URLSearchParams): boolean {
  const typeFree = new Set<string>(['q', 'category_id', 'sort', ...COMMON_FILTERS]);
  return [...params.keys()].some((key) => !typeFree.has(key));
}

/** The search in this order; the default order is kept as none, so a change of text brings its own default. */
export function withSort(search: SearchState, sort: ClassifiedSort | undefined): SearchState {
  const { sort: _previous, ...rest } = search;
  return sort === undefined || searchSort({ q: search.q, sort }) === defaultSort(search.q) ? rest : { ...rest, sort };
}

/** The order a search has when none is chosen: the best match for text, the newest otherwise (the server's searchSort). */
export const defaultSort = (q: string): ClassifiedSort => searchSort({ q });

/** The address of a search: the text, the category, then each filter set, then the sort unless it is the default. */
export function paramsFromSearch(search: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.category_id) params.set('category_id', search.category_id);
  for (const [key, value] of Object.entries(search.filters)) if (value) params.set(key, value);
  const sort = searchSort(search);
  if (sort !== defaultSort(search.q)) params.set('sort', sort);
  return params;
}

/** What GET /api/v1/classifieds receives for the search (the cursor is added per page); the sort only when chosen. */
export function queryFromSearch(search: SearchState, country: string | undefined): Partial<Record<keyof ClassifiedSearchQuery, string>> {
  const query: Record<string, string> = {};
  if (search.q) query.q = search.q;
  const sort = searchSort(search);
  if (sort !== defaultSort(search.q)) query.sort = sort;
  if (search.category_id) query.category_id = search.category_id;
  if (country) query.country_id = country;
  for (const [key, value] of Object.entries(search.filters)) if (value) query[key] = value;
  return query;
}

/** How many filters are set (the Filters button shows it). */
export const activeFilterCount = (search: SearchState) => Object.values(search.filters).filter(Boolean).length;

/** The filters every type has, of those set: what stays when the category changes (rooms mean nothing on a car). */
export function commonFilters(search: SearchState): SearchState['filters'] {
  const kept: SearchState['filters'] = {};
  for (const key of COMMON_FILTERS) if (search.filters[key]) kept[key] = search.filters[key];
  return kept;
}

/** The search without one of its filters (or its category, whose type's own filters go with it). */
export function withoutFilter(search: SearchState, key: 'category_id' | FilterKey): SearchState {
  if (key === 'category_id') return { ...search, category_id: '', filters: commonFilters(search) };
  const filters = { ...search.filters };
  delete filters[key];
  return { ...search, filters };
}

/** What the search box asks for, on the search page: the new text, and the filter of a picked category or place, over the search as it is. */
export function withRequest(search: SearchState, request: SearchRequest): SearchState {
  const next: SearchState = { ...search, q: request.q };
  const filter = request.filter;
  if (!filter) return next;
  if (filter.key === 'category_id') return { ...next, category_id: filter.id, filters: commonFilters(search) };
  const filters = { ...search.filters, [filter.key]: filter.id };
  // A new district drops an area of another one; an area is narrower than any district (and may lie in another).
  if (filter.key === 'district_id') delete filters.area_id;
  if (filter.key === 'area_id') delete filters.district_id;
  return { ...next, filters };
}
