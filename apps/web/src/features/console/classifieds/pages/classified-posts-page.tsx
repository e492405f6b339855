import { Badge, Button, NativeSelect, Stack, Text } from '@mantine/core';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ClassifiedListItem } from '@souq/contract/classifieds';
import { DEFAULT_COUNTRY } from '@souq/contract/constants';
import { messages } from '@/i18n/console/messages';
import { ExportMenu } from '@/components/console/export-menu';
import { ListTable, type Column } from '@/components/console/list-table';
import { actionsColumn } from '@/components/console/row-actions';
import { useListParams } from '@/components/console/use-list-params';
import { DayFilter, NumberFilter, useListFilter, YesNoFilter } from '@/components/console/list-filters';
import { CLASSIFIED_LIST_SORTS } from '@souq/contract/classifieds';
import { bulkClassifiedsRoute, exportClassifiedsRoute } from '@souq/contract/console-lists';
import { useListBulk } from '@/components/console/use-list-bulk';
import { StatusBanner, useStatusBanner } from '@/components/console/status-banner';
import { useSearchParam } from '@/components/console/use-search-param';
import { paths } from '@/lib/console/paths';
import { formatIndianDate } from '@/lib/dates';
import { formatPrice } from '@/lib/format';
import { consoleLanguage } from '@/i18n/console/language-state';
import { selectedCountriesLookup } from '@/queries/lookups';
import { classifiedKeys, classifiedsQuery } from '../api';
import { ClassifiedDetailModal } from '../components/classified-detail';
import { MissingParams } from '@/components/console/missing-params';
import { useClassifiedCategory } from '@/components/console/use-classified-category';
import { RecordId } from '@/components/console/record-id';
import { countryName } from '@/lib/names';
import { useConsoleLanguage } from '@/i18n/console/language-state';

const t = messages.console.classifieds;
const f = messages.console.list.filters;
const b = messages.console.bulk;

/** #/rm-admin/classifieds/posts?id&classified: one category's posts in one country. */
export function ClassifiedPostsPage() {
  const language = useConsoleLanguage();
  const category = useClassifiedCategory();
  const params = useListParams({ sorts: CLASSIFIED_LIST_SORTS });
  const [country, setCountry] = useSearchParam('country', DEFAULT_COUNTRY, { filter: true });
  const [allowed] = useListFilter('allowed');
  const [minPrice] = useListFilter('minPrice');
  const [maxPrice] = useListFilter('maxPrice');
  const [createdFrom] = useListFilter('from');
  const [createdTo] = useListFilter('to');
  const [openPost, setOpenPost] = useSearchParam('post');
  const countries = useQuery(selectedCountriesLookup());
  // The list's filter as it is sent: bulk "all matching" and the exported file reach the same rows.
  const listFilter = {
    category_id: category.categoryId,
    country_id: country,
    textSearch: params.textSearch || undefined,
    active: allowed === 'true' || allowed === 'false' ? allowed : undefined,
    minPrice: minPrice || undefined,
    maxPrice: maxPrice || undefined,
    createdFrom: createdFrom || undefined,
    createdTo: createdTo || undefined,
  } as const;
  const list = useQuery({
    ...classifiedsQuery({
      ...listFilter,
      textSearch: params.textSearch,
      page: params.page,
      itemsPerPage: params.size,
      sort: params.sort as (typeof CLASSIFIED_LIST_SORTS)[number] | undefined,
      order: params.order,
      withTotal: 'true',
    }),
    enabled: !category.problem,
  });
  const { banner, showSuccess, clear } = useStatusBanner();
  const bulk = useListBulk({
    route: bulkClassifiedsRoute,
    filter: listFilter,
    pageIds: list.data?.classifieds.map((row) => row._id) ?? [],
    total: list.data?.total,
    actions: [
      { action: 'allow', label: b.allowListings, confirm: b.allowListingsConfirm },
      { action: 'disallow', label: b.disallowListings, confirm: b.disallowListingsConfirm, danger: true, strikes: true },
    ],
    invalidate: classifiedKeys.all,
    onDone: showSuccess,
  });

  if (category.problem) return <MissingParams problem={category.problem} />;

  const columns: Column<ClassifiedListItem>[] = [
    { key: 'user', header: t.userPosted, value: (row) => row.user_id.name },
    {
      key: 'id',
      header: t.id,
      render: (row) => <RecordId id={row._id} />,
    },
    { key: 'title', header: t.title, sortKey: 'title', value: (row) => row.title },
    {
      key: 'description',
      header: t.description,
      render: (row) => (
        <Text size="sm" lineClamp={2} dir="auto" maw={360}>
          {row.description || '—'}
        </Text>
      ),
    },
    { key: 'price', header: f.price, sortKey: 'price', value: (row) => formatPrice(row.price, null, consoleLanguage()) },
    { key: 'date', header: t.date, sortKey: 'createdAt', firstOrder: 'desc', value: (row) => formatIndianDate(row.createdAt) },
    {
      key: 'status',
      header: t.status,
      sortKey: 'status',
      render: (row) => (
        <Badge color={row.active ? 'teal' : 'gray'} variant="light" radius="sm" miw="max-content">
          {row.active ? t.allowed : t.disallowed}
        </Badge>
      ),
    },
    actionsColumn(t.action, undefined, (row) => ({ name: row.title, view: { label: t.open, onClick: () => setOpenPost(row._id) } })),
  ];

  const hasDropdowns = category.typeKey === 'jobs' || category.typeKey === 'automotive';
  const countryOptions = (countries.data ?? []).map((item) => ({ value: item._id, label: countryName(language, item) }));
  if (!countryOptions.some((option) => option.value === country)) countryOptions.unshift({ value: country, label: country });

  return (
    <Stack gap="md">
      <StatusBanner banner={banner} onClose={clear} />
      <ListTable
        title={`${t.listTitle}${category.displayName}`}
        actions={
          <>
            <ExportMenu path={exportClassifiedsRoute.path} filter={listFilter} />
            {hasDropdowns && (
              <Button component={Link} to={`${paths.addDropdowns}?${category.search}`} variant="default" leftSection={<IconListDetails size={16} />}>
                {t.addValues}
              </Button>
            )}
            <Button component={Link} to={`${paths.addClassifiedPost}?${category.search}`} leftSection={<IconPlus size={16} />}>
              {`${t.add}${category.displayName}`}
            </Button>
          </>
        }
        filters={
          <>
            <NativeSelect label={t.country} data={countryOptions} value={country} onChange={(event) => setCountry(event.currentTarget.value)} miw={200} />
            <YesNoFilter label={f.allowed} name="allowed" />
            <NumberFilter label={f.minPrice} name="minPrice" />
            <NumberFilter label={f.maxPrice} name="maxPrice" />
            <DayFilter label={f.dateFrom} name="from" />
            <DayFilter label={f.dateTo} name="to" />
          </>
        }
        columns={columns}
        rows={list.data?.classifieds}
        rowKey={(row) => row._id}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        params={params}
        paginated
        isNext={list.data?.isNext ?? false}
        total={list.data?.total}
        totalExact={list.data?.totalExact}
        sizeChoice
        onRowClick={(row) => setOpenPost(row._id)}
        selection={{ state: bulk.selection, label: (row) => row.title }}
        bulkBar={bulk.bulkBar}
        emptyText={t.empty}
      />
      <ClassifiedDetailModal classifiedId={openPost || null} onClose={() => setOpenPost('')} />
    </Stack>
  );
}
