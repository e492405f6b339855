import { useState, type FormEvent } from 'react';
import { Avatar, Box, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconFlag, IconStar } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RATING_REPLY_MAX, type Rating } from '@souq/contract/members-ratings';
import { useRatingsText } from '@/i18n/members/ratings';
import { useServerText } from '@/i18n/members/server-text';
import { errorText } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useMemberSession } from '@/lib/members/session';
import { avatarImageProps } from '@/lib/photo';
import { SentenceWithName } from '@/components/members/bidi';
import { LoadMore } from '@/components/members/load-more';
import { LoadError } from '@/components/members/members-state';
import { ReportDialog } from '@/components/members/report-dialog';
import { memberRatingsQuery, useReplyToRating, useReportRating } from './ratings-api';
import { RatingStars, RatingSummary } from './rating-stars';

/** The rated member's one reply, written under the rating. */
function ReplyForm({ rating, onDone }: { rating: Rating; onDone: () => void }) {
  const t = useRatingsText();
  const translate = useServerText();
  const reply = useReplyToRating(rating._id);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    reply.mutate(text, { onSuccess: onDone, onError: (error) => setProblem(translate(errorText(error))) });
  }
  return (
    <Stack component="form" gap="xs" onSubmit={submit} aria-label={t('list.replyLabel')}>
      <Textarea
        label={t('list.replyLabel')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={RATING_REPLY_MAX}
        autosize
        minRows={2}
        dir="auto"
        error={problem}
      />
      <Group gap="xs">
        <Button type="submit" size="compact-md" loading={reply.isPending}>
          {t('list.sendReply')}
        </Button>
        <Button variant="default" size="compact-md" onClick={onDone}>
          {t('list.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

function RatingEntry({ rating, ratedName }: { rating: Rating; ratedName: string }) {
  const t = useRatingsText();
  const { t: common, i18n } = useTranslation();
  const session = useMemberSession();
  const report = useReportRating(rating._id);
  const [replying, setReplying] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState(false);
  const mine = session?._id === rating.rated_id;
  const canReport = Boolean(session) && session?._id !== rating.rater._id && !reported;
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="rating">
      <Stack gap={6}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar {...avatarImageProps(rating.rater.photo, 36)} alt="" size={36} radius="xl" color="teal">
            {rating.rater.name.slice(0, 1)}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600} dir="auto">
              {rating.rater.name}
            </Text>
            <Group gap="xs">
              <RatingStars stars={rating.stars} />
              <Text size="xs" c="dark.3" component="time" dateTime={rating.createdAt.toISOString()}>
                {formatDate(rating.createdAt, i18n.language, { dateStyle: 'medium' })}
              </Text>
            </Group>
            {rating.classified && (
              <Text size="xs" c="dark.3">
                <SentenceWithName name={rating.classified.title} sentence={(title) => t(rating.byBuyer ? 'list.byBuyer' : 'list.bySeller', { title })} />
              </Text>
            )}
          </Stack>
        </Group>
        {rating.tags.length > 0 && (
          <Group gap={6}>
            {rating.tags.map((tag) => (
              <Text key={tag} size="xs" px={8} py={2} bg="teal.0" c="teal.9" style={{ borderRadius: 12 }}>
                {t(`tags.${tag}`)}
              </Text>
            ))}
          </Group>
        )}
        {rating.comment && (
          <Text dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="rating-comment">
            {rating.comment}
          </Text>
        )}
        {rating.reply && (
          <Box ps="md" style={{ borderInlineStart: '3px solid var(--mantine-color-gray-4)' }}>
            <Text size="sm" fw={600}>
              <SentenceWithName name={ratedName} sentence={(name) => t('list.reply', { name })} />
            </Text>
            <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="rating-reply">
              {rating.reply}
            </Text>
          </Box>
        )}
        {replying && <ReplyForm rating={rating} onDone={() => setReplying(false)} />}
        <Group gap="xs">
          {mine && !rating.reply && !replying && (
            <Button size="compact-sm" variant="light" onClick={() => setReplying(true)}>
              {t('list.writeReply')}
            </Button>
          )}
          {canReport && (
            <Button size="compact-sm" variant="subtle" color="dark" leftSection={<IconFlag size={14} aria-hidden />} onClick={() => setReporting(true)}>
              {t('list.report')}
            </Button>
          )}
          {reported && (
            <Text size="sm" role="status">
              {t('list.reported')}
            </Text>
          )}
        </Group>
      </Stack>
      <ReportDialog
        opened={reporting}
        onClose={() => setReporting(false)}
        title={t('list.reportTitle')}
        text={t('list.reportText')}
        labels={{ reason: t('list.reason'), placeholder: t('list.reasonPlaceholder'), cancel: common('common.cancel'), send: t('list.sendReport') }}
        onSend={(request) => report.mutateAsync(request)}
        onSent={() => {
          setReporting(false);
          setReported(true);
        }}
      />
    </Paper>
  );
}

/** A member's visible ratings with their average, on the seller's page. */
export function RatingsList({ memberId, memberName }: { memberId: string; memberName: string }) {
  const t = useRatingsText();
  const ratings = useInfiniteQuery(memberRatingsQuery(memberId));
  const items = ratings.data?.pages.flatMap((page) => page.ratings) ?? [];
  const summary = ratings.data?.pages[0]?.summary;
  return (
    <Stack gap="sm" component="section" aria-labelledby="ratings-title" data-testid="ratings">
      <Group gap="sm" justify="space-between">
        <Title order={2} size="h3" id="ratings-title">
          {t('list.title')}
        </Title>
        <RatingSummary summary={summary} size="md" />
      </Group>
      {ratings.isError ? (
        <LoadError order={2} error={errorText(ratings.error)} onRetry={() => void ratings.refetch()} />
      ) : ratings.isPending ? null : items.length === 0 ? (
        <Group gap="sm" wrap="nowrap" data-testid="ratings-empty">
          <IconStar size={24} aria-hidden />
          <Stack gap={0}>
            <Text fw={600}>{t('list.empty')}</Text>
            <Text size="sm" c="dark.3">
              {t('list.emptyText')}
            </Text>
          </Stack>
        </Group>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((rating) => (
            <RatingEntry key={rating._id} rating={rating} ratedName={memberName} />
          ))}
        </Stack>
      )}
      {items.length > 0 && (
        <LoadMore
          hasMore={ratings.hasNextPage}
          loading={ratings.isFetchingNextPage}
          onLoad={() => void ratings.fetchNextPage()}
          label={t('list.loadMore')}
          endText={t('list.end')}
        />
      )}
    </Stack>
  );
}
