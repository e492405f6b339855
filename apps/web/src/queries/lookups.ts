import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getCategoriesRoute, getSubCategoriesRoute } from '@souq/contract/categories';
import { SUB_CATEGORY_PREFERENCE } from '@souq/contract/constants';
import { getAreasRoute, getCountriesRoute, getDistrictsRoute } from '@souq/contract/regions';
import { callRoute } from '@/lib/api-client';

/**
 * The look-ups several screens share (the sidebar's categories, the places and sub-categories of
 * the add forms, the banners' countries): one key and one staleness each, whoever asks. Each key
 * starts with the root its staff screen invalidates after a write ('categories', 'sub-categories',
 * 'countries', 'districts', 'areas'), so an edit there refreshes every screen that offers it.
 */
export const lookupKeys = {
  // The categories screen's unfiltered list has this key too: the sidebar and the screen share one request.
  categories: ['categories', 'list', ''] as const,
  subCategoriesOf: (categoryId: string) => ['sub-categories', 'of', categoryId] as const,
  selectedCountries: ['countries', 'selected'] as const,
  districtsOf: (countryId: string) => ['districts', 'of', countryId] as const,
  areasOf: (districtId: string) => ['areas', 'of', districtId] as const,
};

/** Places change rarely and only through the region screens, which invalidate them. */
const PLACES_STALE_MS = 5 * 60_000;

/** Every category, for the sidebar and the category pickers. */
export const categoriesLookup = () =>
  queryOptions({
    queryKey: lookupKeys.categories,
    queryFn: ({ signal }) => callRoute(getCategoriesRoute, {}, { signal }),
    select: (data) => data.categories,
    placeholderData: keepPreviousData,
  });

/** A category's sub-categories, for the add forms. */
export const subCategoriesLookup = (categoryId: string) =>
  queryOptions({
    queryKey: lookupKeys.subCategoriesOf(categoryId),
    queryFn: ({ signal }) => callRoute(getSubCategoriesRoute, { category_id: categoryId, prefrence: SUB_CATEGORY_PREFERENCE }, { signal }),
    select: (data) => data.subCategories,
    enabled: Boolean(categoryId),
  });

/** The countries staff selected: where the marketplace runs. */
export const selectedCountriesLookup = () =>
  queryOptions({
    queryKey: lookupKeys.selectedCountries,
    queryFn: ({ signal }) => callRoute(getCountriesRoute, undefined, { signal }),
    select: (data) => data.countries,
    staleTime: PLACES_STALE_MS,
  });

export const districtsLookup = (countryId: string) =>
  queryOptions({
    queryKey: lookupKeys.districtsOf(countryId),
    queryFn: ({ signal }) => callRoute(getDistrictsRoute, { country_id: countryId }, { signal }),
    select: (data) => data.districts,
    enabled: Boolean(countryId),
    staleTime: PLACES_STALE_MS,
  });

export const areasLookup = (districtId: string) =>
  queryOptions({
    queryKey: lookupKeys.areasOf(districtId),
    queryFn: ({ signal }) => callRoute(getAreasRoute, { district_id: districtId }, { signal }),
    select: (data) => data.areas,
    enabled: Boolean(districtId),
    staleTime: PLACES_STALE_MS,
  });
