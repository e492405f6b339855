import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { MemberPost, MemberPostList } from '@souq/contract/members-posts';
import { memberPost } from '@/test/member-post';
import { newerPosts, withNewerPosts } from './new-posts';

const post = (id: string, minute: number): MemberPost => memberPost(id, { createdAt: new Date(Date.UTC(2026, 10, 25, 10, minute)), totalLikes: 0 });

const feed = (...lists: MemberPost[][]): InfiniteData<MemberPostList> => ({
  pages: lists.map((posts, index) => ({ posts, nextCursor: index < lists.length - 1 ? `c${index}` : 'more' })),
  pageParams: lists.map((_, index) => (index === 0 ? undefined : `c${index - 1}`)),
});

describe('new posts pill', () => {
  const loaded = feed([post('c', 3), post('b', 2)], [post('a', 1)]);

  it('finds the polled posts newer than the top of the feed, and none once they are loaded', () => {
    const head = { posts: [post('e', 5), post('d', 4), post('c', 3), post('b', 2)], nextCursor: 'x' };
    expect(newerPosts(loaded, head).map((p) => p._id)).toEqual(['e', 'd']);
    expect(newerPosts(loaded, { posts: [post('c', 3), post('b', 2)], nextCursor: 'x' })).toEqual([]);
    expect(newerPosts(undefined, head)).toEqual([]);
    expect(newerPosts(loaded, undefined)).toEqual([]);
  });

  it('does not count older posts the feed has not loaded (a deleted top post, a later page)', () => {
    const head = { posts: [post('b', 2), post('z', 0)], nextCursor: null };
    expect(newerPosts(loaded, head)).toEqual([]);
  });

  it('counts every polled post as new on an empty feed', () => {
    expect(newerPosts(feed([]), { posts: [post('a', 1)], nextCursor: null }).map((p) => p._id)).toEqual(['a']);
  });

  it('puts the newer posts on top of the first page, keeping the cursors and the later pages', () => {
    const head = { posts: [post('d', 4), post('c', 3), post('b', 2)], nextCursor: 'x' };
    const merged = withNewerPosts(loaded, head);
    expect(merged.pages[0]!.posts.map((p) => p._id)).toEqual(['d', 'c', 'b']);
    expect(merged.pages[0]!.nextCursor).toBe('c0');
    expect(merged.pages[1]).toBe(loaded.pages[1]);
    expect(merged.pageParams).toBe(loaded.pageParams);
    expect(withNewerPosts(loaded, { posts: [post('c', 3)], nextCursor: null })).toBe(loaded);
  });

  it('restarts from the polled page when all of it is new and more follow (no gap in the feed)', () => {
    const head = { posts: [post('f', 6), post('e', 5)], nextCursor: 'e-cursor' };
    expect(withNewerPosts(loaded, head)).toEqual({ pages: [head], pageParams: [undefined] });
  });
});
