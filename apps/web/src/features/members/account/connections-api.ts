import { infiniteQueryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { blockedMembersRoute, memberFollowersRoute, memberFollowingRoute, unblockMemberRoute } from '@souq/contract/members-account';
import type { UserRef } from '@souq/contract/common';
import type { RouteOutput } from '@/lib/api-client';
import { callMemberRoute } from '@/lib/members/api';
import { memberAccountKeys } from './api';

/** The member's own followers, whom they follow, and whom they blocked: cursor-paged lists. */
export const connectionKeys = {
  followers: (id: string) => ['members', 'me', 'followers', id] as const,
  following: (id: string) => ['members', 'me', 'following', id] as const,
  blocked: ['members', 'me', 'blocked'] as const,
};

export type FollowKind = 'followers' | 'following';

export const followListQuery = (kind: FollowKind, memberId: string) =>
  infiniteQueryOptions({
    queryKey: kind === 'followers' ? connectionKeys.followers(memberId) : connectionKeys.following(memberId),
    queryFn: ({ signal, pageParam }) =>
      callMemberRoute(kind === 'followers' ? memberFollowersRoute : memberFollowingRoute, pageParam ? { cursor: pageParam } : {}, {
        signal,
        params: { id: memberId },
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const blockedListQuery = () =>
  infiniteQueryOptions({
    queryKey: connectionKeys.blocked,
    queryFn: ({ signal, pageParam }) => callMemberRoute(blockedMembersRoute, pageParam ? { cursor: pageParam } : {}, { signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

type BlockedPages = InfiniteData<RouteOutput<typeof blockedMembersRoute>, string>;

/** The blocked list without one member, its cursors kept (the next page still starts where it did). */
export function withoutMember(data: BlockedPages | undefined, memberId: string): BlockedPages | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, users: page.users.filter((user) => user._id !== memberId) })) };
}

/** DELETE /api/v1/users/:id/block; the member leaves the blocked list at once. */
export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: UserRef) => callMemberRoute(unblockMemberRoute, undefined, { params: { id: member._id } }),
    onSuccess: (_answer, member) => {
      queryClient.setQueryData<BlockedPages>(connectionKeys.blocked, (data) => withoutMember(data, member._id));
      void queryClient.invalidateQueries({ queryKey: memberAccountKeys.me });
    },
  });
}
