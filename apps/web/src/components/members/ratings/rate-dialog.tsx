import { useState, type FormEvent } from 'react';
import { Button, Chip, Group, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { RATING_COMMENT_MAX, RATING_TAGS, RATING_TAGS_MAX, type RatingTag } from '@souq/contract/members-ratings';
import { useRatingsText } from '@/i18n/members/ratings';
import { useServerText } from '@/i18n/members/server-text';
import { errorText } from '@/lib/api-client';
import { useRateDeal } from './ratings-api';

/**
 * The rating form in a dialog (the chat leaves little room on a phone): stars, what went well from
 * the fixed list, and a comment in whichever script the member types.
 */
export function RateDialog({ dealId, name, opened, onClose }: { dealId: string; name: string; opened: boolean; onClose: () => void }) {
  const t = useRatingsText();
  const translate = useServerText();
  const rate = useRateDeal(dealId);
  const [stars, setStars] = useState(0);
  const [tags, setTags] = useState<RatingTag[]>([]);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (stars < 1) {
      setProblem(t('form.starsRequired'));
      return;
    }
    setProblem(null);
    rate.mutate(
      { stars, tags, comment },
      {
        onSuccess: onClose,
        onError: (error) => setProblem(translate(errorText(error))),
      },
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('prompt.title', { name })} centered>
      <Stack component="form" gap="md" onSubmit={submit} aria-label={t('form.label')}>
        <Stack gap={4}>
          <Text fw={600} id="rate-stars-label">
            {t('form.stars')}
          </Text>
          <div role="radiogroup" aria-labelledby="rate-stars-label">
            <Rating value={stars} onChange={setStars} size="xl" getSymbolLabel={(value) => t('form.star', { count: value })} />
          </div>
        </Stack>
        <Stack gap={4}>
          <Text fw={600} id="rate-tags-label">
            {t('form.tags')}
          </Text>
          <Chip.Group multiple value={tags} onChange={(value) => setTags(value.slice(0, RATING_TAGS_MAX) as RatingTag[])}>
            <Group gap="xs" role="group" aria-labelledby="rate-tags-label">
              {RATING_TAGS.map((tag) => (
                <Chip key={tag} value={tag} size="sm">
                  {t(`tags.${tag}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
        <Textarea
          label={t('form.comment')}
          placeholder={t('form.commentPlaceholder')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          maxLength={RATING_COMMENT_MAX}
          autosize
          minRows={2}
          maxRows={5}
          dir="auto"
        />
        {problem && (
          <Text c="red.8" size="sm" role="alert">
            {problem}
          </Text>
        )}
        <Button type="submit" loading={rate.isPending}>
          {t('form.send')}
        </Button>
      </Stack>
    </Modal>
  );
}
