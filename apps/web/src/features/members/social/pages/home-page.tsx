import { lazy, Suspense } from 'react';
import { Button, Center, Group, Loader, Stack, Tabs, Title } from '@mantine/core';
import { IconCompass, IconPencilPlus, IconUsers } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MemberPostList } from '@souq/contract/members-posts';
import { LazyListingSearchBox } from '@/components/members/lazy-listing-search-box';
import { MembersState } from '@/components/members/members-state';
import { listingSearchPath } from '@/lib/members/listing-search';
import { useMemberSession } from '@/lib/members/session';
import { askToJoin } from '@/lib/members/visitors';
import { feedHeadQuery, feedQuery, socialKeys } from '../api';
import { NewPostsPill } from '../components/new-posts-pill';
import { PostList } from '../components/post-list';
import { newerPosts, withNewerPosts } from '../new-posts';
import { exploreSearchText } from '../people-search';
import { StoriesBar } from '../components/stories-bar';
import { socialPaths } from '../social-paths';

type Tab = 'feed' | 'explore';

// Loaded when Explore is opened: Home opens on the feed, and Explore's search box (Mantine's
// input) would otherwise weigh on every member's first screen.
const ExploreTab = lazy(() => import('../components/explore-tab').then((module) => ({ default: module.ExploreTab })));

function FeedTab() {
  const { t } = useTranslation('social');
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(feedQuery());
  const head = useQuery(feedHeadQuery(query.data?.pages[0]));
  const newer = newerPosts(query.data, head.data);

  const showNewer = () => {
    const fresh = head.data;
    if (!fresh) return;
    queryClient.setQueryData<InfiniteData<MemberPostList>>(socialKeys.feed, (data) => (data ? withNewerPosts(data, fresh) : data));
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: still ? 'auto' : 'smooth' });
  };

  return (
    <>
      <NewPostsPill visible={newer.length > 0} onShow={showNewer} />
      <PostList
        query={query}
        label={t('home.feed')}
        empty={
          <MembersState order={2} icon={<IconUsers size={28} aria-hidden />} title={t('home.emptyTitle')} text={t('home.emptyText')}>
            <Button component={Link} to={socialPaths.explore} leftSection={<IconCompass size={18} aria-hidden />}>
              {t('home.toExplore')}
            </Button>
          </MembersState>
        }
      />
    </>
  );
}

/** #/app/home: the listings' search box, stories, then the posts of followed members (or everyone's, on Explore, with its own search of people and posts). */
export function HomePage() {
  const { t } = useTranslation('social');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const visitor = !useMemberSession();
  // A visitor follows nobody: their Home is everyone's posts, with no feed or stories of their own.
  const tab: Tab = visitor || params.get('tab') === 'explore' ? 'explore' : 'feed';
  const q = exploreSearchText(params.get('q'));
  const search = (text: string | undefined) => setParams(text ? { tab: 'explore', q: text } : { tab: 'explore' });

  return (
    <Stack gap="md" maw={680} mx="auto">
      <LazyListingSearchBox onSearch={(request) => void navigate(listingSearchPath(request))} />
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h2">
          {t('home.title')}
        </Title>
        <Button
          component={Link}
          to={socialPaths.compose}
          leftSection={<IconPencilPlus size={18} aria-hidden />}
          // A visitor stays here and is asked to join instead.
          onClick={
            visitor
              ? (event) => {
                  event.preventDefault();
                  askToJoin('post');
                }
              : undefined
          }
        >
          {t('home.newPost')}
        </Button>
      </Group>
      {!visitor && <StoriesBar />}
      <Tabs value={tab} onChange={(value) => setParams(value === 'explore' ? { tab: 'explore' } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List aria-label={t('home.tabs')} mb="md">
          {!visitor && (
            <Tabs.Tab value="feed" leftSection={<IconUsers size={18} aria-hidden />}>
              {t('home.feed')}
            </Tabs.Tab>
          )}
          <Tabs.Tab value="explore" leftSection={<IconCompass size={18} aria-hidden />}>
            {t('home.explore')}
          </Tabs.Tab>
        </Tabs.List>
        {!visitor && (
          <Tabs.Panel value="feed">
            <FeedTab />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="explore">
          <Suspense
            fallback={
              <Center py="xl">
                <Loader aria-label={t('home.explore')} />
              </Center>
            }
          >
            <ExploreTab q={q} onSearch={search} />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
