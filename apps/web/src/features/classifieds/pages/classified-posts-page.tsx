import { Button, NativeSelect, Stack, Text } from '@mantine/core';
import { IconEye, IconListDetails, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ClassifiedListItem } from '@souq/contract/classifieds';
import { DEFAULT_COUNTRY } from '@souq/contract/constants';
import { messages } from '@/i18n/console-messages';
import { ListTable, type Column } from '@/components/list-table';
import { useListParams } from '@/components/use-list-params';
import { useSearchParam } from '@/components/use-search-param';
import { paths } from '@/lib/console-paths';
import { formatIndianDate } from '@/lib/dates';
import { selectedCountriesLookup } from '@/queries/lookups';
import { classifiedsQuery } from '../api';
import { ClassifiedDetailModal } from '../components/classified-detail';
import { MissingParams } from '@/components/missing-params';
import { useClassifiedCategory } from '@/components/use-classified-category';
import { RecordId } from '@/components/record-id';

const t = messages.console.classifieds;

/** #/rm-admin/classifieds/posts?id&classified: one category's posts in one country. */
export function ClassifiedPostsPage() {
  const category = useClassifiedCategory();
  const params = useListParams();
  const [country, setCountry] = useSearchParam('country', DEFAULT_COUNTRY, { filter: true });
  const [openPost, setOpenPost] = useSearchParam('post');
  const countries = useQuery(selectedCountriesLookup());
  const list = useQuery({
    ...classifiedsQuery({ category_id: category.categoryId, country_id: country, page: params.page, textSearch: params.textSearch }),
    enabled: !category.problem,
  });

  if (category.problem) return <MissingParams problem={category.problem} />;

  const columns: Column<ClassifiedListItem>[] = [
    { key: 'user', header: t.userPosted, value: (row) => row.user_id.name },
    {
      key: 'id',
      header: t.id,
      render: (row) => <RecordId id={row._id} />,
    },
    { key: 'title', header: t.title, value: (row) => row.title },
    {
      key: 'description',
      header: t.description,
      render: (row) => (
        <Text size="sm" lineClamp={2} dir="auto" maw={360}>
          {row.description || '—'}
        </Text>
      ),
    },
    { key: 'date', header: t.date, value: (row) => formatIndianDate(row.createdAt) },
    {
      key: 'action',
      header: t.action,
      render: (row) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconEye size={14} />}
          onClick={() => setOpenPost(row._id)}
          aria-label={`${t.open} ${row.title}`}
        >
          {t.open}
        </Button>
      ),
    },
  ];

  const hasDropdowns = category.typeKey === 'jobs' || category.typeKey === 'automotive';
  const countryOptions = (countries.data ?? []).map((item) => ({ value: item._id, label: item.country_english }));
  if (!countryOptions.some((option) => option.value === country)) countryOptions.unshift({ value: country, label: country });

  return (
    <Stack gap="md">
      <ListTable
        title={`${t.listTitle}${category.typeName}`}
        actions={
          <>
            {hasDropdowns && (
              <Button
                component={Link}
                to={`${paths.addDropdowns}?${category.search}`}
                variant="default"
                leftSection={<IconListDetails size={16} />}
              >
                {t.addValues}
              </Button>
            )}
            <Button component={Link} to={`${paths.addClassifiedPost}?${category.search}`} leftSection={<IconPlus size={16} />}>
              {`${t.add}${category.typeName}`}
            </Button>
          </>
        }
        filters={
          <NativeSelect
            label={t.country}
            data={countryOptions}
            value={country}
            onChange={(event) => setCountry(event.currentTarget.value)}
            miw={200}
          />
        }
        columns={columns}
        rows={list.data?.classifieds}
        rowKey={(row) => row._id}
        loading={list.isFetching}
        error={list.error}
        params={params}
        paginated
        isNext={list.data?.isNext ?? false}
        emptyText={t.empty}
      />
      <ClassifiedDetailModal classifiedId={openPost || null} onClose={() => setOpenPost('')} />
    </Stack>
  );
}
