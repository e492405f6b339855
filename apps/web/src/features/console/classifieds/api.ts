import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { addClassifiedRoutes, allowClassifiedRoute, getClassifiedRoute, getClassifiedsByAdminRoute, type AddClassifiedBody } from '@souq/contract/classifieds';
import { PAGE_SIZE, type ClassifiedTypeKey } from '@souq/contract/constants';
import { featureListingRoute, getListingFeatureRoute, unfeatureListingRoute } from '@souq/contract/listing-featuring';
import { callRoute, type RouteInput } from '@/lib/api-client';

export const classifiedKeys = {
  all: ['classifieds'] as const,
  list: (input: { category_id: string; country_id: string; page: number; textSearch: string }) => ['classifieds', 'list', input] as const,
  detail: (id: string) => ['classifieds', 'detail', id] as const,
  feature: (id: string) => ['classifieds', 'feature', id] as const,
};

/** Whether the post is featured now, and until when. */
export function listingFeatureQuery(classifiedId: string) {
  return queryOptions({
    queryKey: classifiedKeys.feature(classifiedId),
    queryFn: ({ signal }) => callRoute(getListingFeatureRoute, { classified_id: classifiedId }, { signal }),
  });
}

/** Feature for some days (`days` set) or stop featuring; the post's state and the dashboard's figure refresh after. */
export function useFeatureListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ classified_id, days }: { classified_id: string; days: number | null }) =>
      days === null ? callRoute(unfeatureListingRoute, { classified_id }) : callRoute(featureListingRoute, { classified_id, days }),
    onSuccess: (answer) => {
      queryClient.setQueryData(classifiedKeys.feature(answer.classified_id), answer);
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

/** The list's optional size, sort, filters and count, as the route takes them. */
type ClassifiedListOptions = Partial<
  Pick<
    RouteInput<typeof getClassifiedsByAdminRoute>,
    'itemsPerPage' | 'sort' | 'order' | 'active' | 'minPrice' | 'maxPrice' | 'createdFrom' | 'createdTo' | 'withTotal'
  >
>;

export function classifiedsQuery(input: { category_id: string; country_id: string; page: number; textSearch: string } & ClassifiedListOptions) {
  return queryOptions({
    queryKey: classifiedKeys.list(input),
    queryFn: ({ signal }) =>
      // The spec's page size is sent, not left to the server's default.
      callRoute(getClassifiedsByAdminRoute, { itemsPerPage: PAGE_SIZE, ...input, textSearch: input.textSearch || undefined }, { signal }),
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
