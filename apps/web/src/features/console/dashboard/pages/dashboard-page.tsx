import { useEffect } from 'react';
import { Group, Loader, NativeSelect, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconBookmarks, IconHeart, IconStar, IconMessageCircle, IconNews, IconPhotoVideo, IconShare, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { DEFAULT_PERIOD, PERIOD_VALUES, type Period } from '@souq/contract/constants';
import type { TotalCounts } from '@souq/contract/dashboard';
import { messages } from '@/i18n/console/messages';
import { StatusBanner, useStatusBanner } from '@/components/console/status-banner';
import { errorText } from '@/lib/api-client';
import { featuredCountQuery, totalCountsQuery } from '../api';
import { StatCard, type StatCardProps } from '../components/stat-card';
import { TrendPanel } from '../components/trend-panel';

const t = messages.console.dashboard;

const CARDS: { key: keyof TotalCounts; icon: StatCardProps['icon']; color: string }[] = [
  { key: 'user', icon: IconUsers, color: 'brand' },
  { key: 'posts', icon: IconNews, color: 'blue' },
  { key: 'stories', icon: IconPhotoVideo, color: 'grape' },
  { key: 'classifiedies', icon: IconBookmarks, color: 'orange' },
  { key: 'likeposts', icon: IconHeart, color: 'red' },
  { key: 'sharedposts', icon: IconShare, color: 'cyan' },
  { key: 'comments', icon: IconMessageCircle, color: 'teal' },
];

function isPeriod(value: string | null): value is Period {
  return (PERIOD_VALUES as readonly string[]).includes(value ?? '');
}

/** #/rm-admin/dashboard: seven counts over a period (All time first); the period is kept in the address. */
export function DashboardPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('period');
  const period: Period = isPeriod(raw) ? raw : DEFAULT_PERIOD;
  const totals = useQuery(totalCountsQuery(period));
  const featured = useQuery(featuredCountQuery());
  const { banner, showError, clear } = useStatusBanner();

  useEffect(() => {
    if (totals.error) showError(errorText(totals.error));
  }, [totals.error, showError]);

  const choose = (value: string) => {
    setSearchParams(value === DEFAULT_PERIOD ? {} : { period: value });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Group gap="sm">
          <Title order={2} size="h2">
            {t.title}
          </Title>
          {totals.isFetching && <Loader size="sm" role="status" aria-label={messages.console.list.loading} />}
        </Group>
        <NativeSelect
          label={t.period}
          value={period}
          onChange={(event) => choose(event.currentTarget.value)}
          data={PERIOD_VALUES.map((value) => ({ value, label: t.periods[value] }))}
          w={220}
        />
      </Group>
      <StatusBanner banner={banner} onClose={clear} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="lg">
        {CARDS.map((card) => (
          <StatCard key={card.key} label={t.cards[card.key]} value={totals.data?.[card.key]} icon={card.icon} color={card.color} loading={totals.isFetching} />
        ))}
        {/* Beside the spec's seven counts: featured is a state now, not a period's count. */}
        <StatCard label={t.cards.featuredNow} value={featured.data?.featuredNow} icon={IconStar} color="yellow" loading={featured.isFetching} />
      </SimpleGrid>
      <TrendPanel period={period} />
    </Stack>
  );
}
