import type { InfiniteData } from '@tanstack/react-query';
import type { MemberPost, MemberPostList } from '@souq/contract/members-posts';

/**
 * The "New posts" pill's arithmetic: which posts of the freshly polled first page are newer than
 * the top of the feed the member is reading, and the feed once they are put on top.
 */

const time = (post: MemberPost) => new Date(post.createdAt).getTime();

/** The polled posts not yet loaded and newer than the loaded top (none while nothing is loaded or polled). */
export function newerPosts(loaded: InfiniteData<MemberPostList> | undefined, head: MemberPostList | undefined): MemberPost[] {
  if (!loaded || !head) return [];
  const known = new Set(loaded.pages.flatMap((page) => page.posts.map((post) => post._id)));
  const top = loaded.pages[0]?.posts[0];
  // A deleted top post must not make everything below it look new: newer means newer in time too.
  return head.posts.filter((post) => !known.has(post._id) && (!top || time(post) > time(top)));
}

/**
 * The feed with the newer posts on top. When the whole polled page is new and more follow it,
 * what lies between is unknown: the feed restarts from the polled page rather than keep a gap.
 */
export function withNewerPosts(loaded: InfiniteData<MemberPostList>, head: MemberPostList): InfiniteData<MemberPostList> {
  const newer = newerPosts(loaded, head);
  if (newer.length === 0) return loaded;
  if (newer.length === head.posts.length && head.nextCursor) return { pages: [head], pageParams: [undefined] };
  const [first, ...rest] = loaded.pages;
  if (!first) return { pages: [head], pageParams: [undefined] };
  return { ...loaded, pages: [{ ...first, posts: [...newer, ...first.posts] }, ...rest] };
}
