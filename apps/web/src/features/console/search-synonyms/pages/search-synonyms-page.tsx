import { Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fillTemplate } from '@souq/contract/fill-template';
import type { SearchSynonym } from '@souq/contract/search-synonyms';
import { messages } from '@/i18n/console/messages';
import { AddButton, ListOrFormPage, useListOrForm } from '@/components/console/list-or-form';
import { ListTable, pagedList, type Column } from '@/components/console/list-table';
import { actionsColumn } from '@/components/console/row-actions';
import { useConfirmedDelete } from '@/components/console/use-confirmed-delete';
import { useListParams } from '@/components/console/use-list-params';
import { UserText } from '@/components/console/user-text';
import { formatDateTime } from '@/lib/dates';
import { searchSynonymsQuery, useDeleteSearchSynonym } from '../api';
import { SynonymForm } from '../components/synonym-form';

const t = messages.console.searchSynonyms;

/** #/rm-admin/search-synonyms: the search's synonym groups, newest first; add, edit, delete. */
export function SearchSynonymsPage() {
  const params = useListParams();
  const synonyms = useQuery(searchSynonymsQuery(params.textSearch, params.page, params.size));
  const remove = useDeleteSearchSynonym();
  const page = useListOrForm<SearchSynonym>();
  const { showSuccess } = page.status;
  const deletion = useConfirmedDelete(
    remove,
    (row: SearchSynonym) => row._id,
    () => showSuccess(messages.searchSynonym.deleted),
  );

  const columns: Column<SearchSynonym>[] = [
    {
      key: 'terms',
      header: t.terms,
      render: (row) => (
        <Group gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {row.terms.map((term) => (
            <Text key={term} component="li" size="sm" px={8} py={2} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 4 }}>
              <UserText>{term}</UserText>
            </Text>
          ))}
        </Group>
      ),
    },
    { key: 'updated', header: t.updatedAt, width: 180, value: (row) => formatDateTime(row.updatedAt) },
    actionsColumn(t.actions, 100, (row) => ({
      name: row.terms.join(', '),
      edit: { label: t.edit, onClick: () => page.showEdit(row) },
      remove: { label: t.delete, onClick: () => deletion.ask(row) },
    })),
  ];

  return (
    <ListOrFormPage
      page={page}
      rowKey={(row) => row._id}
      form={(group) => <SynonymForm group={group} {...page.formEvents} />}
      deletion={{
        message: t.confirmDelete,
        title: deletion.target ? fillTemplate(t.confirmTitle, { name: deletion.target.terms.join(', ') }) : undefined,
        ...deletion.dialog,
      }}
    >
      <Text size="sm" c="dimmed" maw={720}>
        {t.intro}
      </Text>
      <ListTable
        title={t.listTitle}
        actions={<AddButton onClick={page.showCreate}>{t.add}</AddButton>}
        columns={columns}
        {...pagedList(synonyms, (data) => data.synonyms)}
        rowKey={(row) => row._id}
        params={params}
        sizeChoice
        emptyText={t.empty}
      />
    </ListOrFormPage>
  );
}
