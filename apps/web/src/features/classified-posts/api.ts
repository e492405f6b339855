import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addClassifiedRoutes,
  allowClassifiedRoute,
  getClassifiedRoute,
  getClassifiedsByAdminRoute,
  type AddClassifiedBody,
} from '@souq/contract/classifieds';
import type { ClassifiedTypeKey, DropdownIdentity } from '@souq/contract/constants';
import {
  addDropdownValueRoute,
  addDropdownValuesBulkRoute,
  getDropdownValuesRoute,
  type AddDropdownValueRequest,
} from '@souq/contract/dropdown-values';
import { getAreasRoute, getCountriesRoute, getDistrictsRoute } from '@souq/contract/regions';
import { callRoute, type RouteInput } from '@/lib/api-client';

export const classifiedKeys = {
  all: ['classifieds'] as const,
  list: (input: { category_id: string; country_id: string; page: number; textSearch: string }) =>
    ['classifieds', 'list', input] as const,
  detail: (id: string) => ['classifieds', 'detail', id] as const,
};

export function classifiedsQuery(input: { category_id: string; country_id: string; page: number; textSearch: string }) {
  return queryOptions({
    queryKey: classifiedKeys.list(input),
    queryFn: ({ signal }) =>
      callRoute(getClassifiedsByAdminRoute, { ...input, textSearch: input.textSearch || undefined }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function classifiedQuery(classifiedId: string) {
  return queryOptions({
    queryKey: classifiedKeys.detail(classifiedId),
    queryFn: ({ signal }) => callRoute(getClassifiedRoute, { classified_id: classifiedId }, { signal }),
  });
}

/** Allowed/disallowed: the lists and the open detail refresh only after the server agreed. */
export function useAllowClassified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { classified_id: string; active: boolean }) => callRoute(allowClassifiedRoute, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classifiedKeys.all }),
  });
}

export function useAddClassified(type: ClassifiedTypeKey) {
  const queryClient = useQueryClient();
  return useMutation({
    // Each type's endpoint validates its own body; the form built it from the same schema.
    mutationFn: (body: AddClassifiedBody) => callRoute(addClassifiedRoutes[type], body as never),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classifiedKeys.all }),
  });
}

// ---- Look-ups of the add forms (kept: they rarely change) ----

const LOOKUP_STALE_MS = 5 * 60_000;

export const countriesQuery = () =>
  queryOptions({
    queryKey: ['countries', 'selected'],
    queryFn: ({ signal }) => callRoute(getCountriesRoute, undefined, { signal }),
    select: (data) => data.countries,
    staleTime: LOOKUP_STALE_MS,
  });

export const districtsQuery = (countryId: string) =>
  queryOptions({
    queryKey: ['districts', countryId],
    queryFn: ({ signal }) => callRoute(getDistrictsRoute, { country_id: countryId }, { signal }),
    select: (data) => data.districts,
    enabled: Boolean(countryId),
    staleTime: LOOKUP_STALE_MS,
  });

export const areasQuery = (districtId: string) =>
  queryOptions({
    queryKey: ['areas', districtId],
    queryFn: ({ signal }) => callRoute(getAreasRoute, { district_id: districtId }, { signal }),
    select: (data) => data.areas,
    enabled: Boolean(districtId),
    staleTime: LOOKUP_STALE_MS,
  });

// ---- Dropdown values ----

export const dropdownKeys = { all: ['dropdown-values'] as const };

export function dropdownValuesQuery(input: { category_id: string; identity_name: DropdownIdentity; textSearch?: string; page?: number }) {
  return queryOptions({
    queryKey: ['dropdown-values', input],
    queryFn: ({ signal }) =>
      callRoute(getDropdownValuesRoute, { ...input, textSearch: input.textSearch || undefined }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAddDropdownValue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteInput<typeof addDropdownValueRoute>) => callRoute(addDropdownValueRoute, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dropdownKeys.all }),
  });
}

export function useAddDropdownValuesBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rows, fileName }: { rows: AddDropdownValueRequest[]; fileName: string }) =>
      callRoute(addDropdownValuesBulkRoute, { subCategoriesValuesDropDown: rows, fileName }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dropdownKeys.all }),
  });
}
