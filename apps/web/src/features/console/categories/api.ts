import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addCategoryRoute,
  addSubCategoryRoute,
  deleteCategoryRoute,
  deleteSubCategoryRoute,
  editCategoryRoute,
  editSubCategoryRoute,
  getCategoriesRoute,
  getSubCategoriesByAdminRoute,
  type AddCategoryRequest,
  type AddSubCategoryRequest,
  type EditCategoryRequest,
  type EditSubCategoryRequest,
} from '@souq/contract/categories';
import { SUB_CATEGORY_PREFERENCE } from '@souq/contract/constants';
import { callRoute } from '@/lib/api-client';

export const categoryKeys = {
  all: ['categories'] as const,
  list: (textSearch: string) => ['categories', 'list', textSearch] as const,
  subAll: ['sub-categories'] as const,
  subList: (textSearch: string, categoryId: string) => ['sub-categories', 'list', textSearch, categoryId] as const,
};

/** Categories filtered by name; unfiltered, the key is the shared look-up's (lookups/lookups.ts). */
export function categoriesQuery(textSearch: string) {
  return queryOptions({
    queryKey: categoryKeys.list(textSearch),
    queryFn: ({ signal }) => callRoute(getCategoriesRoute, { textSearch: textSearch || undefined }, { signal }),
    select: (data) => data.categories,
    placeholderData: keepPreviousData,
  });
}

export function subCategoriesQuery(textSearch = '', categoryId = '') {
  return queryOptions({
    queryKey: categoryKeys.subList(textSearch, categoryId),
    queryFn: ({ signal }) =>
      callRoute(
        getSubCategoriesByAdminRoute,
        { preference: SUB_CATEGORY_PREFERENCE, textSearch: textSearch || undefined, category_id: categoryId || undefined },
        { signal },
      ),
    select: (data) => data.subCategories,
    placeholderData: keepPreviousData,
  });
}

/** Every write refreshes both lists (a category rename shows in its sub-categories too). */
function useInvalidateCategories() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: categoryKeys.all }), queryClient.invalidateQueries({ queryKey: categoryKeys.subAll })]);
}

export function useSaveCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (input: AddCategoryRequest | EditCategoryRequest) =>
      'category_id' in input ? callRoute(editCategoryRoute, input) : callRoute(addCategoryRoute, input),
    onSuccess: invalidate,
  });
}

export function useDeleteCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (categoryId: string) => callRoute(deleteCategoryRoute, { category_id: categoryId }),
    onSuccess: invalidate,
  });
}

export function useSaveSubCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (input: AddSubCategoryRequest | EditSubCategoryRequest) =>
      'sub_category_id' in input ? callRoute(editSubCategoryRoute, input) : callRoute(addSubCategoryRoute, input),
    onSuccess: invalidate,
  });
}

export function useDeleteSubCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (subCategoryId: string) => callRoute(deleteSubCategoryRoute, { sub_category_id: subCategoryId }),
    onSuccess: invalidate,
  });
}
