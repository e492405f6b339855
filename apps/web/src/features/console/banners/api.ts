import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { addBannerRoute, deleteBannerRoute, editBannerLinkRoute, getBannersRoute, type AddBannerRequest } from '@souq/contract/banners';
import { BANNER_PAGE_SIZE } from '@souq/contract/constants';
import { callRoute } from '@/lib/api-client';

export const bannerKeys = {
  all: ['banners'] as const,
  list: (countryId: string, textSearch: string, page: number) => ['banners', 'list', countryId, textSearch, page] as const,
};

/** One page of a country's banners and placements, 20 a page. */
export function bannersQuery(countryId: string, textSearch: string, page: number) {
  return queryOptions({
    queryKey: bannerKeys.list(countryId, textSearch, page),
    queryFn: ({ signal }) =>
      callRoute(getBannersRoute, { country_id: countryId, textSearch: textSearch || undefined, page, itemsPerPage: BANNER_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateBanners() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bannerKeys.all });
}

export function useAddBanner() {
  const invalidate = useInvalidateBanners();
  return useMutation({ mutationFn: (input: AddBannerRequest) => callRoute(addBannerRoute, input), onSuccess: invalidate });
}

export function useEditBannerLink() {
  const invalidate = useInvalidateBanners();
  return useMutation({
    mutationFn: (input: { banner_id: string; newURL: string }) => callRoute(editBannerLinkRoute, input),
    onSuccess: invalidate,
  });
}

export function useDeleteBanner() {
  const invalidate = useInvalidateBanners();
  return useMutation({
    mutationFn: (bannerId: string) => callRoute(deleteBannerRoute, { banner_id: bannerId }),
    onSuccess: invalidate,
  });
}
