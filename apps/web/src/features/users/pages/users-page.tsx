import { ActionIcon, Avatar, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messages } from '@/i18n/console-messages';
import type { User } from '@souq/contract/users';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListTable, pagedList, type Column } from '@/components/list-table';
import { StatusBanner, useStatusBanner } from '@/components/status-banner';
import { useConfirmedDelete } from '@/components/use-confirmed-delete';
import { useListParams } from '@/components/use-list-params';
import { useSearchParam } from '@/components/use-search-param';
import { paths } from '@/lib/console-paths';
import { useDeleteUser, usersQuery } from '../api';
import { UserDetail } from '../components/user-detail';
import { safeMediaUrl } from '@/lib/safe-url';

const t = messages.console.users;

/** #/rm-admin/userslist: 'User List Table', and the detail of the user in ?user=. */
export function UsersPage() {
  const params = useListParams();
  const [openUser, setOpenUser] = useSearchParam('user');
  const navigate = useNavigate();
  const users = useQuery(usersQuery(params.page, params.textSearch));
  const remove = useDeleteUser();
  const { banner, showSuccess, clear } = useStatusBanner();
  const deletion = useConfirmedDelete(remove, (user: User) => user._id, () => {
    setOpenUser('');
    showSuccess(t.deleted);
  });

  if (openUser) {
    return (
      <UserDetail
        userId={openUser}
        onClose={() => setOpenUser('')}
        onViewPost={(post) => void navigate(`${paths.posts}?post=${post._id}`)}
      />
    );
  }

  const columns: Column<User>[] = [
    {
      key: 'name',
      header: t.name,
      render: (row) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={safeMediaUrl(row.photo)} alt="" size={32} radius="xl" />
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
    { key: 'email', header: t.email, value: (row) => row.email },
    { key: 'country', header: t.country, value: (row) => row.country?.country_english },
    {
      key: 'status',
      header: t.status,
      render: (row) => (
        <Badge color={row.status === 'active' ? 'teal' : 'yellow'} variant="light" radius="sm">
          {t[row.status]}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t.actions,
      width: 100,
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <Tooltip label={t.view} withArrow>
            <ActionIcon variant="light" aria-label={`${t.view} ${row.name}`} onClick={() => setOpenUser(row._id)}>
              <IconEye size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t.delete} withArrow>
            <ActionIcon variant="light" color="red" aria-label={`${t.delete} ${row.name}`} onClick={() => deletion.ask(row)}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
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
        emptyText={t.empty}
      />
      <ConfirmDialog message={messages.user.confirmDelete} {...deletion.dialog} />
    </Stack>
  );
}
