import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fillTemplate } from '@souq/contract/fill-template';
import { messages } from '@/i18n/console/messages';
import { ErrorAlert } from '@/components/console/error-alert';
import { UserText } from '@/components/console/user-text';
import { formatDateTime } from '@/lib/dates';
import { userStrikesQuery } from '@/queries/strikes';

/**
 * A member's strikes on their record: how many stand (not undone, not overturned on appeal) and
 * each decision with its reason, who made it, and its appeal.
 */
export function UserStrikes({ userId }: { userId: string }) {
  const s = messages.console.strikes;
  const reasons = messages.console.moderation.reportCategories;
  const record = useQuery(userStrikesQuery(userId));
  const data = record.data;
  return (
    <Paper withBorder radius="md" p="lg" shadow="xs" component="section" aria-labelledby="user-strikes-title">
      <Group gap="sm" mb="sm">
        <Title order={2} size="h4" id="user-strikes-title">
          {s.record}
        </Title>
        {data && (
          <Badge color={data.count > 0 ? 'red' : 'gray'} variant="light" data-testid="strike-count">
            {fillTemplate(s.count, { count: String(data.count) })}
          </Badge>
        )}
      </Group>
      <ErrorAlert error={record.error} />
      {data && data.strikes.length === 0 && <Text c="dimmed">{s.none}</Text>}
      {data && data.strikes.length > 0 && (
        <Table striped withTableBorder aria-labelledby="user-strikes-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{s.subject}</Table.Th>
              <Table.Th>{s.reason}</Table.Th>
              <Table.Th>{messages.console.moderation.history}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.strikes.map((strike) => (
              <Table.Tr key={strike._id}>
                <Table.Td>
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>
                      {s.actions[strike.action]}
                    </Text>
                    {strike.subject.title && strike.subject.type !== 'user' && (
                      <Text size="sm">
                        <UserText>{strike.subject.title}</UserText>
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Text size="sm">{reasons[strike.reason]}</Text>
                    {strike.note && (
                      <Text size="sm" c="dimmed">
                        <UserText>{strike.note}</UserText>
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Text size="sm">
                      {formatDateTime(strike.createdAt)}
                      {strike.actor && (
                        <>
                          {' '}
                          <UserText>{fillTemplate(s.by, { name: strike.actor.name })}</UserText>
                        </>
                      )}
                    </Text>
                    {strike.undone && (
                      <Badge color="gray" variant="outline">
                        {s.wasUndone}
                      </Badge>
                    )}
                    {strike.appeal && (
                      <Badge color={strike.appeal.state === 'overturned' ? 'green' : strike.appeal.state === 'upheld' ? 'red' : 'yellow'} variant="light">
                        {s.appealStates[strike.appeal.state]}
                      </Badge>
                    )}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
