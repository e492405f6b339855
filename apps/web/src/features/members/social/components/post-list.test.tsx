import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MemberPostList } from '@souq/contract/members-posts';
import { clearMemberSession, saveMemberSession } from '@/lib/members/session';
import { memberPost } from '@/test/member-post';
import { renderForMembers, startMembersLanguage } from '@/test/members';
import { socialTextsLoader } from '@/i18n/members/social';
import { loadPostRoutes } from '../route-specs';
import { PostList } from './post-list';

/** jsdom has no IntersectionObserver: this one records what it watches, and the test says when it shows. */
class WatchingObserver {
  static watched = new Set<Element>();
  static instances = new Set<WatchingObserver>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    WatchingObserver.instances.add(this);
  }
  observe(element: Element) {
    WatchingObserver.watched.add(element);
  }
  disconnect() {
    WatchingObserver.instances.delete(this);
  }
  /** Every live observer is told its element is in view. */
  static scrollIntoView() {
    for (const observer of WatchingObserver.instances) {
      observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    }
  }
}

/** Two pages of ten posts, each with a stored photo. */
function page(index: number): MemberPostList {
  const posts = Array.from({ length: 10 }, (_, offset) => {
    const id = `p${index * 10 + offset + 1}`;
    return memberPost(id, { media: [{ url: `/uploads/photos/${id}.jpg`, type: 'image' }] });
  });
  return { posts, nextCursor: index === 0 ? 'next' : null };
}

function Feed({ load }: { load: (cursor: string | undefined) => Promise<MemberPostList> }) {
  const query = useInfiniteQuery({
    queryKey: ['post-list-test'],
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  return <PostList query={query} empty="nothing" label="Feed" />;
}

beforeAll(async () => {
  await startMembersLanguage('en');
  await socialTextsLoader();
  await loadPostRoutes();
  saveMemberSession({ _id: 'member-1', name: 'Bana', email: 'bana@souq.test', role: 'user', photo: null, token: 'member.token' });
  vi.stubGlobal('IntersectionObserver', WatchingObserver);
});
afterEach(() => {
  WatchingObserver.watched.clear();
  WatchingObserver.instances.clear();
});
afterAll(() => {
  vi.unstubAllGlobals();
  clearMemberSession();
});

describe('PostList', () => {
  it('shows every post of the page, asks for the first photo at once and the others lazily, and loads the next page at the end', async () => {
    const load = vi.fn((cursor: string | undefined) => Promise.resolve(page(cursor ? 1 : 0)));
    renderForMembers(
      <QueryClientProvider client={new QueryClient()}>
        <Feed load={load} />
      </QueryClientProvider>,
    );

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    const titles = screen.getAllByRole('article').map((card) => card.textContent ?? '');
    expect(titles.map((text) => /Post (p\d+)/.exec(text)?.[1])).toEqual(page(0).posts.map((post) => post._id));
    const photos = screen.getAllByRole('img', { name: /photo/i });
    expect(photos[0]).not.toHaveAttribute('loading');
    expect(photos[0]).toHaveAttribute('srcset', expect.stringContaining('/uploads/photos/p1.jpg.w640.webp 640w'));
    expect(photos.slice(1).every((photo) => photo.getAttribute('loading') === 'lazy')).toBe(true);

    // The end of the list is watched once the last card is there, and its coming into view loads page two.
    await waitFor(() => expect(WatchingObserver.watched.size).toBe(1));
    expect(load).toHaveBeenCalledTimes(1);
    act(() => WatchingObserver.scrollIntoView());
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(load).toHaveBeenLastCalledWith('next');
  });
});
