import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { fillTemplate } from '@souq/contract/fill-template';
import { messages } from '@/i18n/console/messages';
import { UserText } from '@/components/console/user-text';
import { errorText } from '@/lib/api-client';
import { paths } from '@/lib/console/paths';
import { formatDateTime } from '@/lib/dates';
import { chatWarningSendersQuery } from '../api';

const t = messages.console.chatWarnings;

/**
 * The queue's chat warnings: each member whose messages hit the rules, how many did, and the
 * latest texts, so an admin can judge and block from the member's page. Their messages were
 * delivered (a hit never blocks); this is where a pattern shows.
 */
export function ChatWarningSenders() {
  const senders = useQuery(chatWarningSendersQuery());
  return (
    <Stack gap="xs" component="section" aria-labelledby="chat-warning-senders">
      <Title order={2} size="h4" id="chat-warning-senders">
        {t.queueTitle}
      </Title>
      <Text size="sm" c="dimmed">
        {t.queueIntro}
      </Text>
      {senders.isError && (
        <Text role="alert" c="red">
          {errorText(senders.error)}
        </Text>
      )}
      {senders.isSuccess && senders.data.senders.length === 0 && <Text>{t.queueEmpty}</Text>}
      {senders.data?.senders.map((row) => (
        <Paper key={row.sender._id} withBorder p="sm" radius="md" data-testid="chat-warning-sender">
          <Group justify="space-between" wrap="wrap">
            <Group gap="xs">
              <Anchor
                component={Link}
                to={`${paths.userslist}?search=${encodeURIComponent(row.sender.name)}`}
                aria-label={fillTemplate(t.findMember, { name: row.sender.name })}
              >
                <UserText>{row.sender.name}</UserText>
              </Anchor>
              {row.sender.blocked && <Badge color="red">{t.blocked}</Badge>}
            </Group>
            <Text size="sm">{fillTemplate(t.hits, { count: String(row.hits) })}</Text>
            <Text size="sm" c="dimmed">
              {t.lastHit}: {formatDateTime(row.lastHitAt)}
            </Text>
          </Group>
          <Stack gap={4} mt={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {row.latest.map((hit) => (
              <Text key={hit.createdAt.toISOString() + hit.body} component="li" size="sm">
                <UserText>{hit.body}</UserText>{' '}
                <Text span c="dimmed" size="xs">
                  ({hit.warnings.map((category) => t.categories[category]).join(' · ')})
                </Text>
              </Text>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
