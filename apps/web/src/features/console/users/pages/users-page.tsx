import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messages } from '@/i18n/console/messages';
import type { User } from '@souq/contract/users';
import { ConfirmDialog } from '@/components/console/confirm-dialog';
import { actionsColumn } from '@/components/console/row-actions';
import { ListTable, pagedList, type Column } from '@/components/console/list-table';
import { StatusBanner, useStatusBanner } from '@/components/console/status-banner';
import { useConfirmedDelete } from '@/components/console/use-confirmed-delete';
import { useListParams } from '@/components/console/use-list-params';
import { DayFilter, FilterSelect, useListFilter, YesNoFilter } from '@/components/console/list-filters';
import { USER_STATUSES } from '@souq/contract/constants';
import { USER_LIST_SORTS } from '@souq/contract/users';
import { selectedCountriesLookup } from '@/queries/lookups';
import { useSearchParam } from '@/components/console/use-search-param';
import { paths } from '@/lib/console/paths';
import { useDeleteUser, userKeys, usersQuery } from '../api';
import { UserDetail } from '../components/user-detail';
import { avatarImageProps } from '@/lib/photo';
import { bulkUsersRoute, exportUsersRoute } from '@souq/contract/console-lists';
import { fillTemplate } from '@souq/contract/fill-template';
import { ExportMenu } from '@/components/console/export-menu';
import { useListBulk } from '@/components/console/use-list-bulk';
import { countryName } from '@/lib/names';
import { useConsoleLanguage } from '@/i18n/console/language-state';

const t = messages.console.users;
const f = messages.console.list.filters;
const b = messages.console.bulk;

/** #/rm-admin/userslist: 'User List Table', and the detail of the user in ?user=. */
export function UsersPage() {
  const language = useConsoleLanguage();
  const params = useListParams({ sorts: USER_LIST_SORTS });
  const [openUser, setOpenUser] = useSearchParam('user');
  const [status] = useListFilter('status');
  const [blocked] = useListFilter('blocked');
  const [country] = useListFilter('country');
  const [createdFrom] = useListFilter('from');
  const [createdTo] = useListFilter('to');
  const navigate = useNavigate();
  const countries = useQuery(selectedCountriesLookup());
  const users = useQuery(
    usersQuery({
      page: params.page,
      size: params.size,
      textSearch: params.textSearch,
      sort: params.sort,
      order: params.order,
      status,
      blocked,
      country,
      createdFrom,
      createdTo,
    }),
  );
  const remove = useDeleteUser();
  const { banner, showSuccess, clear } = useStatusBanner();
  const deletion = useConfirmedDelete(
    remove,
    (user: User) => user._id,
    () => {
      setOpenUser('');
      showSuccess(t.deleted);
    },
  );
  // The list's filter exactly as usersQuery sends it: bulk "all matching" and the export read the same rows.
  const listFilter = {
    textSearch: params.textSearch || undefined,
    status: status === 'active' || status === 'pending' ? status : undefined,
    blocked: blocked === 'true' || blocked === 'false' ? blocked : undefined,
    country_id: country || undefined,
    createdFrom: createdFrom || undefined,
    createdTo: createdTo || undefined,
  };
  const bulk = useListBulk({
    route: bulkUsersRoute,
    filter: listFilter,
    pageIds: users.data?.users.map((u) => u._id) ?? [],
    total: users.data?.total,
    actions: [
      { action: 'unblock', label: b.unblockUsers, confirm: b.unblockUsersConfirm },
      { action: 'block', label: b.blockUsers, confirm: b.blockUsersConfirm, danger: true, strikes: true },
    ],
    invalidate: userKeys.all,
    onDone: showSuccess,
  });

  if (openUser) {
    return <UserDetail userId={openUser} onClose={() => setOpenUser('')} onViewPost={(post) => void navigate(`${paths.posts}?post=${post._id}`)} />;
  }

  const columns: Column<User>[] = [
    {
      key: 'name',
      header: t.name,
      sortKey: 'name',
      render: (row) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar {...avatarImageProps(row.photo, 32)} alt="" size={32} radius="xl" />
          <Text size="sm" dir="auto">
            {row.name}
          </Text>
          {row.blocked && (
            <Badge color="red" variant="light" size="xs">
              {t.blocked}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'mobile', header: t.mobile, value: (row) => row.phone },
    { key: 'email', header: t.email, sortKey: 'email', value: (row) => row.email },
    { key: 'country', header: t.country, value: (row) => row.country && countryName(language, row.country) },
    {
      key: 'status',
      header: t.status,
      sortKey: 'status',
      render: (row) => (
        <Badge color={row.status === 'active' ? 'teal' : 'yellow'} variant="light" radius="sm">
          {t[row.status]}
        </Badge>
      ),
    },
    actionsColumn(t.actions, 100, (row) => ({
      name: row.name,
      view: { label: t.view, onClick: () => setOpenUser(row._id) },
      remove: { label: t.delete, onClick: () => deletion.ask(row) },
    })),
  ];

  return (
    <Stack gap="md">
      <StatusBanner banner={banner} onClose={clear} />
      <ListTable
        title={t.listTitle}
        columns={columns}
        {...pagedList(users, (data) => data.users)}
        rowKey={(row) => row._id}
        params={params}
        sizeChoice
        onRowClick={(row) => setOpenUser(row._id)}
        selection={{ state: bulk.selection, label: (row) => row.name }}
        bulkBar={bulk.bulkBar}
        actions={<ExportMenu path={exportUsersRoute.path} filter={listFilter} />}
        filters={
          <>
            <FilterSelect label={f.status} name="status" choices={USER_STATUSES.map((value) => ({ value, label: f[value] }))} />
            <YesNoFilter label={f.blocked} name="blocked" />
            <FilterSelect label={f.country} name="country" choices={(countries.data ?? []).map((c) => ({ value: c._id, label: countryName(language, c) }))} />
            <DayFilter label={f.joinedFrom} name="from" />
            <DayFilter label={f.joinedTo} name="to" />
          </>
        }
        emptyText={t.empty}
      />
      <ConfirmDialog
        message={messages.user.confirmDelete}
        title={deletion.target ? fillTemplate(messages.console.confirm.deleteUser, { name: deletion.target.name }) : undefined}
        {...deletion.dialog}
      />
    </Stack>
  );
}
