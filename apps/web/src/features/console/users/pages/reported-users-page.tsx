import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { messages } from '@/i18n/console/messages';
import type { UserReport } from '@souq/contract/users';
import { ListTable, pagedList, type Column } from '@/components/console/list-table';
import { useListParams } from '@/components/console/use-list-params';
import { paths } from '@/lib/console/paths';
import { formatGermanDate } from '@/lib/dates';
import { reportedUsersQuery } from '../api';

const t = messages.console.reportedUsers;

const userLink = (person: { _id: string; name: string }) => (
  <Anchor component={Link} to={`${paths.userslist}?user=${person._id}`} size="sm" dir="auto">
    {person.name}
  </Anchor>
);

/** #/rm-admin/reported-users: who reported whom, newest first. */
export function ReportedUsersPage() {
  const params = useListParams();
  const reports = useQuery(reportedUsersQuery(params.page));
  const columns: Column<UserReport>[] = [
    { key: 'id', header: t.reportedId, value: (row) => row._id },
    { key: 'by', header: t.reportedBy, render: (row) => userLink(row.user_id) },
    { key: 'user', header: t.reportedUser, render: (row) => userLink(row.reported_user_id) },
    { key: 'reason', header: t.reason, value: (row) => row.reason },
    { key: 'date', header: t.date, value: (row) => formatGermanDate(row.createdAt) },
  ];
  return (
    <ListTable
      title={t.listTitle}
      columns={columns}
      {...pagedList(reports, (data) => data.reported)}
      rowKey={(row) => row._id}
      params={params}
      searchable={false}
      emptyText={t.empty}
    />
  );
}
