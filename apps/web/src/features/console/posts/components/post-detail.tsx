import { useState } from 'react';
import { Avatar, Badge, Checkbox, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@/i18n/console/messages';
import { ListTable, pagedList, type Column } from '@/components/console/list-table';
import { StatusBanner, useStatusBanner } from '@/components/console/status-banner';
import { Thumbnail } from '@/components/console/thumbnail';
import type { ListParams } from '@/components/console/use-list-params';
import { PAGE_SIZE } from '@souq/contract/constants';
import { errorText } from '@/lib/api-client';
import { formatDateTime, formatGermanDate } from '@/lib/dates';
import type { PostReport } from '@souq/contract/posts';
import { commentsQuery, postQuery, postReportsQuery, useHidePost } from '../api';
import type { StrikeReason } from '@souq/contract/strike-reason';
import { StrikeReasonDialog } from '@/components/console/strike-reason-dialog';
import { useOfferUndo } from '@/queries/strikes';
import { AuditLink } from '@/components/console/audit-link';
import { BackButton } from '@/components/console/back-button';
import { ErrorAlert } from '@/components/console/error-alert';
import { avatarImageProps } from '@/lib/photo';

const t = messages.console.posts;

function Total({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  );
}

/** Post Reported Table: 10 a page, paged on its own (not in the address). */
function ReportsTable({ postId }: { postId: string }) {
  const [page, setPage] = useState(1);
  const reports = useQuery(postReportsQuery(postId, page));
  const noop = () => undefined;
  const params: ListParams = {
    page,
    textSearch: '',
    size: PAGE_SIZE,
    sort: undefined,
    order: undefined,
    setPage,
    setTextSearch: noop,
    setSize: noop,
    setSort: noop,
  };
  const columns: Column<PostReport>[] = [
    { key: 'id', header: t.reportedUserId, value: (row) => row.reported_user_id._id },
    { key: 'name', header: t.reportedUserName, value: (row) => row.reported_user_id.name },
    { key: 'description', header: t.description, value: (row) => row.report_description },
    { key: 'date', header: t.date, value: (row) => formatGermanDate(row.createdAt) },
  ];
  return (
    <ListTable
      title={t.reportedTable}
      columns={columns}
      {...pagedList(reports, (data) => data.reported)}
      rowKey={(row) => row._id}
      params={params}
      searchable={false}
      emptyText={t.noReports}
    />
  );
}

/** One post: poster, totals, 'Show posts' (changes only after success), latest comments, reports. */
export function PostDetail({ postId, onBack }: { postId: string; onBack: () => void }) {
  const post = useQuery(postQuery(postId));
  const comments = useQuery(commentsQuery(postId));
  const hide = useHidePost();
  const { banner, showSuccess, showError, clear } = useStatusBanner();
  const data = post.data;
  const [asking, setAsking] = useState(false);
  const offerUndo = useOfferUndo();

  // Hiding asks why first (the author is told); showing again needs no reason.
  const setShown = (active: boolean, choice?: { reason: StrikeReason; note: string | null }) => {
    if (!data) return;
    if (!active && !choice) {
      setAsking(true);
      return;
    }
    hide.mutate(
      { post_id: data._id, active, ...choice },
      {
        onSuccess: () => {
          setAsking(false);
          showSuccess(messages.generic.updateSuccess);
          if (!active) offerUndo(messages.console.strikes.acted.hide, { subject_type: 'post', subject_id: data._id });
        },
        onError: (error) => {
          setAsking(false);
          showError(errorText(error));
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <BackButton label={t.back} onClick={onBack} />
      <StatusBanner banner={banner} onClose={clear} />
      {post.isPending && <Loader role="status" aria-label={messages.console.list.loading} />}
      <ErrorAlert error={post.error} />
      {data && (
        <Paper withBorder radius="md" p="lg" shadow="xs" component="section" aria-label={data.title}>
          <Stack gap="md">
            <Group gap="sm">
              <Avatar {...avatarImageProps(data.user_id.photo, 38)} alt="" radius="xl" />
              <Text fw={600} dir="auto">
                {data.user_id.name}
              </Text>
              <Badge color={data.active ? 'teal' : 'gray'} variant="light">
                {data.active ? t.active : t.notActive}
              </Badge>
            </Group>
            <Title order={2} size="h3" dir="auto">
              {data.title}
            </Title>
            <Text size="sm" c="dimmed">
              {formatDateTime(data.createdAt)}
            </Text>
            {data.description && (
              <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                {data.description}
              </Text>
            )}
            {data.media.length > 0 && (
              <Group gap="sm">
                {data.media.map((item) => (
                  <Thumbnail key={item.url} src={item.type === 'image' ? item.url : null} alt={`${t.media}: ${item.url}`} linkOriginal />
                ))}
              </Group>
            )}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Total label={t.totalLikes} value={data.totalLikes} />
              <Total label={t.totalShares} value={data.totalShares} />
              <Total label={t.totalComments} value={data.totalComments} />
            </SimpleGrid>
            <Group gap="xl">
              <Checkbox label={t.showPosts} checked={data.active} disabled={hide.isPending} onChange={(event) => setShown(event.currentTarget.checked)} />
              <AuditLink recordType="post" recordId={data._id} label={t.history} />
            </Group>
          </Stack>
        </Paper>
      )}
      <StrikeReasonDialog
        opened={asking}
        title={messages.console.strikes.hideTitle}
        onConfirm={(choice) => setShown(false, choice)}
        onCancel={() => setAsking(false)}
        busy={hide.isPending}
      />
      <Paper withBorder radius="md" p="lg" shadow="xs" component="section" aria-label={t.comments}>
        <Title order={3} size="h4" mb="sm">
          {`${t.comments} (${comments.data?.total ?? 0})`}
        </Title>
        {comments.data?.comments.length === 0 && <Text c="dimmed">{t.noComments}</Text>}
        <Table>
          <Table.Tbody>
            {comments.data?.comments.map((comment) => (
              <Table.Tr key={comment._id}>
                <Table.Td w={48}>
                  <Avatar {...avatarImageProps(comment.commenting_user_id.photo, 32)} alt="" size={32} radius="xl" />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600} dir="auto">
                    {comment.commenting_user_id.name}
                  </Text>
                  <Text size="sm" dir="auto">
                    {comment.comments}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <ReportsTable postId={postId} />
    </Stack>
  );
}
