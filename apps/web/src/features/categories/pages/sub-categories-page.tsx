import { useState } from 'react';
import { Button, NativeSelect, Stack } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { SubCategory } from '@souq/contract/categories';
import { messages } from '@souq/contract/messages';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListTable, type Column } from '@/components/list-table';
import { StatusBanner, useStatusBanner } from '@/components/status-banner';
import { Thumbnail } from '@/components/thumbnail';
import { useConfirmedDelete } from '@/components/use-confirmed-delete';
import { useListParams } from '@/components/use-list-params';
import { paths } from '@/lib/console-paths';
import { categoriesLookup } from '@/queries/lookups';
import { subCategoriesQuery, useDeleteSubCategory } from '../api';
import { RowActions } from '../components/row-actions';
import { SubCategoryForm } from '../components/sub-category-form';

const t = messages.console.subCategories;
const c = messages.console.categories;

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; subCategory: SubCategory };

/** The parent filter, kept in the address (?category=id) like the page and the search. */
function useParentFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const categoryId = searchParams.get('category') ?? '';
  const setCategoryId = (next: string) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next) params.set('category', next);
        else params.delete('category');
        params.delete('page');
        return params;
      },
      { replace: true },
    );
  return [categoryId, setCategoryId] as const;
}

/** #/rm-admin/sub-categories: 'Lists of sub categories' (list, add/edit and back modes). */
export function SubCategoriesPage() {
  const params = useListParams();
  const [categoryId, setCategoryId] = useParentFilter();
  const subCategories = useQuery(subCategoriesQuery(params.textSearch, categoryId));
  const categories = useQuery(categoriesLookup());
  const remove = useDeleteSubCategory();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const { banner, showSuccess, showError, clear } = useStatusBanner();
  const deletion = useConfirmedDelete(remove, (row: SubCategory) => row._id, () => showSuccess(messages.subCategory.deleted));

  const columns: Column<SubCategory>[] = [
    { key: 'parent', header: t.parent, value: (row) => row.category_id.category_en },
    {
      key: 'category_id',
      header: t.categoryId,
      render: (row) => (
        <code style={{ fontSize: 12, wordBreak: 'break-all' }} title={row.category_id._id}>
          {row.category_id._id}
        </code>
      ),
    },
    { key: 'en', header: c.nameEn, value: (row) => row.sub_category_en },
    { key: 'ar', header: c.nameAr, value: (row) => row.sub_category_ar },
    {
      key: 'icon',
      header: c.icon,
      width: 120,
      render: (row) => <Thumbnail src={row.sub_category_image} alt={row.sub_category_en} />,
    },
    {
      key: 'actions',
      header: c.actions,
      width: 110,
      render: (row) => (
        <RowActions
          name={row.sub_category_en}
          onEdit={() => setMode({ kind: 'edit', subCategory: row })}
          onDelete={() => deletion.ask(row)}
        />
      ),
    },
  ];

  if (mode.kind !== 'list') {
    return (
      <Stack gap="md">
        <StatusBanner banner={banner} onClose={clear} />
        <SubCategoryForm
          key={mode.kind === 'edit' ? mode.subCategory._id : 'new'}
          subCategory={mode.kind === 'edit' ? mode.subCategory : undefined}
          defaultCategoryId={categoryId}
          onSaved={(message) => {
            setMode({ kind: 'list' });
            showSuccess(message);
          }}
          onFailed={showError}
          onBack={() => setMode({ kind: 'list' })}
        />
      </Stack>
    );
  }

  const parentOptions = [
    { value: '', label: t.allCategories },
    ...(categories.data ?? []).map((category) => ({ value: category._id, label: category.category_en })),
  ];

  return (
    <Stack gap="md">
      <StatusBanner banner={banner} onClose={clear} />
      <ListTable
        title={t.listTitle}
        actions={
          <>
            <Button component={Link} to={paths.classifieds} variant="default" leftSection={<IconArrowLeft size={16} />}>
              {t.back}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setMode({ kind: 'create' })}>
              {t.add}
            </Button>
          </>
        }
        filters={
          <NativeSelect
            label={t.parentFilter}
            data={parentOptions}
            value={categoryId}
            onChange={(event) => setCategoryId(event.currentTarget.value)}
            miw={220}
          />
        }
        columns={columns}
        rows={subCategories.data}
        rowKey={(row) => row._id}
        loading={subCategories.isFetching}
        error={subCategories.error}
        params={params}
        emptyText={t.empty}
      />
      <ConfirmDialog message={messages.subCategory.confirmDelete} {...deletion.dialog} />
    </Stack>
  );
}
