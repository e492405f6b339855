import type { ReactNode } from 'react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MemberPost, MemberPostList } from '@souq/contract/members-posts';
import { LoadError } from '@/components/members/members-state';
import { errorText } from '@/lib/api-client';
import { useFirstScreenCount } from '@/lib/first-screen-count';
import { PostCard } from './post-card';
import { useInfiniteScroll } from './use-infinite-scroll';

export interface PostListProps {
  query: UseInfiniteQueryResult<InfiniteData<MemberPostList>>;
  /** What an empty list says (never shown for a failed load: that offers Retry). */
  empty: ReactNode;
  label: string;
}

/** As many posts as a phone's first screen shows: rendered before the others (useFirstScreenCount). */
const FIRST_POSTS = 3;

/** The cards, then `end` (the next page's trigger) once every card is there, so it never fires early. */
function PostCards({ posts, end }: { posts: MemberPost[]; end: ReactNode }) {
  const shown = useFirstScreenCount(posts.length, FIRST_POSTS);
  return (
    <>
      {posts.slice(0, shown).map((post, index) => (
        <PostCard key={post._id} post={post} eager={index === 0} />
      ))}
      {shown === posts.length && end}
    </>
  );
}

/** Posts scrolled on the API's cursors: the next page loads near the end, or with the button. */
export function PostList({ query, empty, label }: PostListProps) {
  const { t } = useTranslation('social');
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sentinel = useInfiniteScroll<HTMLDivElement>(() => {
    if (hasNextPage && !isFetchingNextPage && !query.isFetchNextPageError) void fetchNextPage();
  }, Boolean(hasNextPage));

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('home.title')} />
      </Center>
    );
  }
  if (query.isError && !data) return <LoadError order={2} error={errorText(query.error)} onRetry={() => void query.refetch()} />;

  const posts = data?.pages.flatMap((page) => page.posts) ?? [];
  if (posts.length === 0) return <>{empty}</>;

  return (
    <Stack gap="md" component="section" aria-label={label}>
      <PostCards posts={posts} end={<div ref={sentinel} />} />
      {query.isFetchNextPageError && <LoadError order={2} error={errorText(query.error)} onRetry={() => void fetchNextPage()} />}
      {hasNextPage && !query.isFetchNextPageError ? (
        <Center>
          <Button variant="light" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {t('home.loadMore')}
          </Button>
        </Center>
      ) : (
        !hasNextPage && (
          <Text ta="center" size="sm" c="dark.3" py="sm">
            {t('home.end')}
          </Text>
        )
      )}
    </Stack>
  );
}
