import { ActionIcon, Badge, Group, Tooltip } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { messages, translateConsoleText } from '@/i18n/console-messages';
import type { Post } from '@souq/contract/posts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListTable, type Column } from '@/components/list-table';
import { useConfirmedDelete } from '@/components/use-confirmed-delete';
import type { ListParams } from '@/components/use-list-params';
import { ApiError } from '@/lib/api-client';
import { formatIndianDate } from '@/lib/dates';
import { postsQuery, useDeletePost } from '@/queries/posts';

const t = messages.console.posts;

function deleteFailure(error: Error): string {
  const reason = error instanceof ApiError && error.message ? translateConsoleText(error.message) : messages.post.unknownError;
  return `${messages.post.deleteFailed}${reason}`;
}

export interface PostsTableProps {
  params: ListParams;
  /** Only this user's posts (the user detail). */
  userId?: string;
  title?: string;
  onView: (post: Post) => void;
  onDeleted?: () => void;
}

/** The post list of spec section 2: 10 a page, view and delete (after the user-delete question). */
export function PostsTable({ params, userId, title = t.listTitle, onView, onDeleted }: PostsTableProps) {
  const posts = useQuery(postsQuery({ page: params.page, textSearch: params.textSearch, userId }));
  const remove = useDeletePost();
  const deletion = useConfirmedDelete(remove, (post: Post) => post._id, () => onDeleted?.(), deleteFailure);

  const columns: Column<Post>[] = [
    { key: 'user', header: t.userPosted, value: (row) => row.user_id.name },
    { key: 'title', header: t.title, value: (row) => row.title },
    { key: 'description', header: t.description, value: (row) => row.description },
    { key: 'files', header: t.multipleFiles, value: (row) => (row.media.length > 0 ? t.yes : t.no) },
    { key: 'date', header: t.postDate, value: (row) => formatIndianDate(row.createdAt) },
    {
      key: 'status',
      header: t.status,
      render: (row) => (
        <Badge color={row.active ? 'teal' : 'gray'} variant="light" radius="sm" miw="max-content">
          {row.active ? t.active : t.notActive}
        </Badge>
      ),
    },
    {
      key: 'action',
      header: t.action,
      width: 100,
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <Tooltip label={t.view} withArrow>
            <ActionIcon variant="light" aria-label={`${t.view} ${row.title}`} onClick={() => onView(row)}>
              <IconEye size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t.delete} withArrow>
            <ActionIcon variant="light" color="red" aria-label={`${t.delete} ${row.title}`} onClick={() => deletion.ask(row)}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <>
      <ListTable
        title={title}
        columns={columns}
        rows={posts.data?.posts}
        rowKey={(row) => row._id}
        loading={posts.isFetching}
        error={posts.error}
        params={params}
        searchable={!userId}
        paginated
        isNext={posts.data?.isNext ?? false}
        emptyText={t.empty}
      />
      {/* The spec reuses the user question for posts. */}
      <ConfirmDialog message={messages.user.confirmDelete} {...deletion.dialog} />
    </>
  );
}
