import { useState } from 'react';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fillTemplate } from '@souq/contract/fill-template';
import { messages } from '@/i18n/console/messages';
import { ConfirmDialog } from '@/components/console/confirm-dialog';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { listingFeatureQuery, useFeatureListing } from '../api';

const t = messages.console.classifieds;
const DEFAULT_DAYS = 7;
/** The periods offered: a select, the console's existing control, costs no number-input code. */
const DAY_CHOICES = [1, 3, 7, 14, 30, 60, 90];

/**
 * Featuring a post for a number of days, or stopping it, each after a confirmation: a featured
 * post is labelled in the members' app and shown first in its category.
 */
export function FeatureControls({ classifiedId, onDone, onFailed }: { classifiedId: string; onDone: () => void; onFailed: (text: string) => void }) {
  const state = useQuery(listingFeatureQuery(classifiedId));
  const change = useFeatureListing();
  const [days, setDays] = useState<number>(DEFAULT_DAYS);
  const [asking, setAsking] = useState<'feature' | 'unfeature' | null>(null);
  const until = state.data?.featuredUntil ?? null;

  const confirm = () => {
    change.mutate(
      { classified_id: classifiedId, days: asking === 'feature' ? days : null },
      {
        onSuccess: () => {
          setAsking(null);
          onDone();
        },
        onError: (error) => {
          setAsking(null);
          onFailed(errorText(error));
        },
      },
    );
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} data-testid="featured-state">
        {until ? fillTemplate(t.featuredUntil, { date: formatDateTime(until) }) : t.notFeatured}
      </Text>
      <Group gap="xs" align="flex-end">
        <NativeSelect
          label={t.featureDays}
          value={String(days)}
          data={DAY_CHOICES.map((choice) => String(choice))}
          onChange={(event) => setDays(Number(event.currentTarget.value))}
          w={130}
        />
        <Button onClick={() => setAsking('feature')}>{fillTemplate(t.featureFor, { days })}</Button>
        {until && (
          <Button variant="light" color="red" onClick={() => setAsking('unfeature')}>
            {t.unfeature}
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={asking !== null}
        message={asking === 'feature' ? fillTemplate(t.confirmFeature, { days }) : t.confirmUnfeature}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
        busy={change.isPending}
        danger={asking === 'unfeature'}
      />
    </Stack>
  );
}
