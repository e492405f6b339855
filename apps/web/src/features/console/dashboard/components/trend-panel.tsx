import { Component, lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Alert, Box, Button, ColorSwatch, Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Table, Text, Title, useDirection } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Period } from '@souq/contract/constants';
import { TREND_METRICS, type DashboardTrend, type TrendMetric } from '@souq/contract/dashboard';
import { fillTemplate } from '@souq/contract/fill-template';
import { messages } from '@/i18n/console/messages';
import { errorText } from '@/lib/api-client';
import { dashboardTrendQuery } from '../api';
import { boundLabel, changeOf, chartLocale, formatPercent, pointLabel } from '../trend-format';

const TrendChart = lazy(() => import('./trend-chart'));

const COLORS: Record<TrendMetric, string> = { users: 'brand.7', posts: 'blue.7', stories: 'grape.7', classifieds: 'orange.8' };

type View = 'chart' | 'table';

/** The console's language sets `<html dir>`: watched, so the chart turns as soon as it changes. */
function subscribeToDirection(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}
function useDocumentDirection(): string {
  return useSyncExternalStore(
    subscribeToDirection,
    () => document.documentElement.dir,
    () => 'ltr',
  );
}

/** What moved against the previous period, as a sentence part: "+12% against the previous period (1,100)". */
function changeText(trend: DashboardTrend, metric: TrendMetric, locale: string): string {
  const t = messages.console.dashboard.trend;
  const change = changeOf(trend, metric);
  if (!change || !trend.previous) return t.noPrevious;
  if (change.kind === 'same') return t.noChange;
  if (change.kind === 'fromNothing') return t.newSincePrevious;
  const previous = new Intl.NumberFormat(locale).format(trend.previous.totals[metric]);
  return fillTemplate(t.change, { change: formatPercent(change.ratio, locale), previous });
}

/**
 * The dashboard's chart: new users, posts, stories and classifieds per hour, day or
 * month of the chosen period, each series' total with its change against the previous period,
 * and the same numbers as a table for whoever cannot or would rather not read a chart.
 */
export function TrendPanel({ period }: { period: Period }) {
  const t = messages.console.dashboard.trend;
  const trend = useQuery(dashboardTrendQuery(period));
  const [view, setView] = useState<View>('chart');
  const { dir } = useDirection();
  const documentDir = useDocumentDirection();
  const rtl = dir === 'rtl' || documentDir === 'rtl';
  const locale = chartLocale();
  const [chartFailed, setChartFailed] = useState(false);
  useEffect(() => setChartFailed(false), [period]);

  const data = trend.data;
  const numbers = new Intl.NumberFormat(locale);
  const series = TREND_METRICS.map((name) => ({ name, label: t.series[name], color: COLORS[name] }));
  const rows = data?.points.map(({ at, ...counts }) => ({ label: pointLabel(at, data.unit, data.timezone, locale), ...counts })) ?? [];
  const unitText = data ? { hour: t.perHour, day: t.perDay, month: t.perMonth }[data.unit] : '';

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      shadow="xs"
      component="section"
      aria-labelledby="trend-title"
      aria-busy={trend.isFetching || undefined}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={2} size="h4" id="trend-title">
              {t.title}
            </Title>
            {unitText && (
              <Text size="sm" c="dimmed">
                {unitText}
              </Text>
            )}
          </div>
          <SegmentedControl
            aria-label={t.view}
            value={view}
            onChange={(value) => setView(value === 'table' ? 'table' : 'chart')}
            data={[
              { value: 'chart', label: t.chart },
              { value: 'table', label: t.table },
            ]}
          />
        </Group>
        {trend.error && !data ? (
          <Alert color="red" role="alert">
            <Group justify="space-between">
              <span>{errorText(trend.error)}</span>
              <Button size="xs" variant="default" onClick={() => void trend.refetch()}>
                {messages.console.shell.reload}
              </Button>
            </Group>
          </Alert>
        ) : !data ? (
          <Skeleton h={280} role="status" aria-label={t.loading} />
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm" component="ul" aria-label={t.title} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {series.map((s) => (
                <Box component="li" key={s.name} data-testid={`trend-${s.name}`}>
                  <Group gap={6} wrap="nowrap">
                    <ColorSwatch color={`var(--mantine-color-${s.color.replace('.', '-')})`} size={10} aria-hidden />
                    <Text size="sm" fw={600}>
                      {s.label}: <span data-testid="trend-total">{numbers.format(data.current.totals[s.name])}</span>
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed" data-testid="trend-change">
                    {changeText(data, s.name, locale)}
                  </Text>
                </Box>
              ))}
            </SimpleGrid>
            {view === 'chart' ? (
              chartFailed ? (
                <Alert color="red" role="alert">
                  {messages.console.shell.loadFailed}
                </Alert>
              ) : (
                <ChartBoundary onError={() => setChartFailed(true)}>
                  <Suspense fallback={<Skeleton h={280} role="status" aria-label={t.loading} />}>
                    {rows.length === 0 ? (
                      <Text c="dimmed">{t.empty}</Text>
                    ) : (
                      <TrendChart rows={rows} series={series} rtl={rtl} locale={locale} label={t.chartLabel} />
                    )}
                  </Suspense>
                </ChartBoundary>
              )
            ) : (
              <Table.ScrollContainer minWidth={480} mah={420}>
                <Table striped stickyHeader aria-labelledby="trend-title" data-testid="trend-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t.time}</Table.Th>
                      {series.map((s) => (
                        <Table.Th scope="col" key={s.name}>
                          {s.label}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((row, index) => (
                      <Table.Tr key={data.points[index]?.at ?? index}>
                        <Table.Th scope="row" fw={500}>
                          {row.label}
                        </Table.Th>
                        {series.map((s) => (
                          <Table.Td key={s.name}>{numbers.format(row[s.name])}</Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {data.previous && (
              <Text size="xs" c="dimmed">
                {fillTemplate(t.comparedWith, {
                  from: boundLabel(data.previous.from, data.timezone, locale),
                  to: boundLabel(data.previous.to, data.timezone, locale),
                })}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** A chart chunk that fails to download (a deploy replaced it) leaves the page and the table working. */
class ChartBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
