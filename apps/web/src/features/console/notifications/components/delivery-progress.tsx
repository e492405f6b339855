import { Badge, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { messages } from '@/i18n/console/messages';
import type { NotificationSummary } from '@souq/contract/notifications';

const t = messages.console.notifications;

/** Each state's share of the devices, in the order the bar shows them. */
const PARTS = [
  { key: 'sent', color: 'teal' },
  { key: 'skipped', color: 'gray.4' },
  { key: 'failed', color: 'red' },
  { key: 'queued', color: 'blue' },
] as const;

/**
 * Where a notification's push deliveries stand, as the outbox reports them: a bar of sent,
 * skipped, failed and queued devices, the counts in words, and delivered/sending.
 */
export function DeliveryProgress({ row }: { row: NotificationSummary }) {
  const total = PARTS.reduce((sum, part) => sum + row.progress[part.key], 0);
  const summary = PARTS.map((part) => `${row.progress[part.key]} ${t[part.key]}`).join(' · ');
  return (
    <Stack gap={4} miw={220}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Badge color={row.complete ? 'teal' : 'blue'} variant={row.complete ? 'light' : 'filled'} radius="sm">
          {row.complete ? t.delivered : t.running}
        </Badge>
        <Text size="xs" c="dimmed">
          {t.devices}: {total}
        </Text>
      </Group>
      <Tooltip label={summary} withArrow>
        <Progress.Root size="md">
          {total > 0 &&
            PARTS.map((part) =>
              row.progress[part.key] > 0 ? (
                <Progress.Section
                  key={part.key}
                  value={(row.progress[part.key] / total) * 100}
                  color={part.color}
                  aria-label={`${t.progress}: ${row.progress[part.key]} ${t[part.key]}`}
                  animated={part.key === 'queued'}
                  striped={part.key === 'queued'}
                />
              ) : null,
            )}
        </Progress.Root>
      </Tooltip>
      <Text size="xs">{summary}</Text>
    </Stack>
  );
}
