import { Code, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@souq/contract/audit';
import { messages } from '@/i18n/console/messages';
import { ExportMenu } from '@/components/console/export-menu';
import { ListTable, pagedList, type Column } from '@/components/console/list-table';
import { useListParams } from '@/components/console/use-list-params';
import { DayFilter, FilterSelect, StaffFilter, useListFilter } from '@/components/console/list-filters';
import { AUDIT_ACTIONS } from '@souq/contract/audit';
import { useSearchParam } from '@/components/console/use-search-param';
import { formatDateTime } from '@/lib/dates';
import { exportAuditLogRoute } from '@souq/contract/console-lists';
import { auditLogQuery } from '../api';

const t = messages.console.audit;

function change(entry: AuditEntry): string {
  const part = (value: unknown) => (value === null ? '∅' : JSON.stringify(value));
  return `${part(entry.before)} → ${part(entry.after)}`;
}

/** #/rm-admin/audit-log: staff actions, newest first; ?record_type&record_id shows one record's history. */
export function AuditLogPage() {
  // The log sorts by time alone: its date header turns the order.
  const params = useListParams({ sorts: ['createdAt'] });
  const [actor] = useListFilter('actor');
  const [createdFrom] = useListFilter('from');
  const [createdTo] = useListFilter('to');
  const [action] = useSearchParam('action', '', { filter: true });
  const [recordType, setRecordType] = useSearchParam('record_type', '', { filter: true });
  const [recordId] = useSearchParam('record_id', '', { filter: true });
  const log = useQuery(
    auditLogQuery({
      page: params.page,
      size: params.size,
      order: params.sort ? params.order : undefined,
      action,
      record_type: recordType,
      record_id: recordId,
      actor_id: actor,
      createdFrom,
      createdTo,
    }),
  );

  // The log's filter as auditLogQuery sends it: the exported file holds the same rows.
  const exportFilter = {
    actor_id: actor || undefined,
    createdFrom: createdFrom || undefined,
    createdTo: createdTo || undefined,
    action: action || undefined,
    record_type: recordType || undefined,
    record_id: recordId || undefined,
  };

  const columns: Column<AuditEntry>[] = [
    { key: 'when', header: t.when, sortKey: 'createdAt', firstOrder: 'desc', value: (row) => formatDateTime(row.createdAt) },
    { key: 'who', header: t.who, value: (row) => row.actor?.name ?? t.system },
    { key: 'action', header: t.action, render: (row) => <Code>{row.action}</Code> },
    { key: 'record', header: t.record, value: (row) => `${row.record_type} ${row.record_id}` },
    {
      key: 'change',
      header: t.change,
      render: (row) => (
        <Code block style={{ maxWidth: 420, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {change(row)}
        </Code>
      ),
    },
  ];

  return (
    <ListTable
      title={t.listTitle}
      actions={<ExportMenu path={exportAuditLogRoute.path} filter={exportFilter} />}
      filters={
        <>
          <FilterSelect label={t.actionFilter} name="action" choices={AUDIT_ACTIONS.map((value) => ({ value, label: value }))} />
          <StaffFilter label={messages.console.list.filters.actor} name="actor" />
          <DayFilter label={messages.console.list.filters.dateFrom} name="from" />
          <DayFilter label={messages.console.list.filters.dateTo} name="to" />
          <TextInput
            label={t.recordFilter}
            placeholder="post"
            defaultValue={recordType}
            onBlur={(event) => setRecordType(event.currentTarget.value.trim())}
            onKeyDown={(event) => {
              if (event.key === 'Enter') setRecordType(event.currentTarget.value.trim());
            }}
          />
        </>
      }
      columns={columns}
      {...pagedList(log, (data) => data.entries)}
      rowKey={(row) => row._id}
      params={params}
      searchable={false}
      sizeChoice
      emptyText={t.empty}
    />
  );
}
