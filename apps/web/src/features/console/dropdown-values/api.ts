import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDropdownValueRoute, addDropdownValuesBulkRoute, type AddDropdownValueRequest } from '@souq/contract/dropdown-values';
import { callRoute, type RouteInput } from '@/lib/api-client';
import { dropdownKeys } from '@/queries/dropdown-values';

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
