import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getSubCategoriesRoute } from '@souq/contract/categories';
import type { DropdownIdentity } from '@souq/contract/constants';
import { getDropdownValuesRoute } from '@souq/contract/dropdown-values';
import { getAreasRoute, getDistrictsRoute } from '@souq/contract/regions';
import type { ClassifiedSearchQuery } from '@souq/contract/members-classifieds';
import { memberCategoriesRoute, searchClassifiedsRoute } from '@souq/contract/members-classifieds-routes';
import { callMemberRoute } from '@/lib/members/api';
import { myAccountKey, myAccountQuery as accountQuery } from '@/lib/members/my-account';
import type { RouteInput } from '@/lib/api-client';

/*
 * The marketplace's cache keys, its look-ups and its search: what a category's listings, the
 * first screen of Classifieds, ask for. Apart from api.ts (the listing's actions, the chat and
 * the offers it opens) so that screen does not download the chat's and the offers' contracts.
 */

/** The members' marketplace: categories, look-ups, the search and one listing. */
export const marketKeys = {
  // The profile's key: the member's country decides the districts and the search's country.
  me: myAccountKey,
  categories: ['members', 'market', 'categories'] as const,
  subCategories: (category: string) => ['members', 'market', 'sub-categories', category] as const,
  districts: (country: string) => ['members', 'market', 'districts', country] as const,
  areas: (district: string) => ['members', 'market', 'areas', district] as const,
  dropdown: (category: string, identity: DropdownIdentity) => ['members', 'market', 'dropdown', category, identity] as const,
  searches: ['members', 'market', 'search'] as const,
  search: (query: Record<string, string | undefined>) => ['members', 'market', 'search', query] as const,
  listing: (id: string) => ['members', 'market', 'listing', id] as const,
  mine: ['members', 'market', 'mine'] as const,
  favourites: ['members', 'market', 'favourites'] as const,
  seller: (id: string) => ['members', 'market', 'seller', id] as const,
  sellerListings: (id: string) => ['members', 'market', 'seller', id, 'listings'] as const,
};

const LOOKUP_STALE_MS = 10 * 60_000;

export const myAccountQuery = () => queryOptions({ ...accountQuery(), staleTime: 60_000 });

/** The categories in order of use (the most listings on sale first), as every members' screen lists them. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: marketKeys.categories,
    queryFn: ({ signal }) => callMemberRoute(memberCategoriesRoute, {}, { signal }),
    select: (answer) => answer.categories,
    staleTime: LOOKUP_STALE_MS,
  });

/** A category's sub-categories: a car category's makes (Toyota, Nissan...), whose models the model list then offers. */
export const subCategoriesQuery = (category: string) =>
  queryOptions({
    queryKey: marketKeys.subCategories(category),
    queryFn: ({ signal }) => callMemberRoute(getSubCategoriesRoute, { category_id: category }, { signal }),
    select: (answer) => answer.subCategories,
    staleTime: LOOKUP_STALE_MS,
    enabled: Boolean(category),
  });

export const districtsQuery = (country: string) =>
  queryOptions({
    queryKey: marketKeys.districts(country),
    queryFn: ({ signal }) => callMemberRoute(getDistrictsRoute, { country_id: country }, { signal }),
    select: (answer) => answer.districts,
    staleTime: LOOKUP_STALE_MS,
    enabled: Boolean(country),
  });

export const areasQuery = (district: string) =>
  queryOptions({
    queryKey: marketKeys.areas(district),
    queryFn: ({ signal }) => callMemberRoute(getAreasRoute, { district_id: district }, { signal }),
    select: (answer) => answer.areas,
    staleTime: LOOKUP_STALE_MS,
    enabled: Boolean(district),
  });

/**
 * A category's car models or career levels, the values the console's add forms draw from (the
 * staff route members may read too: every role is on it). One long page: the API's maximum.
 */
export const dropdownValuesQuery = (category: string, identity: DropdownIdentity) =>
  queryOptions({
    queryKey: marketKeys.dropdown(category, identity),
    queryFn: ({ signal }) => callMemberRoute(getDropdownValuesRoute, { category_id: category, identity_name: identity }, { signal }),
    select: (answer) => answer.values,
    staleTime: LOOKUP_STALE_MS,
    enabled: Boolean(category),
  });

export const searchQuery = (query: Partial<Record<keyof ClassifiedSearchQuery, string>>) =>
  infiniteQueryOptions({
    queryKey: marketKeys.search(query),
    queryFn: ({ signal, pageParam }) =>
      callMemberRoute(searchClassifiedsRoute, { ...query, ...(pageParam ? { cursor: pageParam } : {}) } as RouteInput<typeof searchClassifiedsRoute>, {
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
