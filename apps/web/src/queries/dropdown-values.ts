import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DropdownIdentity } from '@souq/contract/constants';
import { getDropdownValuesRoute } from '@souq/contract/dropdown-values';
import { callRoute } from '@/lib/api-client';

/**
 * A category's dropdown values (car models, career levels): listed and added on the Dropdown
 * values screen, picked from in the add-classified form. Both screens read them through here.
 */
export const dropdownKeys = {
  all: ['dropdown-values'] as const,
  list: (input: DropdownValuesInput) => ['dropdown-values', input] as const,
};

export type DropdownValuesInput = { category_id: string; identity_name: DropdownIdentity; textSearch?: string; page?: number };

export function dropdownValuesQuery(input: DropdownValuesInput) {
  return queryOptions({
    queryKey: dropdownKeys.list(input),
    queryFn: ({ signal }) => callRoute(getDropdownValuesRoute, { ...input, textSearch: input.textSearch || undefined }, { signal }),
    placeholderData: keepPreviousData,
  });
}
