import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RatingSummary as Summary } from '@souq/contract/members-ratings';
import { useRatingsText } from '@/i18n/members/ratings';
import { numberFormat } from '@souq/contract/price-format';

/** A rating's stars, read out as "4 out of 5 stars". */
export function RatingStars({ stars, size = 16 }: { stars: number; size?: number }) {
  const t = useRatingsText();
  const { i18n } = useTranslation();
  return (
    <Group gap={2} wrap="nowrap" role="img" aria-label={t('list.starsOf', { count: numberFormat(i18n.language, {}).format(stars) })} c="yellow.8">
      {[1, 2, 3, 4, 5].map((n) => (n <= stars ? <IconStarFilled key={n} size={size} aria-hidden /> : <IconStar key={n} size={size} aria-hidden />))}
    </Group>
  );
}

/** The average to one decimal in the reader's digits (4.5, ٤٫٥). */
export function formatAverage(average: number, language: string): string {
  return numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}

/** A member's average and count ("★ 4.5 · 3 ratings"); nothing when they have none, unless `showNone`. */
export function RatingSummary({ summary, showNone = false, size = 'sm' }: { summary: Summary | undefined; showNone?: boolean; size?: 'xs' | 'sm' | 'md' }) {
  const t = useRatingsText();
  const { i18n } = useTranslation();
  if (!summary || summary.average === null || summary.count === 0) {
    return showNone ? (
      <Text size={size} c="dimmed" data-testid="rating-summary">
        {t('summary.none')}
      </Text>
    ) : null;
  }
  const average = formatAverage(summary.average, i18n.language);
  return (
    <Group gap={4} wrap="nowrap" data-testid="rating-summary">
      <IconStarFilled size={16} aria-hidden color="var(--mantine-color-yellow-8)" />
      <Text size={size} fw={700}>
        <VisuallyHidden>{t('summary.label', { average })}</VisuallyHidden>
        <span aria-hidden>{average}</span>
      </Text>
      <Text size={size} c="dark.3">
        · {t('summary.count', { count: summary.count })}
      </Text>
    </Group>
  );
}
