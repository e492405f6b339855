import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ModerationItem } from '@souq/contract/moderation';
import { messages } from '@/i18n/console/messages';
import { Thumbnail } from '@/components/console/thumbnail';
import { UserText } from '@/components/console/user-text';

/** What the server found itself: the signals as badges, for the queue's rows. */
export function SignalBadges({ item }: { item: ModerationItem }) {
  const m = messages.console.moderation;
  if (item.signals.length === 0) return null;
  return (
    <Group gap={4}>
      {item.signals.map((signal) => (
        <Badge key={signal} size="xs" variant="light" color={signal === 'watched_word_flag' ? 'blue' : 'red'} c="dark">
          {m.signals[signal]}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * The panel's account of what the server found: the watched words the text hit, a held item's
 * choices, and a suspected copy's original beside it (title, seller, photo, page), so staff
 * compare the two without leaving the queue.
 */
export function ServerSignals({ item }: { item: ModerationItem }) {
  const m = messages.console.moderation;
  if (item.signals.length === 0) return null;
  const copied = item.signals.includes('suspected_copy');
  return (
    <Stack gap="xs">
      <SignalBadges item={item} />
      {item.watchedWords.length > 0 && (
        <Text size="sm">
          {m.watchedWordsFound}:{' '}
          {item.watchedWords.map((word) => (
            <Badge key={word} me={4} size="sm" variant="outline" color="dark" tt="none">
              <bdi>{word}</bdi>
            </Badge>
          ))}
        </Text>
      )}
      {item.signals.includes('watched_word_hold') && item.state === 'open' && (
        <Alert color="orange" variant="light" p="xs">
          <Text size="sm">{m.heldHint}</Text>
        </Alert>
      )}
      {copied && (
        <Paper withBorder p="sm" component="section" aria-labelledby="moderation-copy-of-title">
          <Title order={3} size="h5" id="moderation-copy-of-title" mb="xs">
            {m.copyOfTitle}
          </Title>
          {item.copyOf ? (
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={4}>
                <Text fw={600}>
                  <UserText>{item.copyOf.title}</UserText>
                </Text>
                {item.copyOf.author && (
                  <Text size="sm">
                    {m.author}: <UserText>{item.copyOf.author.name}</UserText>
                  </Text>
                )}
                {item.copyOf.text && (
                  <Text size="sm" dir="auto" lineClamp={3}>
                    {item.copyOf.text}
                  </Text>
                )}
                {item.copyOf.listing && (
                  <Anchor size="sm" href={item.copyOf.listing.pagePath} target="_blank" rel="noopener noreferrer">
                    {m.openListingPage}
                  </Anchor>
                )}
              </Stack>
              {item.copyOf.image && <Thumbnail src={item.copyOf.image} alt={item.copyOf.title} size={96} linkOriginal />}
            </Group>
          ) : (
            <Text size="sm">{m.copyOfGone}</Text>
          )}
        </Paper>
      )}
    </Stack>
  );
}
