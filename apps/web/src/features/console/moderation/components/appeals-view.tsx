import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { StaffStrike } from '@souq/contract/strikes';
import { messages } from '@/i18n/console/messages';
import { UserText } from '@/components/console/user-text';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import { appealsQuery, useDecideAppeal } from '../api';
import { useCardKeys } from '../use-card-keys';
import { ShortcutsHelp } from './shortcuts-help';

/**
 * The appeals tab of the moderation queue: each appeal with the decision it is against, oldest
 * first; j/k move, u upholds, o overturns (overturning reverses the decision).
 */
export function AppealsView() {
  const s = messages.console.strikes;
  const m = messages.console.moderation;
  const appeals = useInfiniteQuery(appealsQuery());
  const items: StaffStrike[] = appeals.data?.pages.flatMap((page) => page.appeals) ?? [];
  const [note, setNote] = useState('');
  const [helpOpen, setHelpOpen] = useState(false);
  const decide = useDecideAppeal();

  const decideOn = (strike: StaffStrike, outcome: 'uphold' | 'overturn') => {
    if (decide.isPending) return;
    decide.mutate(
      { strike_id: strike._id, outcome, note },
      {
        onSuccess: () => notifySuccess(outcome === 'overturn' ? s.overturned : s.upheld),
        onError: (error) => notifyError(errorText(error)),
      },
    );
  };

  const { selected, cardProps } = useCardKeys(items, { u: (item) => decideOn(item, 'uphold'), o: (item) => decideOn(item, 'overturn') }, () =>
    setHelpOpen(true),
  );
  useEffect(() => setNote(''), [selected?._id]);

  if (appeals.isPending) return <Loader role="status" aria-label={s.appealsLabel} />;
  if (appeals.isError) {
    return (
      <Alert color="red" role="alert">
        {errorText(appeals.error)}
      </Alert>
    );
  }
  if (items.length === 0) return <Text>{s.appealsEmpty}</Text>;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {s.appealsHint}
      </Text>
      <Stack gap="sm" role="list" aria-label={s.appealsLabel}>
        {items.map((item, i) => {
          const isSelected = item._id === selected?._id;
          return (
            <Card key={item._id} role="listitem" withBorder padding="md" {...cardProps(item, i)}>
              <Stack gap={6}>
                <Group gap="xs" wrap="wrap">
                  <Badge variant="light">{s.actions[item.action]}</Badge>
                  <Badge variant="outline">{m.reportCategories[item.reason]}</Badge>
                  <Text size="sm">
                    {s.member}: <UserText>{item.member.name}</UserText>
                  </Text>
                </Group>
                {item.subject.title && (
                  <Text fw={600}>
                    <UserText>{item.subject.title}</UserText>
                  </Text>
                )}
                {item.note && (
                  <Text size="sm" c="dimmed">
                    <UserText>{item.note}</UserText>
                  </Text>
                )}
                <Text size="sm" fw={600}>
                  {s.appealText}
                </Text>
                <Text style={{ whiteSpace: 'pre-wrap' }}>
                  <UserText>{item.appeal?.text ?? ''}</UserText>
                </Text>
                {item.appeal && (
                  <Text size="xs" c="dimmed">
                    {s.appealedAt}: {formatDateTime(item.appeal.createdAt)}
                  </Text>
                )}
                {isSelected && (
                  <Textarea label={s.decisionNote} value={note} onChange={(event) => setNote(event.currentTarget.value)} maxLength={1000} autosize dir="auto" />
                )}
                <Group gap="sm">
                  <Button size="xs" variant="default" onClick={() => decideOn(item, 'uphold')} loading={decide.isPending && isSelected}>
                    {s.uphold}
                  </Button>
                  <Button size="xs" color="green" onClick={() => decideOn(item, 'overturn')} loading={decide.isPending && isSelected}>
                    {s.overturn}
                  </Button>
                </Group>
              </Stack>
            </Card>
          );
        })}
      </Stack>
      {appeals.hasNextPage && (
        <Button variant="default" onClick={() => void appeals.fetchNextPage()} loading={appeals.isFetchingNextPage}>
          {m.loadMore}
        </Button>
      )}
      <ShortcutsHelp view="appeals" opened={helpOpen} onClose={() => setHelpOpen(false)} />
    </Stack>
  );
}
