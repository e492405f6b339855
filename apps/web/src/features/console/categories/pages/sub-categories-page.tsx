import { Button, NativeSelect } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { SubCategory } from '@souq/contract/categories';
import { fillTemplate } from '@souq/contract/fill-template';
import { messages } from '@/i18n/console/messages';
import { AddButton, ListOrFormPage, useListOrForm } from '@/components/console/list-or-form';
import { ListTable, type Column } from '@/components/console/list-table';
import { actionsColumn } from '@/components/console/row-actions';
import { Thumbnail } from '@/components/console/thumbnail';
import { useConfirmedDelete } from '@/components/console/use-confirmed-delete';
import { useListParams } from '@/components/console/use-list-params';
import { useSearchParam } from '@/components/console/use-search-param';
import { RecordId } from '@/components/console/record-id';
import { paths } from '@/lib/console/paths';
import { categoriesLookup } from '@/queries/lookups';
import { subCategoriesQuery, useDeleteSubCategory } from '../api';
import { SubCategoryForm } from '../components/sub-category-form';
import { categoryName } from '@/lib/names';
import { useConsoleLanguage } from '@/i18n/console/language-state';

const t = messages.console.subCategories;
const c = messages.console.categories;

/** #/rm-admin/sub-categories: 'Lists of sub categories' (list, add/edit and back modes). */
export function SubCategoriesPage() {
  const language = useConsoleLanguage();
  const params = useListParams();
  // The parent filter, kept in the address (?category=id) like the page and the search.
  const [categoryId, setCategoryId] = useSearchParam('category', '', { filter: true });
  const subCategories = useQuery(subCategoriesQuery(params.textSearch, categoryId));
  const categories = useQuery(categoriesLookup());
  const remove = useDeleteSubCategory();
  const page = useListOrForm<SubCategory>();
  const deletion = useConfirmedDelete(
    remove,
    (row: SubCategory) => row._id,
    () => page.status.showSuccess(messages.subCategory.deleted),
  );

  const columns: Column<SubCategory>[] = [
    { key: 'parent', header: t.parent, value: (row) => categoryName(language, row.category_id) },
    {
      key: 'category_id',
      header: t.categoryId,
      render: (row) => <RecordId id={row.category_id._id} />,
    },
    { key: 'en', header: c.nameEn, value: (row) => row.sub_category_en },
    { key: 'ar', header: c.nameAr, value: (row) => row.sub_category_ar },
    {
      key: 'icon',
      header: c.icon,
      width: 120,
      render: (row) => <Thumbnail src={row.sub_category_image} alt={row.sub_category_en} />,
    },
    actionsColumn(c.actions, 110, (row) => ({
      name: row.sub_category_en,
      edit: { label: c.edit, onClick: () => page.showEdit(row) },
      remove: { label: c.delete, onClick: () => deletion.ask(row) },
    })),
  ];

  const parentOptions = [
    { value: '', label: t.allCategories },
    ...(categories.data ?? []).map((category) => ({ value: category._id, label: categoryName(language, category) })),
  ];

  return (
    <ListOrFormPage
      page={page}
      rowKey={(row) => row._id}
      form={(subCategory) => <SubCategoryForm subCategory={subCategory} defaultCategoryId={categoryId} {...page.formEvents} />}
      deletion={{
        message: messages.subCategory.confirmDelete,
        title: deletion.target ? fillTemplate(messages.console.confirm.deleteSubCategory, { name: deletion.target.sub_category_en }) : undefined,
        ...deletion.dialog,
      }}
    >
      <ListTable
        title={t.listTitle}
        actions={
          <>
            <Button component={Link} to={paths.classifieds} variant="default" leftSection={<IconArrowLeft size={16} />}>
              {t.back}
            </Button>
            <AddButton onClick={page.showCreate}>{t.add}</AddButton>
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
    </ListOrFormPage>
  );
}
