import type { ReactNode } from 'react';
import { Anchor, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '@/components/members/load-more';
import { LoadError } from '@/components/members/members-state';
import { errorText } from '@/lib/api-client';
import { memberPaths } from '@/lib/members/paths';

/** What the frame reads of a profile list's infinite query. */
export interface PagedList {
  isPending: boolean;
  isError: boolean;
  data: unknown;
  error: unknown;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

export interface ListScreenProps {
  title: string;
  list: PagedList;
  /** How many rows are shown: the end of the list (more, or "that is everyone") shows under them. */
  count: number;
  children: ReactNode;
}

/**
 * A profile list's frame: Back to my profile, the title, then the list or its state (loading, or
 * Retry when it could not load), and under the rows the next page as it comes into view.
 */
export function ListScreen({ title, list, count, children }: ListScreenProps) {
  const { t, i18n } = useTranslation('account');
  const Back = i18n.dir(i18n.language) === 'rtl' ? IconArrowRight : IconArrowLeft;
  let body: ReactNode;
  if (list.isError && !list.data) {
    body = <LoadError order={2} error={errorText(list.error)} onRetry={() => void list.refetch()} />;
  } else if (list.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('common.loading', { ns: 'members' })} />
      </Center>
    );
  } else {
    body = (
      <>
        {children}
        {list.isFetchNextPageError && <LoadError order={2} error={errorText(list.error)} onRetry={() => void list.fetchNextPage()} />}
        {count > 0 && !list.isFetchNextPageError && (
          <LoadMore
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            onLoad={() => void list.fetchNextPage()}
            label={t('connections.loadMore')}
            endText={t('connections.end')}
          />
        )}
      </>
    );
  }
  return (
    <Stack gap="md" maw={760} mx="auto">
      <Group>
        <Anchor component={Link} to={memberPaths.profile} size="sm">
          <Group gap={4} wrap="nowrap">
            <Back size={16} aria-hidden />
            {t('connections.back')}
          </Group>
        </Anchor>
      </Group>
      <Title order={1} size="h2">
        {title}
      </Title>
      {body}
    </Stack>
  );
}
