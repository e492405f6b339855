import { lazy, Suspense, type FormEvent } from 'react';
import { ActionIcon, Button, CloseButton, Group, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { IconCompass, IconPencilPlus, IconSearch, IconUsers } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MemberPostList } from '@souq/contract/members-posts';
import { MembersState } from '@/components/members/members-state';
import { exploreQuery, feedHeadQuery, feedQuery, socialKeys } from '../api';
import { NewPostsPill } from '../components/new-posts-pill';
import { PostList } from '../components/post-list';
import { newerPosts, withNewerPosts } from '../new-posts';
import { exploreSearchText } from '../people-search';
import { StoriesBar } from '../components/stories-bar';
import { socialPaths } from '../social-paths';

type Tab = 'feed' | 'explore';

// Loaded with the first search: Explore's first paint needs only its posts.
const PeopleResults = lazy(() => import('../components/people-results').then((module) => ({ default: module.PeopleResults })));

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

/** The search box: a new search is a step in history (Back returns to the one before). */
function ExploreSearchForm({ q, onSearch }: { q: string | undefined; onSearch: (q: string | undefined) => void }) {
  const { t } = useTranslation('social');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    onSearch(exploreSearchText(typeof value === 'string' ? value : ''));
  };
  return (
    // key: the box shows the address's search again after Back or a cleared search.
    <form role="search" onSubmit={submit} key={q ?? ''}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          name="q"
          type="search"
          dir="auto"
          flex={1}
          label={t('explore.searchLabel')}
          placeholder={t('explore.searchPlaceholder')}
          defaultValue={q ?? ''}
          maxLength={100}
          enterKeyHint="search"
          rightSection={q ? <CloseButton aria-label={t('explore.clear')} onClick={() => onSearch(undefined)} /> : null}
        />
        <ActionIcon type="submit" size={36} aria-label={t('explore.search')}>
          <IconSearch size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </form>
  );
}

function ExploreTab({ q, onSearch }: { q: string | undefined; onSearch: (q: string | undefined) => void }) {
  const { t } = useTranslation('social');
  const query = useInfiniteQuery(exploreQuery(q));
  return (
    <Stack gap="md">
      <ExploreSearchForm q={q} onSearch={onSearch} />
      {q && (
        <Suspense fallback={null}>
          <PeopleResults q={q} />
        </Suspense>
      )}
      {q && (
        <Title order={2} size="h4">
          {t('explore.posts')}
        </Title>
      )}
      <PostList
        query={query}
        label={q ? t('explore.posts') : t('home.explore')}
        empty={
          q ? (
            <Text c="dark.3">{t('explore.noPosts', { q })}</Text>
          ) : (
            <MembersState order={2} icon={<IconCompass size={28} aria-hidden />} title={t('home.exploreEmptyTitle')} text={t('home.exploreEmptyText')}>
              <Button component={Link} to={socialPaths.compose} leftSection={<IconPencilPlus size={18} aria-hidden />}>
                {t('home.newPost')}
              </Button>
            </MembersState>
          )
        }
      />
    </Stack>
  );
}

/** #/app/home: stories on top, then the posts of followed members (or everyone's, on Explore). */
export function HomePage() {
  const { t } = useTranslation('social');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'explore' ? 'explore' : 'feed';
  const q = exploreSearchText(params.get('q'));
  const search = (text: string | undefined) => setParams(text ? { tab: 'explore', q: text } : { tab: 'explore' });

  return (
    <Stack gap="md" maw={680} mx="auto">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h2">
          {t('home.title')}
        </Title>
        <Button component={Link} to={socialPaths.compose} leftSection={<IconPencilPlus size={18} aria-hidden />}>
          {t('home.newPost')}
        </Button>
      </Group>
      <StoriesBar />
      <Tabs value={tab} onChange={(value) => setParams(value === 'explore' ? { tab: 'explore' } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List aria-label={t('home.tabs')} mb="md">
          <Tabs.Tab value="feed" leftSection={<IconUsers size={18} aria-hidden />}>
            {t('home.feed')}
          </Tabs.Tab>
          <Tabs.Tab value="explore" leftSection={<IconCompass size={18} aria-hidden />}>
            {t('home.explore')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="feed">
          <FeedTab />
        </Tabs.Panel>
        <Tabs.Panel value="explore">
          <ExploreTab q={q} onSearch={search} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
