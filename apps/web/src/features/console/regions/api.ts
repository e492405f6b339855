import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addAreaRoute,
  addDistrictRoute,
  editAreaRoute,
  editDistrictRoute,
  getAreasAdminRoute,
  getCountriesAdminRoute,
  getDistrictsRoute,
  updateCountryRoute,
  type AddAreaRequest,
  type AddDistrictRequest,
  type EditAreaRequest,
  type EditDistrictRequest,
} from '@souq/contract/regions';
import { callRoute } from '@/lib/api-client';

/**
 * Region data is cached under the roots 'countries', 'districts' and 'areas', which the add
 * forms' look-ups use too: a staff write refreshes every screen that offers these places.
 */
export const regionKeys = {
  roots: [['countries'], ['districts'], ['areas']] as const,
  countries: (textSearch: string) => ['countries', 'admin', textSearch] as const,
  districts: (countryId: string, textSearch: string) => ['districts', 'admin', countryId, textSearch] as const,
  areas: (countryId: string, districtId: string, textSearch: string) => ['areas', 'admin', countryId, districtId, textSearch] as const,
};

/** Every country, selected or not (a few hundred, unpaged), optionally filtered by name. */
export function allCountriesQuery(textSearch = '') {
  return queryOptions({
    queryKey: regionKeys.countries(textSearch),
    queryFn: ({ signal }) => callRoute(getCountriesAdminRoute, { textSearch: textSearch || undefined }, { signal }),
    select: (data) => data.countries,
    placeholderData: keepPreviousData,
  });
}

export function districtsQuery(countryId: string, textSearch = '') {
  return queryOptions({
    queryKey: regionKeys.districts(countryId, textSearch),
    queryFn: ({ signal }) => callRoute(getDistrictsRoute, { country_id: countryId, textSearch: textSearch || undefined }, { signal }),
    select: (data) => data.districts,
    enabled: Boolean(countryId),
    placeholderData: keepPreviousData,
  });
}

export function areasQuery(countryId: string, districtId = '', textSearch = '') {
  return queryOptions({
    queryKey: regionKeys.areas(countryId, districtId, textSearch),
    queryFn: ({ signal }) =>
      callRoute(getAreasAdminRoute, { country_id: countryId, district_id: districtId || undefined, textSearch: textSearch || undefined }, { signal }),
    select: (data) => data.areas,
    enabled: Boolean(countryId),
    placeholderData: keepPreviousData,
  });
}

/** Any region write refreshes all three roots: moving a district moves its areas too. */
function useInvalidateRegions() {
  const queryClient = useQueryClient();
  return () => Promise.all(regionKeys.roots.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useUpdateCountry() {
  const invalidate = useInvalidateRegions();
  return useMutation({
    mutationFn: (input: { country_id: string; isSelected: boolean }) => callRoute(updateCountryRoute, input),
    onSuccess: invalidate,
  });
}

export function useSaveDistrict() {
  const invalidate = useInvalidateRegions();
  return useMutation({
    mutationFn: (input: AddDistrictRequest | EditDistrictRequest) =>
      'district_id' in input ? callRoute(editDistrictRoute, input) : callRoute(addDistrictRoute, input),
    onSuccess: invalidate,
  });
}

export function useSaveArea() {
  const invalidate = useInvalidateRegions();
  return useMutation({
    mutationFn: (input: AddAreaRequest | EditAreaRequest) => ('area_id' in input ? callRoute(editAreaRoute, input) : callRoute(addAreaRoute, input)),
    onSuccess: invalidate,
  });
}
