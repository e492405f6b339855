import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fillTemplate } from '@souq/contract/fill-template';
import type { ReportedRating } from '@souq/contract/members-ratings';
import { messages } from '@/i18n/console/messages';
import { ConfirmDialog } from '@/components/console/confirm-dialog';
import { UserText } from '@/components/console/user-text';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import { reportedRatingsQuery, useRatingDecision } from '../api';
import { useCardKeys } from '../use-card-keys';
import { ShortcutsHelp } from './shortcuts-help';

const t = messages.console.ratings;

/**
 * The queue's reported ratings tab: what the rating says, who rated whom about which listing, and
 * its open reports; an admin removes it (asked first) or dismisses the reports, by button or key
 * (j/k move, r removes, d dismisses). Both are audited.
 */
export function ReportedRatings() {
  const ratings = useQuery(reportedRatingsQuery());
  const decide = useRatingDecision();
  const [removing, setRemoving] = useState<ReportedRating | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);

  function act(id: string, action: 'remove' | 'dismiss') {
    decide.mutate(
      { id, action },
      {
        onSuccess: () => {
          setRemoving(null);
          notifySuccess(action === 'remove' ? t.removed : t.dismissed);
        },
        onError: (error) => notifyError(errorText(error)),
      },
    );
  }

  const items = ratings.data?.ratings ?? [];
  const { cardProps } = useCardKeys(items, { r: (rating) => setRemoving(rating), d: (rating) => !decide.isPending && act(rating._id, 'dismiss') }, () =>
    setHelpOpen(true),
  );

  return (
    <Stack gap="xs" component="section" aria-labelledby="reported-ratings">
      <Title order={2} size="h4" id="reported-ratings">
        {t.queueTitle}
      </Title>
      <Text size="sm" c="dimmed">
        {t.queueIntro} {t.keysHint}
      </Text>
      {ratings.isError && (
        <Text role="alert" c="red">
          {errorText(ratings.error)}
        </Text>
      )}
      {ratings.isSuccess && items.length === 0 && <Text>{t.queueEmpty}</Text>}
      <Stack gap="xs" role="list" aria-label={t.queueTitle}>
        {items.map((rating, i) => (
          <Paper key={rating._id} withBorder p="sm" radius="md" data-testid="reported-rating" role="listitem" {...cardProps(rating, i)}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap">
                <Text fw={600}>
                  {fillTemplate(t.about, { rater: '\u2068' + rating.rater.name + '\u2069', rated: '\u2068' + rating.rated.name + '\u2069' })}
                </Text>
                <Badge color="dark">{fillTemplate(t.stars, { count: String(rating.stars) })}</Badge>
              </Group>
              {rating.classified && (
                <Text size="sm" c="dimmed">
                  {fillTemplate(t.listing, { title: '\u2068' + rating.classified.title + '\u2069' })}
                </Text>
              )}
              {rating.comment && <UserText>{rating.comment}</UserText>}
              {rating.reply && (
                <Text size="sm">
                  {t.reply}: <UserText>{rating.reply}</UserText>
                </Text>
              )}
              <Text size="sm" fw={600}>
                {t.reports}
              </Text>
              <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {rating.reports.map((report) => (
                  <Text key={report.reporter._id} component="li" size="sm">
                    <Badge variant="light" size="sm" me={6}>
                      {t.categories[report.category]}
                    </Badge>
                    <UserText>{report.reporter.name}</UserText>
                    {report.reason && (
                      <>
                        {': '}
                        <UserText>{report.reason}</UserText>
                      </>
                    )}{' '}
                    <Text span c="dimmed" size="xs">
                      {formatDateTime(report.createdAt)}
                    </Text>
                  </Text>
                ))}
              </Stack>
              <Group gap="xs">
                <Button color="red" size="compact-sm" onClick={() => setRemoving(rating)}>
                  {t.remove}
                </Button>
                <Button
                  variant="default"
                  size="compact-sm"
                  loading={decide.isPending && decide.variables.id === rating._id}
                  onClick={() => act(rating._id, 'dismiss')}
                >
                  {t.dismiss}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <ShortcutsHelp view="ratings" opened={helpOpen} onClose={() => setHelpOpen(false)} />
      <ConfirmDialog
        opened={removing !== null}
        message={t.confirmRemove}
        onConfirm={() => removing && act(removing._id, 'remove')}
        onCancel={() => setRemoving(null)}
        busy={decide.isPending}
      />
    </Stack>
  );
}
