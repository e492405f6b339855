import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconHeartHandshake, IconStar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRatingsText } from '@/i18n/members/ratings';
import { useServerText } from '@/i18n/members/server-text';
import { errorText } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { SentenceWithName } from '@/components/members/bidi';
import { dealQuery, useMarkDealDone } from './ratings-api';
import { RateDialog } from './rate-dialog';
import { RatingStars } from './rating-stars';

/**
 * A conversation's deal, under its messages: "Deal done" for either member while the listing is
 * there; once it is marked, the prompt to rate the other member within the window, then where
 * the caller's rating stands and the other member's rating of them once it shows.
 */
export function DealPanel({ conversationId, otherName, listingThere }: { conversationId: string; otherName: string; listingThere: boolean }) {
  const t = useRatingsText();
  const translate = useServerText();
  const { i18n } = useTranslation();
  const deal = useQuery(dealQuery(conversationId));
  const mark = useMarkDealDone(conversationId);
  const [rating, setRating] = useState(false);
  const date = (value: Date) => formatDate(value, i18n.language, { dateStyle: 'medium' });

  if (!deal.data) return null;
  const current = deal.data.deal;
  if (!current) {
    if (!listingThere) return null;
    return (
      <Group gap="xs" justify="space-between" wrap="nowrap" data-testid="deal-panel">
        <Text size="xs" c="dark.3" style={{ flex: 1 }}>
          {t('deal.markDoneHint')}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconHeartHandshake size={16} aria-hidden />}
          loading={mark.isPending}
          onClick={() => mark.mutate()}
          style={{ flexShrink: 0 }}
        >
          {t('deal.markDone')}
        </Button>
        {mark.isError && (
          <Text size="xs" c="red.8" role="alert">
            {translate(errorText(mark.error))}
          </Text>
        )}
      </Group>
    );
  }

  const mine = current.myRating;
  const theirs = current.theirRating;
  return (
    <Paper withBorder radius="md" p="xs" bg="teal.0" data-testid="deal-panel">
      <Stack gap={6}>
        <Group gap={6} wrap="nowrap">
          <IconHeartHandshake size={18} aria-hidden />
          <Text size="sm" fw={600}>
            {t('deal.doneOn', { date: date(current.createdAt) })}
          </Text>
        </Group>
        {current.canRate && (
          <Stack gap={4} data-testid="rate-prompt">
            <Text size="sm">{t('prompt.text', { date: date(current.rateUntil) })}</Text>
            <Button size="compact-md" leftSection={<IconStar size={16} aria-hidden />} onClick={() => setRating(true)}>
              {/* One inline run: the button's label is a flex box, which would drop the spaces around the name. */}
              <span>
                <SentenceWithName name={otherName} sentence={(name) => t('prompt.title', { name })} />
              </span>
            </Button>
            <RateDialog dealId={current._id} name={otherName} opened={rating} onClose={() => setRating(false)} />
          </Stack>
        )}
        {mine && (
          <Text size="sm" data-testid="rating-sent">
            {mine.visible ? (
              t('sent.shown')
            ) : (
              <SentenceWithName name={otherName} sentence={(name) => t('sent.hidden', { name, date: date(current.rateUntil) })} />
            )}
          </Text>
        )}
        {!mine && !current.canRate && <Text size="sm">{t('sent.closed')}</Text>}
        {theirs && (
          <Group gap="xs" data-testid="their-rating">
            <Text size="sm">
              <SentenceWithName name={otherName} sentence={(name) => t('sent.theirs', { name })} />
            </Text>
            <RatingStars stars={theirs.stars} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
