import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { marketKeys } from './search-queries';
import { openConversationRoute } from '@souq/contract/members-chat';
import { getMemberProfileRoute } from '@souq/contract/members-account';
import type { ReportRequest } from '@souq/contract/members-common';
import { type ContactKind, type MemberClassifiedDetail } from '@souq/contract/members-classifieds';
import {
  classifiedContactEventRoute,
  deleteClassifiedRoute,
  favouriteClassifiedRoute,
  markClassifiedSoldRoute,
  bumpClassifiedRoute,
  renewClassifiedRoute,
  memberClassifiedsRoute,
  myClassifiedsRoute,
  myFavouritesRoute,
  getMemberClassifiedRoute,
  reportClassifiedRoute,
  unfavouriteClassifiedRoute,
  updateClassifiedRoute,
} from '@souq/contract/members-classifieds-routes';
import { releaseReservationRoute } from '@souq/contract/members-offers-routes';
import { callMemberRoute } from '@/lib/members/api';
import { createSavedSearchRoute } from '@souq/contract/members-saved-searches';
import type { RouteInput } from '@/lib/api-client';
import { offerPushAfter } from '@/lib/members/push-offer';

export {
  marketKeys,
  myAccountQuery,
  categoriesQuery,
  subCategoriesQuery,
  districtsQuery,
  areasQuery,
  dropdownValuesQuery,
  searchQuery,
} from './search-queries';

export const listingQuery = (id: string) =>
  queryOptions({
    queryKey: marketKeys.listing(id),
    queryFn: ({ signal }) => callMemberRoute(getMemberClassifiedRoute, undefined, { signal, params: { id } }),
  });

/** Favourite or unfavourite; the listing shows the new state at once and goes back if the call fails. */
export function useFavourite(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favourite: boolean) => callMemberRoute(favourite ? favouriteClassifiedRoute : unfavouriteClassifiedRoute, undefined, { params: { id } }),
    onMutate: (favourite) => {
      const previous = queryClient.getQueryData<MemberClassifiedDetail>(marketKeys.listing(id));
      if (previous) queryClient.setQueryData(marketKeys.listing(id), { ...previous, favouritedByMe: favourite });
      return { previous };
    },
    onError: (_error, _favourite, context) => {
      if (context?.previous) queryClient.setQueryData(marketKeys.listing(id), context.previous);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: marketKeys.favourites });
    },
  });
}

export function useReport(id: string) {
  return useMutation({ mutationFn: (report: ReportRequest) => callMemberRoute(reportClassifiedRoute, report, { params: { id } }) });
}

/** Opens (or finds) the conversation with the listing's seller; answers its id. */
export function useOpenConversation() {
  return useMutation({ mutationFn: (classifiedId: string) => callMemberRoute(openConversationRoute, { classified_id: classifiedId }) });
}

/**
 * Counts a tap on Call or WhatsApp for the seller's statistics. Nothing waits for it and a
 * failure is not shown: the call or the chat goes ahead either way.
 */
export function useContactEvent(id: string) {
  return useMutation({ mutationFn: (kind: ContactKind) => callMemberRoute(classifiedContactEventRoute, { kind }, { params: { id } }) });
}

const ownList = <R extends typeof myClassifiedsRoute | typeof myFavouritesRoute>(route: R, key: readonly string[]) =>
  infiniteQueryOptions({
    queryKey: key,
    // Both lists take the same cursor query; the generic keeps each list's own answer type.
    queryFn: ({ signal, pageParam }) => callMemberRoute(route, (pageParam ? { cursor: pageParam } : {}) as RouteInput<R>, { signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The member's own listings, newest first, sold and disallowed ones included, each with its statistics. */
export const myListingsQuery = () => ownList(myClassifiedsRoute, marketKeys.mine);
/** The member's favourites, the latest first. */
export const myFavouritesQuery = () => ownList(myFavouritesRoute, marketKeys.favourites);

export function useMarkSold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callMemberRoute(markClassifiedSoldRoute, undefined, { params: { id } }),
    onSuccess: (listing) => {
      queryClient.setQueryData(marketKeys.listing(listing._id), listing);
      void queryClient.invalidateQueries({ queryKey: marketKeys.mine });
      void queryClient.invalidateQueries({ queryKey: marketKeys.searches });
    },
  });
}

/** The seller releases their listing's reservation: the listing and the lists show it free again. */
export function useReleaseReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callMemberRoute(releaseReservationRoute, undefined, { params: { id } }),
    onSuccess: (listing) => {
      queryClient.setQueryData(marketKeys.listing(listing._id), listing);
      void queryClient.invalidateQueries({ queryKey: marketKeys.mine });
      void queryClient.invalidateQueries({ queryKey: marketKeys.searches });
    },
  });
}

/** Renewing or bumping one's listing: the listing, my listings and the searches show where it now stands. */
function useLifetimeAction(route: typeof renewClassifiedRoute | typeof bumpClassifiedRoute) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callMemberRoute(route, undefined, { params: { id } }),
    onSuccess: (listing) => {
      queryClient.setQueryData(marketKeys.listing(listing._id), listing);
      void queryClient.invalidateQueries({ queryKey: marketKeys.mine });
      void queryClient.invalidateQueries({ queryKey: marketKeys.searches });
    },
  });
}

export const useRenewListing = () => useLifetimeAction(renewClassifiedRoute);
export const useBumpListing = () => useLifetimeAction(bumpClassifiedRoute);

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callMemberRoute(deleteClassifiedRoute, undefined, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: marketKeys.listing(id) });
      void queryClient.invalidateQueries({ queryKey: marketKeys.mine });
      void queryClient.invalidateQueries({ queryKey: marketKeys.searches });
      void queryClient.invalidateQueries({ queryKey: marketKeys.favourites });
    },
  });
}

/** Saves an edited listing; the listing, my listings and the searches show the new version. */
export function useUpdateListing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteInput<typeof updateClassifiedRoute>) => callMemberRoute(updateClassifiedRoute, body, { params: { id } }),
    onSuccess: (listing) => {
      queryClient.setQueryData(marketKeys.listing(listing._id), listing);
      void queryClient.invalidateQueries({ queryKey: marketKeys.mine });
      void queryClient.invalidateQueries({ queryKey: marketKeys.searches });
      void queryClient.invalidateQueries({ queryKey: marketKeys.favourites });
    },
  });
}

/** The seller's profile as a buyer judges it: member since, a verified e-mail, how they reply, how many listings. */
export const sellerProfileQuery = (id: string) =>
  queryOptions({
    queryKey: marketKeys.seller(id),
    queryFn: ({ signal }) => callMemberRoute(getMemberProfileRoute, undefined, { params: { id }, signal }),
    staleTime: 60_000,
  });

/** A seller's listings on sale, newest first. */
export const sellerListingsQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: marketKeys.sellerListings(id),
    queryFn: ({ signal, pageParam }) => callMemberRoute(memberClassifiedsRoute, pageParam ? { cursor: pageParam } : {}, { params: { id }, signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** Saves the search on screen with its alerts; the saved searches' list (inbox feature) reads them fresh. */
export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name?: string; alert: 'instant' | 'daily'; params: Record<string, string> }) => callMemberRoute(createSavedSearchRoute, body),
    onSuccess: () => {
      // A saved search is worth being told of at once: the moment to offer notifications.
      offerPushAfter('saved-search');
      return queryClient.invalidateQueries({ queryKey: ['members', 'saved-searches'] });
    },
  });
}
