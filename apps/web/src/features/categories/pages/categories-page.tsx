import { useState } from 'react';
import { ActionIcon, Button, Stack, Tooltip } from '@mantine/core';
import { IconPlus, IconSitemap } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Category } from '@souq/contract/categories';
import { messages } from '@souq/contract/messages';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListTable, type Column } from '@/components/list-table';
import { StatusBanner, useStatusBanner } from '@/components/status-banner';
import { Thumbnail } from '@/components/thumbnail';
import { useConfirmedDelete } from '@/components/use-confirmed-delete';
import { useListParams } from '@/components/use-list-params';
import { paths } from '@/lib/console-paths';
import { categoriesQuery, useDeleteCategory } from '../api';
import { CategoryForm } from '../components/category-form';
import { RowActions } from '../components/row-actions';

const t = messages.console.categories;

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; category: Category };

function subCategoriesHref(category: Category): string {
  return `${paths.subCategories}?${new URLSearchParams({ category: category._id }).toString()}`;
}

/** #/rm-admin/classifieds: 'Lists of classifieds' with search, and the category form. */
export function CategoriesPage() {
  const params = useListParams();
  const categories = useQuery(categoriesQuery(params.textSearch));
  const remove = useDeleteCategory();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const { banner, showSuccess, showError, clear } = useStatusBanner();
  const deletion = useConfirmedDelete(remove, (row: Category) => row._id, () => showSuccess(messages.category.deleted));

  const columns: Column<Category>[] = [
    { key: 'en', header: t.nameEn, value: (row) => row.category_en },
    { key: 'ar', header: t.nameAr, value: (row) => row.category_ar },
    {
      key: 'icon',
      header: t.icon,
      width: 120,
      render: (row) => <Thumbnail src={row.category_image} alt={row.category_en} />,
    },
    {
      key: 'actions',
      header: t.actions,
      width: 150,
      render: (row) => (
        <RowActions
          name={row.category_en}
          onEdit={() => setMode({ kind: 'edit', category: row })}
          onDelete={() => deletion.ask(row)}
        >
          <Tooltip label={t.openSubCategories} withArrow>
            <ActionIcon
              component={Link}
              to={subCategoriesHref(row)}
              variant="light"
              color="gray"
              aria-label={`${t.openSubCategories} ${row.category_en}`}
            >
              <IconSitemap size={18} />
            </ActionIcon>
          </Tooltip>
        </RowActions>
      ),
    },
  ];

  if (mode.kind !== 'list') {
    return (
      <Stack gap="md">
        <StatusBanner banner={banner} onClose={clear} />
        <CategoryForm
          key={mode.kind === 'edit' ? mode.category._id : 'new'}
          category={mode.kind === 'edit' ? mode.category : undefined}
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

  return (
    <Stack gap="md">
      <StatusBanner banner={banner} onClose={clear} />
      <ListTable
        title={t.listTitle}
        actions={
          <>
            <Button component={Link} to={paths.subCategories} variant="default" leftSection={<IconSitemap size={16} />}>
              {t.subCategoriesList}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setMode({ kind: 'create' })}>
              {t.add}
            </Button>
          </>
        }
        columns={columns}
        rows={categories.data}
        rowKey={(row) => row._id}
        loading={categories.isFetching}
        error={categories.error}
        params={params}
        emptyText={t.empty}
      />
      <ConfirmDialog message={messages.category.confirmDelete} {...deletion.dialog} />
    </Stack>
  );
}
