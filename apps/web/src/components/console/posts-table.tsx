import { Badge } from '@mantine/core';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { messages, translateConsoleText } from '@/i18n/console/messages';
import type { Post } from '@souq/contract/posts';
import { StrikeReasonDialog } from '@/components/console/strike-reason-dialog';
import { RowActions } from '@/components/console/row-actions';
import { ListTable, type Column } from '@/components/console/list-table';
import type { ListParams } from '@/components/console/use-list-params';
import { useListFilter, YesNoFilter } from '@/components/console/list-filters';
import { ApiError } from '@/lib/api-client';
import { formatIndianDate } from '@/lib/dates';
import { postKeys, postsQuery, useDeletePost } from '@/queries/posts';
import { bulkPostsRoute, exportPostsRoute } from '@souq/contract/console-lists';
import { getAllPostsRoute } from '@souq/contract/posts';
import { fillTemplate } from '@souq/contract/fill-template';
import { callRoute } from '@/lib/api-client';
import { BulkActionBar, type BulkAction, type BulkStrikeChoice, type BulkTarget } from '@/components/console/bulk-action-bar';
import { ExportMenu } from '@/components/console/export-menu';
import { useRowSelection } from '@/components/console/row-selection';
import { useMatchingTotal } from '@/components/console/use-matching-total';

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
  /** Row selection with bulk hide/show and the export menu (the posts screen); the text after an action. */
  onBulkDone?: (message: string) => void;
}

const b = messages.console.bulk;

/** The console's post list: 10 a page, view and delete (after the user-delete question and a reason). */
export function PostsTable({ params, userId, title = t.listTitle, onView, onDeleted, onBulkDone }: PostsTableProps) {
  // The list filters, on the posts screen (the user detail shows one member's posts unfiltered).
  const [hiddenFilter] = useListFilter('hidden');
  const [reportedFilter] = useListFilter('reported');
  const hidden = userId ? '' : hiddenFilter;
  const reported = userId ? '' : reportedFilter;
  const posts = useQuery(
    postsQuery({
      page: params.page,
      size: params.size,
      textSearch: params.textSearch,
      userId,
      sort: params.sort,
      order: params.order,
      hidden,
      reported,
    }),
  );
  const remove = useDeletePost();
  // Deleting a member's post is a decision told to them: staff choose why, as for hiding it.
  const [deleting, setDeleting] = useState<Post | null>(null);
  const askDelete = (post: Post) => {
    remove.reset();
    setDeleting(post);
  };
  // The list's filter exactly as the list sends it: bulk "all matching" and the export read the same rows.
  const filter = {
    textSearch: params.textSearch || undefined,
    user_id: userId || undefined,
    hidden: hidden === 'true' || hidden === 'false' ? hidden : undefined,
    reported: reported === 'true' || reported === 'false' ? reported : undefined,
  };
  const selection = useRowSelection(JSON.stringify(filter));
  const pageIds = posts.data?.posts.map((p) => p._id) ?? [];
  const wholePage = pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id));
  const total = useMatchingTotal(getAllPostsRoute, filter, Boolean(onBulkDone) && wholePage);
  const queryClient = useQueryClient();
  const run = (action: 'hide' | 'show') => async (target: BulkTarget, strike?: BulkStrikeChoice) => {
    const result = await callRoute(bulkPostsRoute, { action, ...target, ...strike });
    await queryClient.invalidateQueries({ queryKey: postKeys.all });
    return result;
  };
  const bulkActions: BulkAction[] = [
    { key: 'show', label: b.showPosts, confirm: b.showPostsConfirm, run: run('show') },
    { key: 'hide', label: b.hidePosts, confirm: b.hidePostsConfirm, run: run('hide'), danger: true, strikes: true },
  ];

  const columns: Column<Post>[] = [
    { key: 'user', header: t.userPosted, value: (row) => row.user_id.name },
    { key: 'title', header: t.title, sortKey: 'title', value: (row) => row.title },
    { key: 'description', header: t.description, value: (row) => row.description },
    { key: 'files', header: t.multipleFiles, value: (row) => (row.media.length > 0 ? t.yes : t.no) },
    { key: 'date', header: t.postDate, sortKey: 'createdAt', firstOrder: 'desc', value: (row) => formatIndianDate(row.createdAt) },
    {
      key: 'status',
      header: t.status,
      sortKey: 'status',
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
        <RowActions name={row.title} view={{ label: t.view, onClick: () => onView(row) }} remove={{ label: t.delete, onClick: () => askDelete(row) }} />
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
        onRetry={() => void posts.refetch()}
        params={params}
        searchable={!userId}
        paginated
        isNext={posts.data?.isNext ?? false}
        total={posts.data?.total}
        totalExact={posts.data?.totalExact}
        sizeChoice
        onRowClick={onView}
        filters={
          userId ? undefined : (
            <>
              <YesNoFilter label={messages.console.list.filters.hidden} name="hidden" />
              <YesNoFilter label={messages.console.list.filters.reported} name="reported" />
            </>
          )
        }
        emptyText={t.empty}
        {...(onBulkDone
          ? {
              selection: { state: selection, label: (row: Post) => row.title },
              bulkBar: <BulkActionBar selection={selection} pageIds={pageIds} total={total} filter={filter} actions={bulkActions} onDone={onBulkDone} />,
              actions: <ExportMenu path={exportPostsRoute.path} filter={filter} />,
            }
          : {})}
      />
      {/* The spec reuses the user question for posts. */}
      <StrikeReasonDialog
        opened={deleting !== null}
        title={deleting ? fillTemplate(messages.console.confirm.deletePost, { name: deleting.title }) : ''}
        message={messages.user.confirmDelete}
        confirmLabel={messages.console.confirm.yes}
        busy={remove.isPending}
        error={remove.error ? deleteFailure(remove.error) : null}
        onCancel={() => setDeleting(null)}
        onConfirm={({ reason, note }) => {
          if (!deleting) return;
          remove.mutate(
            { postId: deleting._id, reason, note },
            {
              onSuccess: () => {
                setDeleting(null);
                onDeleted?.();
              },
            },
          );
        }}
      />
    </>
  );
}
