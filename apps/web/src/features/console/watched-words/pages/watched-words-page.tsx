import { Badge, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { WatchedWord, WatchedWordAction } from '@souq/contract/watched-words';
import { fillTemplate } from '@souq/contract/fill-template';
import { messages } from '@/i18n/console/messages';
import { AddButton, ListOrFormPage, useListOrForm } from '@/components/console/list-or-form';
import { ListTable, type Column } from '@/components/console/list-table';
import { actionsColumn } from '@/components/console/row-actions';
import { useConfirmedDelete } from '@/components/console/use-confirmed-delete';
import { UserText } from '@/components/console/user-text';
import { watchedWordsQuery, useDeleteWatchedWord } from '../api';
import { WordForm } from '../components/word-form';

const t = messages.console.watchedWords;
const ACTION_COLOURS: Record<WatchedWordAction, string> = { block: 'red', hold: 'orange', flag: 'blue' };

/**
 * #/rm-admin/watched-words: the words listings, posts, comments and names are checked against;
 * add, edit, switch off, delete (each audited by the server). One list, no search or pages.
 */
export function WatchedWordsPage() {
  const words = useQuery(watchedWordsQuery());
  const remove = useDeleteWatchedWord();
  const page = useListOrForm<WatchedWord>();
  const { showSuccess } = page.status;
  const deletion = useConfirmedDelete(
    remove,
    (row: WatchedWord) => row._id,
    () => showSuccess(messages.trust.deleted),
  );

  const columns: Column<WatchedWord>[] = [
    { key: 'phrase', header: t.phrase, render: (row) => <UserText>{row.phrase}</UserText> },
    {
      key: 'action',
      header: t.action,
      width: 170,
      render: (row) => (
        <Badge color={ACTION_COLOURS[row.action]} variant="light">
          {t.actionNames[row.action]}
        </Badge>
      ),
    },
    { key: 'category', header: t.category, width: 200, value: (row) => t.categories[row.category] },
    {
      key: 'active',
      header: t.active,
      width: 90,
      render: (row) => (
        <Badge color={row.active ? 'teal' : 'gray'} variant="light">
          {row.active ? t.on : t.off}
        </Badge>
      ),
    },
    actionsColumn(t.actions, 100, (row) => ({
      name: row.phrase,
      edit: { label: t.edit, onClick: () => page.showEdit(row) },
      remove: { label: t.delete, onClick: () => deletion.ask(row) },
    })),
  ];

  return (
    <ListOrFormPage
      page={page}
      rowKey={(row) => row._id}
      form={(word) => <WordForm word={word} {...page.formEvents} />}
      deletion={{
        message: t.confirmDelete,
        title: deletion.target ? fillTemplate(t.confirmTitle, { name: deletion.target.phrase }) : undefined,
        ...deletion.dialog,
      }}
    >
      <Text size="sm" c="dimmed" maw={720}>
        {t.intro}
      </Text>
      <ListTable
        title={t.title}
        actions={<AddButton onClick={page.showCreate}>{t.add}</AddButton>}
        columns={columns}
        rows={words.data?.words}
        loading={words.isFetching}
        error={words.error}
        onRetry={() => void words.refetch()}
        rowKey={(row) => row._id}
        emptyText={t.empty}
      />
    </ListOrFormPage>
  );
}
