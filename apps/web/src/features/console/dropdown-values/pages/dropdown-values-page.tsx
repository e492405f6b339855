import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconArrowLeft, IconFileSpreadsheet, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { DropdownIdentity } from '@souq/contract/constants';
import type { DropdownValue } from '@souq/contract/dropdown-values';
import { messages } from '@/i18n/console/messages';
import { ListTable, type Column } from '@/components/console/list-table';
import { StatusBanner, useStatusBanner } from '@/components/console/status-banner';
import { useListParams } from '@/components/console/use-list-params';
import { paths } from '@/lib/console/paths';
import { formatIndianDate } from '@/lib/dates';
import { dropdownValuesQuery } from '@/queries/dropdown-values';
import { AddOneForm } from '../components/add-one-form';
import { BulkImport } from '../components/bulk-import';
import { MissingParams } from '@/components/console/missing-params';
import { useClassifiedCategory } from '@/components/console/use-classified-category';

const t = messages.console.dropdowns;
const c = messages.console.classifieds;

type Mode = 'list' | 'one' | 'bulk';

/** #/rm-admin/classifieds/add-dropdwons-classified?id&classified: car models or career levels. */
export function DropdownValuesPage() {
  const category = useClassifiedCategory();
  const params = useListParams();
  const [mode, setMode] = useState<Mode>('list');
  const { banner, showSuccess, showError, clear } = useStatusBanner();
  const identity: DropdownIdentity | null = category.typeKey === 'automotive' ? 'model' : category.typeKey === 'jobs' ? 'career_level' : null;
  const values = useQuery({
    ...dropdownValuesQuery({
      category_id: category.categoryId,
      identity_name: identity ?? 'model',
      textSearch: params.textSearch,
      page: params.page,
    }),
    enabled: Boolean(identity) && !category.problem,
  });

  if (category.problem) return <MissingParams problem={category.problem} />;
  if (!category.loading && !identity) return <MissingParams problem={t.notDropdownType} />;

  const columns: Column<DropdownValue>[] = [
    { key: 'en', header: t.nameEn, value: (row) => row.value_en },
    { key: 'ar', header: t.nameAr, value: (row) => row.value_ar },
    { key: 'date', header: c.date, value: (row) => formatIndianDate(row.createdAt) },
  ];
  const done = (message: string) => {
    setMode('list');
    showSuccess(message);
  };

  return (
    <Stack gap="md">
      <StatusBanner banner={banner} onClose={clear} />
      {mode === 'one' && identity && (
        <AddOneForm
          categoryId={category.categoryId}
          identity={identity}
          valuesLoaded={values.isSuccess}
          onSaved={done}
          onFailed={showError}
          onBack={() => setMode('list')}
        />
      )}
      {mode === 'bulk' && identity && <BulkImport categoryId={category.categoryId} identity={identity} onDone={done} onBack={() => setMode('list')} />}
      {mode === 'list' && (
        <ListTable
          title={`${t.title}${identity ? t.identities[identity] : ''} (${category.displayName})`}
          actions={
            <>
              <Button component={Link} to={`${paths.classifiedPosts}?${category.search}`} variant="default" leftSection={<IconArrowLeft size={16} />}>
                {t.back}
              </Button>
              <Button variant="light" leftSection={<IconFileSpreadsheet size={16} />} onClick={() => setMode('bulk')}>
                {t.insertBulk}
              </Button>
              <Button leftSection={<IconPlus size={16} />} onClick={() => setMode('one')}>
                {t.addOne}
              </Button>
            </>
          }
          columns={columns}
          rows={values.data?.values}
          rowKey={(row) => row._id}
          loading={values.isFetching || category.loading}
          error={values.error}
          params={params}
          paginated
          isNext={values.data?.isNext ?? false}
          emptyText={t.empty}
        />
      )}
    </Stack>
  );
}
