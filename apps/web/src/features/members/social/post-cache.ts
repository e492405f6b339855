import type { InfiniteData } from '@tanstack/react-query';
import type { MemberPost, MemberPostList } from '@souq/contract/members-posts';

/** What the cache holds under the posts' keys: a scrolled list of pages, or one post. */
export type PostCacheValue = InfiniteData<MemberPostList> | MemberPost | undefined;

const isInfinite = (value: NonNullable<PostCacheValue>): value is InfiniteData<MemberPostList> => 'pages' in value && Array.isArray(value.pages);

/** The value with post `id` changed by `change` (the same object when it holds no such post). */
export function applyToPosts(value: PostCacheValue, id: string, change: (post: MemberPost) => MemberPost): PostCacheValue {
  if (!value) return value;
  if (!isInfinite(value)) return value._id === id ? change(value) : value;
  let changed = false;
  const pages = value.pages.map((page) => {
    if (!page.posts.some((post) => post._id === id)) return page;
    changed = true;
    return { ...page, posts: page.posts.map((post) => (post._id === id ? change(post) : post)) };
  });
  return changed ? { ...value, pages } : value;
}

/** The post as it looks once liked (or unliked) by the reader; a repeat changes nothing. */
export function withLike(post: MemberPost, liked: boolean): MemberPost {
  if (post.likedByMe === liked) return post;
  return { ...post, likedByMe: liked, totalLikes: Math.max(0, post.totalLikes + (liked ? 1 : -1)) };
}
