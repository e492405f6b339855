import type { FormEvent } from 'react';
import { ActionIcon, Button, CloseButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCompass, IconPencilPlus, IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MembersState } from '@/components/members/members-state';
import { useMemberSession } from '@/lib/members/session';
import { exploreQuery } from '../api';
import { exploreSearchText } from '../people-search';
import { socialPaths } from '../social-paths';
import { PeopleResults } from './people-results';
import { PostList } from './post-list';

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

/** Explore: the search box, then the People found (with a search) and the posts. */
export function ExploreTab({ q, onSearch }: { q: string | undefined; onSearch: (q: string | undefined) => void }) {
  const { t } = useTranslation('social');
  const query = useInfiniteQuery(exploreQuery(q));
  const me = useMemberSession();
  return (
    <Stack gap="md">
      <ExploreSearchForm q={q} onSearch={onSearch} />
      {/* People search is members' only (a visitor cannot list members by name); posts are for all. */}
      {q && me && <PeopleResults q={q} />}
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
