import { Badge, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ChatWarningRule } from '@souq/contract/chat-warnings';
import { fillTemplate } from '@souq/contract/fill-template';
import { messages } from '@/i18n/console/messages';
import { AddButton, ListOrFormPage, useListOrForm } from '@/components/console/list-or-form';
import { ListTable, type Column } from '@/components/console/list-table';
import { actionsColumn } from '@/components/console/row-actions';
import { useConfirmedDelete } from '@/components/console/use-confirmed-delete';
import { UserText } from '@/components/console/user-text';
import { chatWarningRulesQuery, useDeleteChatWarningRule } from '../api';
import { RuleForm } from '../components/rule-form';

const t = messages.console.chatWarnings;

/**
 * #/rm-admin/chat-warnings: the rules chat messages are checked against; add, edit, switch off,
 * delete. A few dozen rows: one list, no search or pages.
 */
export function ChatWarningsPage() {
  const rules = useQuery(chatWarningRulesQuery());
  const remove = useDeleteChatWarningRule();
  const page = useListOrForm<ChatWarningRule>();
  const { showSuccess } = page.status;
  const deletion = useConfirmedDelete(
    remove,
    (row: ChatWarningRule) => row._id,
    () => showSuccess(messages.chatWarning.deleted),
  );
  const nameOf = (row: ChatWarningRule) => row.text ?? t.kinds[row.kind];

  const columns: Column<ChatWarningRule>[] = [
    { key: 'kind', header: t.kind, width: 200, value: (row) => t.kinds[row.kind] },
    { key: 'text', header: t.text, render: (row) => (row.text ? <UserText>{row.text}</UserText> : '—') },
    { key: 'category', header: t.category, width: 180, value: (row) => t.categories[row.category] },
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
      name: nameOf(row),
      edit: { label: t.edit, onClick: () => page.showEdit(row) },
      remove: row.kind === 'phrase' ? { label: t.delete, onClick: () => deletion.ask(row) } : undefined,
    })),
  ];

  return (
    <ListOrFormPage
      page={page}
      rowKey={(row) => row._id}
      form={(rule) => <RuleForm rule={rule} {...page.formEvents} />}
      deletion={{
        message: t.confirmDelete,
        title: deletion.target ? fillTemplate(t.confirmTitle, { name: nameOf(deletion.target) }) : undefined,
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
        rows={rules.data?.rules}
        loading={rules.isFetching}
        error={rules.error}
        onRetry={() => void rules.refetch()}
        rowKey={(row) => row._id}
        emptyText={t.empty}
      />
    </ListOrFormPage>
  );
}
