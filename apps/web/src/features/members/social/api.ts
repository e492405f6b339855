import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { MemberProfile, PeopleList } from '@souq/contract/members-account';
import type { ReportRequest } from '@souq/contract/members-common';
import type { CreatePostRequest, CreateStoryRequest, MemberPost, MemberPostList } from '@souq/contract/members-posts';
import { callMemberRoute } from '@/lib/members/api';
import { isOfflineFailure } from '@/lib/members/online';
import { useMemberSession } from '@/lib/members/session';
import { dropLike, queueLike } from '@/lib/members/like-outbox';
import { EARLY_FEED } from '@/lib/members/early-feed-address';
import { takeEarlyFeed } from '@/lib/members/early-feed';
import { applyToPosts, withLike, type PostCacheValue } from './post-cache';
import { withFollowState } from './people-search';
import { loadAccountRoutes, loadPostRoutes } from './route-specs';
import { offerPushAfter } from '@/lib/members/push-offer';

/** Everything of the social screens sits under one prefix, so a like can update every list at once. */
export const socialKeys = {
  all: ['members', 'social'] as const,
  posts: ['members', 'social', 'posts'] as const,
  feed: ['members', 'social', 'posts', 'feed'] as const,
  explore: ['members', 'social', 'posts', 'explore'] as const,
  /** Explore searched: under `explore`, so whatever reloads explore reloads its searches too. */
  exploreSearch: (q: string) => ['members', 'social', 'posts', 'explore', q] as const,
  people: ['members', 'social', 'people'] as const,
  peopleSearch: (q: string) => ['members', 'social', 'people', q] as const,
  userPosts: (id: string) => ['members', 'social', 'posts', 'user', id] as const,
  post: (id: string) => ['members', 'social', 'posts', 'one', id] as const,
  comments: (id: string) => ['members', 'social', 'comments', id] as const,
  profile: (id: string) => ['members', 'social', 'profile', id] as const,
  stories: ['members', 'social', 'stories'] as const,
  /** The feed's first page as polled for the "New posts" pill: outside `posts`, so a like never touches it. */
  feedHead: ['members', 'social', 'feed-head'] as const,
};

const nextCursor = (page: { nextCursor: string | null }) => page.nextCursor ?? undefined;

export const feedQuery = () =>
  infiniteQueryOptions({
    queryKey: socialKeys.feed,
    queryFn: async ({ pageParam, signal }) => {
      const { memberFeedRoute } = await loadPostRoutes();
      // The first page may be on its way already: the preload script asks for it beside Home's code.
      const early = pageParam === undefined ? await takeEarlyFeed(memberFeedRoute) : undefined;
      return early ?? callMemberRoute(memberFeedRoute, { cursor: pageParam, limit: EARLY_FEED.limit }, { signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

/** How often Home looks for newer posts while the tab is visible. */
export const FEED_HEAD_POLL_MS = 30_000;

/**
 * The feed's newest posts, polled cheaply every 30 s while the tab is visible (TanStack Query
 * pauses an interval in a hidden tab) and again whenever the tab comes back. It starts from the
 * feed's own first page, so opening Home asks once, not twice.
 */
export const feedHeadQuery = (firstPage: MemberPostList | undefined) =>
  queryOptions({
    queryKey: socialKeys.feedHead,
    queryFn: async ({ signal }) => callMemberRoute((await loadPostRoutes()).memberFeedRoute, { limit: 10 }, { signal }),
    initialData: firstPage,
    staleTime: FEED_HEAD_POLL_MS,
    refetchInterval: FEED_HEAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    enabled: Boolean(firstPage),
  });

/** Everyone's posts, or with `q` those holding every word of it. */
export const exploreQuery = (q?: string) =>
  infiniteQueryOptions({
    queryKey: q ? socialKeys.exploreSearch(q) : socialKeys.explore,
    queryFn: async ({ pageParam, signal }) =>
      callMemberRoute((await loadPostRoutes()).memberExploreRoute, { cursor: pageParam, limit: 10, ...(q ? { q } : {}) }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

/** Members whose name holds every word of `q`, with whether the caller follows each. */
export const peopleQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: socialKeys.peopleSearch(q),
    queryFn: async ({ pageParam, signal }) => callMemberRoute((await loadAccountRoutes()).searchPeopleRoute, { q, cursor: pageParam, limit: 10 }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

/**
 * Follow or unfollow from the people found: the row shows the answer at once, and the member's
 * profile and the feed (which now holds, or no longer holds, their posts) reload.
 */
export function useFollowPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, on }: { id: string; on: boolean }) => {
      const routes = await loadAccountRoutes();
      return callMemberRoute(on ? routes.followMemberRoute : routes.unfollowMemberRoute, undefined, { params: { id } });
    },
    onSuccess: ({ followedByMe }, { id }) => {
      if (followedByMe) offerPushAfter('follow');
      queryClient.setQueriesData<InfiniteData<PeopleList>>({ queryKey: socialKeys.people }, (data) => withFollowState(data, id, followedByMe));
      void queryClient.invalidateQueries({ queryKey: socialKeys.profile(id) });
      void queryClient.invalidateQueries({ queryKey: socialKeys.feed });
    },
  });
}

export const userPostsQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: socialKeys.userPosts(id),
    queryFn: async ({ pageParam, signal }) =>
      callMemberRoute((await loadPostRoutes()).memberUserPostsRoute, { cursor: pageParam, limit: 10 }, { params: { id }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

export const postQuery = (id: string) =>
  queryOptions({
    queryKey: socialKeys.post(id),
    queryFn: async ({ signal }) => callMemberRoute((await loadPostRoutes()).memberGetPostRoute, undefined, { params: { id }, signal }),
  });

export const commentsQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: socialKeys.comments(id),
    queryFn: async ({ pageParam, signal }) =>
      callMemberRoute((await loadPostRoutes()).memberPostCommentsRoute, { cursor: pageParam, limit: 20 }, { params: { id }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

export const profileQuery = (id: string) =>
  queryOptions({
    queryKey: socialKeys.profile(id),
    queryFn: async ({ signal }) => callMemberRoute((await loadAccountRoutes()).getMemberProfileRoute, undefined, { params: { id }, signal }),
  });

export const storiesQuery = () =>
  queryOptions({
    queryKey: socialKeys.stories,
    queryFn: async ({ signal }) => callMemberRoute((await loadPostRoutes()).memberStoriesRoute, undefined, { signal }),
  });

/** Changes a post wherever the cache holds it (feed, explore, a profile's posts, its detail). */
export function patchCachedPost(queryClient: QueryClient, id: string, change: (post: MemberPost) => MemberPost): void {
  queryClient.setQueriesData<PostCacheValue>({ queryKey: socialKeys.posts }, (value) => applyToPosts(value, id, change));
}

/**
 * Shows the like at once in every list; answers the function that puts every list back as it
 * was (when the server refuses or cannot be reached).
 */
export function applyOptimisticLike(queryClient: QueryClient, id: string, liked: boolean): () => void {
  const before = queryClient.getQueriesData<PostCacheValue>({ queryKey: socialKeys.posts });
  patchCachedPost(queryClient, id, (post) => withLike(post, liked));
  return () => {
    for (const [key, value] of before) queryClient.setQueryData(key, value);
  };
}

/**
 * Like or unlike, optimistic: rolled back on an error, then settled on the server's counts.
 * Offline, the like waits in the like outbox (shown as waiting on its card, which sends it when
 * the network returns) and stays shown; the answer is then null.
 */
export function useLikePost(onFailed: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const member = useMemberSession()?._id ?? '';
  return useMutation({
    mutationFn: async ({ id, liked }: { id: string; liked: boolean }) => {
      if (!navigator.onLine) {
        queueLike(member, id, liked);
        return null;
      }
      const routes = await loadPostRoutes();
      try {
        return await callMemberRoute(liked ? routes.memberLikePostRoute : routes.memberUnlikePostRoute, undefined, { params: { id } });
      } catch (error) {
        if (!isOfflineFailure(error)) throw error;
        queueLike(member, id, liked);
        return null;
      }
    },
    onMutate: async ({ id, liked }) => {
      await queryClient.cancelQueries({ queryKey: socialKeys.posts });
      return { rollback: applyOptimisticLike(queryClient, id, liked) };
    },
    onError: (error, { id, liked }, context) => {
      // Refused (or failed) when it was sent: it waits no more, and the member is told.
      dropLike(member, id, liked);
      context?.rollback();
      onFailed(error);
    },
    onSuccess: (result, { id, liked }) => {
      if (!result) return;
      dropLike(member, id, liked);
      patchCachedPost(queryClient, id, (post) => ({ ...post, ...result }));
    },
  });
}

export function useSharePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => callMemberRoute((await loadPostRoutes()).memberSharePostRoute, undefined, { params: { id } }),
    onSuccess: ({ totalShares }, id) => patchCachedPost(queryClient, id, (post) => ({ ...post, totalShares })),
  });
}

export function useReportPost() {
  return useMutation({
    mutationFn: async ({ id, report }: { id: string; report: ReportRequest }) =>
      callMemberRoute((await loadPostRoutes()).memberReportPostRoute, report, { params: { id } }),
  });
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (post: CreatePostRequest) => callMemberRoute((await loadPostRoutes()).memberCreatePostRoute, post),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.posts }),
  });
}

export function useCreateComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (comment: string) => callMemberRoute((await loadPostRoutes()).memberCreateCommentRoute, { comment }, { params: { id: postId } }),
    onSuccess: () => {
      patchCachedPost(queryClient, postId, (post) => ({ ...post, totalComments: post.totalComments + 1 }));
      return queryClient.invalidateQueries({ queryKey: socialKeys.comments(postId) });
    },
  });
}

export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => callMemberRoute((await loadPostRoutes()).memberDeleteCommentRoute, undefined, { params: { id } }),
    onSuccess: () => {
      patchCachedPost(queryClient, postId, (post) => ({ ...post, totalComments: Math.max(0, post.totalComments - 1) }));
      return queryClient.invalidateQueries({ queryKey: socialKeys.comments(postId) });
    },
  });
}

/** Follow/unfollow and block/unblock: the profile shows the answer, the feed reloads. */
export function useMemberRelation(id: string) {
  const queryClient = useQueryClient();
  const settle = (changes: Partial<MemberProfile>) => {
    queryClient.setQueryData<MemberProfile>(socialKeys.profile(id), (profile) => (profile ? { ...profile, ...changes } : profile));
    void queryClient.invalidateQueries({ queryKey: socialKeys.profile(id) });
    void queryClient.invalidateQueries({ queryKey: socialKeys.posts });
    void queryClient.invalidateQueries({ queryKey: socialKeys.stories });
    // A people search shows the follow state, and leaves out a member just blocked.
    void queryClient.invalidateQueries({ queryKey: socialKeys.people });
  };
  const follow = useMutation({
    mutationFn: async (on: boolean) =>
      callMemberRoute(on ? (await loadAccountRoutes()).followMemberRoute : (await loadAccountRoutes()).unfollowMemberRoute, undefined, {
        params: { id },
      }),
    onSuccess: (state) => {
      if (state.followedByMe) offerPushAfter('follow');
      settle(state);
    },
  });
  const block = useMutation({
    mutationFn: async (on: boolean) =>
      callMemberRoute(on ? (await loadAccountRoutes()).blockMemberRoute : (await loadAccountRoutes()).unblockMemberRoute, undefined, {
        params: { id },
      }),
    onSuccess: (state) => settle(state.blockedByMe ? { ...state, followedByMe: false } : state),
  });
  const report = useMutation({
    mutationFn: async (report: ReportRequest) => callMemberRoute((await loadAccountRoutes()).reportMemberRoute, report, { params: { id } }),
  });
  return { follow, block, report };
}

export function useViewStory() {
  return useMutation({
    mutationFn: async (id: string) => callMemberRoute((await loadPostRoutes()).memberViewStoryRoute, undefined, { params: { id } }),
  });
}

/** Posts a story (its photo or video already uploaded); the stories row reloads. */
export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (story: CreateStoryRequest) => callMemberRoute((await loadPostRoutes()).memberCreateStoryRoute, story),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.stories }),
  });
}

export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => callMemberRoute((await loadPostRoutes()).memberDeleteStoryRoute, undefined, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.stories }),
  });
}
