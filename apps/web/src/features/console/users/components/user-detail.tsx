import { useState } from 'react';
import { ActionIcon, Anchor, Avatar, Checkbox, Group, Loader, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { USER_STATUSES } from '@souq/contract/constants';
import { fillTemplate } from '@souq/contract/fill-template';
import { messages } from '@/i18n/console/messages';
import type { Post } from '@souq/contract/posts';
import type { StrikeReason } from '@souq/contract/strike-reason';
import { StrikeReasonDialog } from '@/components/console/strike-reason-dialog';
import { useOfferUndo } from '@/queries/strikes';
import { UserStrikes } from './user-strikes';
import { StatusBanner, useStatusBanner } from '@/components/console/status-banner';
import { useListParams } from '@/components/console/use-list-params';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { useBlockUser, userQuery, useUserStatus } from '../api';
import { AuditLink } from '@/components/console/audit-link';
import { PostsTable } from '@/components/console/posts-table';
import { ErrorAlert } from '@/components/console/error-alert';
import { Fact } from '@/components/console/fact';
import { avatarImageProps } from '@/lib/photo';
import { safeMediaUrl } from '@/lib/safe-url';
import { countryName } from '@/lib/names';
import { useConsoleLanguage } from '@/i18n/console/language-state';

const t = messages.console.users;

export interface UserDetailProps {
  userId: string;
  onClose: () => void;
  onViewPost: (post: Post) => void;
}

/** The user detail panel: facts, status select, block checkbox (after a question), their posts. */
export function UserDetail({ userId, onClose, onViewPost }: UserDetailProps) {
  const language = useConsoleLanguage();
  const user = useQuery(userQuery(userId));
  const status = useUserStatus();
  const block = useBlockUser();
  const [confirmBlock, setConfirmBlock] = useState(false);
  const { banner, showSuccess, showError, clear } = useStatusBanner();
  const postParams = useListParams({ prefix: 'user_' });
  const busy = user.isFetching || status.isPending || block.isPending;
  const data = user.data;

  const offerUndo = useOfferUndo();
  // Blocking asks the spec's question and why (the member is told); unblocking needs no reason.
  const setBlocked = (toBlock: boolean, choice?: { reason: StrikeReason; note: string | null }) => {
    if (!data) return;
    block.mutate(
      { block_user_id: data._id, toBlock, ...choice },
      {
        onSuccess: () => {
          setConfirmBlock(false);
          showSuccess(messages.generic.updateSuccess);
          if (toBlock) offerUndo(messages.console.strikes.acted.block, { subject_type: 'user', subject_id: data._id });
        },
        onError: (error) => {
          setConfirmBlock(false);
          showError(errorText(error));
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="lg" shadow="xs" aria-label={t.detailTitle} component="section">
        <Group justify="space-between" mb="md">
          <Group gap="sm">
            <Title order={2} size="h3">
              {t.detailTitle}
            </Title>
            {busy && <Loader size="sm" role="status" aria-label={messages.console.list.loading} />}
          </Group>
          <ActionIcon variant="subtle" color="gray" aria-label={t.close} onClick={onClose}>
            <IconX size={20} />
          </ActionIcon>
        </Group>
        <StatusBanner banner={banner} onClose={clear} />
        <ErrorAlert error={user.error} />
        {data && (
          <Group align="flex-start" gap="xl" wrap="nowrap">
            {safeMediaUrl(data.photo) ? (
              // Staff judge a member's photo as it was uploaded, not the small copy.
              <Anchor
                href={safeMediaUrl(data.photo)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={fillTemplate(messages.console.image.original, { name: data.name })}
              >
                <Avatar {...avatarImageProps(data.photo, 96, false)} alt={data.name} size={96} radius="md" />
              </Anchor>
            ) : (
              <Avatar alt={data.name} size={96} radius="md" />
            )}
            <Stack gap="md" style={{ flex: 1 }}>
              <Text fw={700} size="lg" dir="auto">
                {data.name}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Fact label={t.created} dir="auto">
                  {formatDateTime(data.createdAt) || '—'}
                </Fact>
                <Fact label={t.email} dir="auto">
                  {data.email || '—'}
                </Fact>
                <Fact label={t.gender} dir="auto">
                  {data.gender || '—'}
                </Fact>
                <Fact label={t.country} dir="auto">
                  {(data.country && countryName(language, data.country)) || '—'}
                </Fact>
                <Fact label={t.mobile} dir="auto">
                  {data.phone || '—'}
                  {data.phone && (
                    <Text component="span" display="block" size="sm" c={data.phoneVerifiedAt ? 'teal.8' : 'dimmed'}>
                      {data.phoneVerifiedAt ? fillTemplate(t.phoneVerified, { date: formatDateTime(data.phoneVerifiedAt) }) : t.phoneUnverified}
                    </Text>
                  )}
                </Fact>
              </SimpleGrid>
              <Group gap="xl" align="flex-end">
                <NativeSelect
                  label={t.status}
                  value={data.status}
                  data={USER_STATUSES.map((value) => ({ value, label: t[value] }))}
                  disabled={busy}
                  onChange={(event) =>
                    status.mutate(
                      { user_id: data._id, isActive: event.currentTarget.value === 'active' ? 'active' : 'pending' },
                      { onSuccess: () => showSuccess(messages.generic.updateSuccess), onError: (error) => showError(errorText(error)) },
                    )
                  }
                  w={180}
                />
                <Checkbox
                  label={t.blocked}
                  checked={data.blocked}
                  disabled={busy}
                  onChange={(event) => (event.currentTarget.checked ? setConfirmBlock(true) : setBlocked(false))}
                  mb={8}
                />
                <AuditLink recordType="user" recordId={data._id} label={t.history} />
              </Group>
            </Stack>
          </Group>
        )}
      </Paper>
      <UserStrikes userId={userId} />
      <PostsTable params={postParams} userId={userId} title={t.userPosts} onView={onViewPost} />
      <StrikeReasonDialog
        opened={confirmBlock}
        title={messages.console.confirm.title}
        message={messages.user.confirmBlock}
        confirmLabel={messages.console.confirm.yes}
        busy={block.isPending}
        onConfirm={(choice) => setBlocked(true, choice)}
        onCancel={() => setConfirmBlock(false)}
      />
    </Stack>
  );
}
