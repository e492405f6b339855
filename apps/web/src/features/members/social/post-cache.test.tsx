import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MemberPost, MemberPostList } from '@souq/contract/members-posts';
import { ApiError } from '@/lib/api-client';
import * as membersApi from '@/lib/members/api';
import { applyOptimisticLike, socialKeys, useLikePost } from './api';
import { firstUnseen, step } from './components/story-steps';
import { applyToPosts, withLike } from './post-cache';
import { loadPostRoutes } from './route-specs';
import { memberPost } from '@/test/member-post';

const post = memberPost;

const pages = (...lists: MemberPost[][]): InfiniteData<MemberPostList> => ({
  pages: lists.map((posts, index) => ({ posts, nextCursor: index < lists.length - 1 ? `c${index}` : null })),
  pageParams: lists.map((_, index) => (index === 0 ? undefined : `c${index - 1}`)),
});

afterEach(() => vi.restoreAllMocks());
// The route specs load on demand (with zod, slow to import on a busy machine): once, up front.
beforeAll(async () => {
  await loadPostRoutes();
});

describe('post cache', () => {
  it('likes and unlikes once, never below zero', () => {
    expect(withLike(post('a'), true)).toMatchObject({ likedByMe: true, totalLikes: 4 });
    const liked = post('a', { likedByMe: true, totalLikes: 0 });
    expect(withLike(liked, true)).toBe(liked);
    expect(withLike(liked, false)).toMatchObject({ likedByMe: false, totalLikes: 0 });
  });

  it('changes a post on whichever page holds it, and leaves other values alone', () => {
    const data = pages([post('a')], [post('b'), post('c')]);
    const changed = applyToPosts(data, 'c', (p) => withLike(p, true)) as InfiniteData<MemberPostList>;
    expect(changed.pages[1]!.posts[1]).toMatchObject({ likedByMe: true, totalLikes: 4 });
    expect(changed.pages[0]).toBe(data.pages[0]);
    expect(applyToPosts(data, 'zzz', (p) => withLike(p, true))).toBe(data);
    const single = post('a');
    expect(applyToPosts(single, 'a', (p) => withLike(p, true))).toMatchObject({ likedByMe: true });
    expect(applyToPosts(undefined, 'a', (p) => p)).toBeUndefined();
  });
});

describe('optimistic like', () => {
  const seeded = () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    client.setQueryData(socialKeys.feed, pages([post('a'), post('b')]));
    client.setQueryData(socialKeys.post('a'), post('a'));
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    return { client, wrapper };
  };
  const feedPost = (client: QueryClient, id: string) =>
    client.getQueryData<InfiniteData<MemberPostList>>(socialKeys.feed)!.pages[0]!.posts.find((p) => p._id === id)!;

  it('shows the like everywhere at once, and its rollback restores every list', () => {
    const { client } = seeded();
    const rollback = applyOptimisticLike(client, 'a', true);
    expect(feedPost(client, 'a')).toMatchObject({ likedByMe: true, totalLikes: 4 });
    expect(client.getQueryData<MemberPost>(socialKeys.post('a'))).toMatchObject({ likedByMe: true, totalLikes: 4 });
    rollback();
    expect(feedPost(client, 'a')).toMatchObject({ likedByMe: false, totalLikes: 3 });
    expect(client.getQueryData<MemberPost>(socialKeys.post('a'))).toMatchObject({ likedByMe: false, totalLikes: 3 });
  });

  it('rolls back and reports when the server refuses', async () => {
    const { client, wrapper } = seeded();
    let refuse: (error: Error) => void = () => undefined;
    const call = vi.spyOn(membersApi, 'callMemberRoute').mockImplementation(() => new Promise((_, reject) => (refuse = reject)));
    const failed = vi.fn();
    const { result } = renderHook(() => useLikePost(failed), { wrapper });
    act(() => result.current.mutate({ id: 'a', liked: true }));
    await waitFor(() => expect(feedPost(client, 'a').likedByMe).toBe(true));
    // The call leaves once the route specs have loaded (api.ts awaits them, even when loaded).
    await waitFor(() => expect(call).toHaveBeenCalled());
    const error = new ApiError(429, 'You are doing that too often; please wait a moment and try again');
    act(() => refuse(error));
    await waitFor(() => expect(failed).toHaveBeenCalledWith(error));
    expect(feedPost(client, 'a')).toMatchObject({ likedByMe: false, totalLikes: 3 });
    expect(feedPost(client, 'b')).toMatchObject({ likedByMe: false, totalLikes: 3 });
  });

  it('settles on the server’s counts when it agrees', async () => {
    const { client, wrapper } = seeded();
    vi.spyOn(membersApi, 'callMemberRoute').mockResolvedValue({ likedByMe: true, totalLikes: 10 });
    const { result } = renderHook(() => useLikePost(vi.fn()), { wrapper });
    act(() => result.current.mutate({ id: 'a', liked: true }));
    await waitFor(() => expect(feedPost(client, 'a')).toMatchObject({ likedByMe: true, totalLikes: 10 }));
  });
});

describe('story steps', () => {
  const groups = [{ stories: [{ seen: true }, { seen: false }] }, { stories: [{ seen: true }, { seen: true }] }];
  it('starts at a member’s first unseen story, else their first', () => {
    expect(firstUnseen(groups[0]!)).toBe(1);
    expect(firstUnseen(groups[1]!)).toBe(0);
  });
  it('walks through a member’s stories, then to the next member, and stops at either end', () => {
    expect(step(groups, { group: 0, story: 0 }, 1)).toEqual({ group: 0, story: 1 });
    expect(step(groups, { group: 0, story: 1 }, 1)).toEqual({ group: 1, story: 0 });
    expect(step(groups, { group: 1, story: 0 }, -1)).toEqual({ group: 0, story: 1 });
    expect(step(groups, { group: 1, story: 1 }, 1)).toBeNull();
    expect(step(groups, { group: 0, story: 0 }, -1)).toBeNull();
  });
});
