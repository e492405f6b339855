import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { messages } from '@/i18n/console/messages';
import type { TicketMessage } from '@souq/contract/support';
import { UserText } from '@/components/console/user-text';
import { formatDateTime } from '@/lib/dates';

const t = messages.console.support;

export interface TicketThreadProps {
  messages: readonly TicketMessage[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** The conversation, oldest first: the member's messages on the left, staff replies on the right. */
export function TicketThread({ messages: thread, hasMore, loadingMore, onLoadMore }: TicketThreadProps) {
  if (thread.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t.noMessages}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Stack gap="xs" component="ol" aria-label={t.thread} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {thread.map((message) => (
          <Paper
            key={message._id}
            component="li"
            withBorder
            radius="md"
            p="sm"
            bg={message.fromStaff ? 'var(--mantine-color-blue-light)' : undefined}
            ml={message.fromStaff ? 'xl' : 0}
            mr={message.fromStaff ? 0 : 'xl'}
          >
            <Group gap={6} justify="space-between" wrap="wrap">
              <Text size="xs" fw={600}>
                <UserText>{message.author?.name ?? t.deletedUser}</UserText>
                {message.fromStaff ? ` · ${t.staff}` : ''}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(message.createdAt)} · {t[message.status]}
              </Text>
            </Group>
            <Text size="sm" mt={4} dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
              {message.message}
            </Text>
          </Paper>
        ))}
      </Stack>
      {hasMore && (
        <Group justify="center">
          <Button variant="subtle" size="xs" leftSection={<IconChevronDown size={14} />} loading={loadingMore} onClick={onLoadMore}>
            {t.moreMessages}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
