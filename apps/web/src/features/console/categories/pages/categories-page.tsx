import { Button } from '@mantine/core';
import { IconSitemap } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Category } from '@souq/contract/categories';
import { fillTemplate } from '@souq/contract/fill-template';
import { messages } from '@/i18n/console/messages';
import { AddButton, ListOrFormPage, useListOrForm } from '@/components/console/list-or-form';
import { ListTable, type Column } from '@/components/console/list-table';
import { actionsColumn } from '@/components/console/row-actions';
import { Thumbnail } from '@/components/console/thumbnail';
import { useConfirmedDelete } from '@/components/console/use-confirmed-delete';
import { useListParams } from '@/components/console/use-list-params';
import { paths } from '@/lib/console/paths';
import { categoriesQuery, useDeleteCategory } from '../api';
import { CategoryForm } from '../components/category-form';

const t = messages.console.categories;

function subCategoriesHref(category: Category): string {
  return `${paths.subCategories}?${new URLSearchParams({ category: category._id }).toString()}`;
}

/** #/rm-admin/classifieds: 'Lists of classifieds' with search, and the category form. */
export function CategoriesPage() {
  const params = useListParams();
  const categories = useQuery(categoriesQuery(params.textSearch));
  const remove = useDeleteCategory();
  const page = useListOrForm<Category>();
  const deletion = useConfirmedDelete(
    remove,
    (row: Category) => row._id,
    () => page.status.showSuccess(messages.category.deleted),
  );

  const columns: Column<Category>[] = [
    { key: 'en', header: t.nameEn, value: (row) => row.category_en },
    { key: 'ar', header: t.nameAr, value: (row) => row.category_ar },
    {
      key: 'icon',
      header: t.icon,
      width: 120,
      render: (row) => <Thumbnail src={row.category_image} alt={row.category_en} />,
    },
    actionsColumn(t.actions, 150, (row) => ({
      name: row.category_en,
      links: [{ label: t.openSubCategories, to: subCategoriesHref(row), icon: <IconSitemap size={18} /> }],
      edit: { label: t.edit, onClick: () => page.showEdit(row) },
      remove: { label: t.delete, onClick: () => deletion.ask(row) },
    })),
  ];

  return (
    <ListOrFormPage
      page={page}
      rowKey={(row) => row._id}
      form={(category) => <CategoryForm category={category} {...page.formEvents} />}
      deletion={{
        message: messages.category.confirmDelete,
        title: deletion.target ? fillTemplate(messages.console.confirm.deleteCategory, { name: deletion.target.category_en }) : undefined,
        ...deletion.dialog,
      }}
    >
      <ListTable
        title={t.listTitle}
        actions={
          <>
            <Button component={Link} to={paths.subCategories} variant="default" leftSection={<IconSitemap size={16} />}>
              {t.subCategoriesList}
            </Button>
            <AddButton onClick={page.showCreate}>{t.add}</AddButton>
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
    </ListOrFormPage>
  );
}
