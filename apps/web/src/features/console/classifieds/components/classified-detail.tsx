import { useState } from 'react';
import type { StrikeReason } from '@souq/contract/strike-reason';
import { StrikeReasonDialog } from '@/components/console/strike-reason-dialog';
import { useOfferUndo } from '@/queries/strikes';
import { Alert, Center, Group, Loader, Modal, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@/i18n/console/messages';
import { useConsoleLanguage } from '@/i18n/console/language-state';
import { categoriesLookup } from '@/queries/lookups';
import { StatusBanner, useStatusBanner } from '@/components/console/status-banner';
import { Thumbnail } from '@/components/console/thumbnail';
import { errorText } from '@/lib/api-client';
import { formatIndianDate } from '@/lib/dates';
import { classifiedQuery, useAllowClassified } from '../api';
import { detailRows } from './detail-rows';
import { FeatureControls } from './feature-controls';
import { categoryName } from '@/lib/names';

const t = messages.console.classifieds;

export interface ClassifiedDetailProps {
  classifiedId: string | null;
  onClose: () => void;
}

/**
 * One post: poster, category, image, the allowed/disallowed select (the shown value changes
 * only once the server agreed), featuring it for some days, and a table of its remaining fields.
 */
export function ClassifiedDetailModal({ classifiedId, onClose }: ClassifiedDetailProps) {
  const detail = useQuery({ ...classifiedQuery(classifiedId ?? ''), enabled: Boolean(classifiedId) });
  const allow = useAllowClassified();
  const { banner, showSuccess, showError, clear } = useStatusBanner();
  const post = detail.data;
  // The answer names the category in English; the sidebar's cached look-up has its Arabic name.
  const categories = useQuery(categoriesLookup());
  const language = useConsoleLanguage();
  const category = categories.data?.find((item) => item._id === post?.category_id._id) ?? post?.category_id;
  const shownCategory = category && categoryName(language, category);

  const [asking, setAsking] = useState(false);
  const offerUndo = useOfferUndo();

  // Disallowing asks why first (the seller is told); allowing again needs no reason.
  const change = (value: string, choice?: { reason: StrikeReason; note: string | null }) => {
    if (!post) return;
    const active = value === 'allowed';
    if (!active && !choice) {
      allow.reset();
      setAsking(true);
      return;
    }
    allow.mutate(
      { classified_id: post._id, active, ...choice },
      {
        onSuccess: () => {
          setAsking(false);
          showSuccess(messages.generic.updateSuccess);
          if (!active) offerUndo(messages.console.strikes.acted.disallow, { subject_type: 'listing', subject_id: post._id });
        },
        onError: (error) => (choice ? undefined : showError(errorText(error))),
      },
    );
  };

  return (
    <Modal opened={classifiedId !== null} onClose={onClose} title={t.detailTitle} size="xl" centered>
      <StatusBanner banner={banner} onClose={clear} />
      {detail.isPending && classifiedId && (
        <Center py="xl">
          <Loader role="status" aria-label={messages.console.list.loading} />
        </Center>
      )}
      {detail.error && (
        <Alert color="red" role="alert">
          {errorText(detail.error)}
        </Alert>
      )}
      {post && (
        <Stack gap="md">
          <Group align="flex-start" gap="lg" wrap="nowrap">
            <Thumbnail src={post.image_url ?? post.media[0]?.url} alt={post.title} size={160} linkOriginal />
            <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={700} size="lg" dir="auto">
                {post.title}
              </Text>
              <Text size="sm">
                {t.postedBy}: <span dir="auto">{post.user_id.name}</span>
              </Text>
              <Text size="sm">
                {t.category}: <span dir="auto">{shownCategory}</span>
              </Text>
              <Text size="sm">
                {t.created}: {formatIndianDate(post.createdAt)}
              </Text>
              <NativeSelect
                label={t.status}
                maw={220}
                value={post.active ? 'allowed' : 'disallowed'}
                data={[
                  { value: 'allowed', label: t.allowed },
                  { value: 'disallowed', label: t.disallowed },
                ]}
                disabled={allow.isPending}
                onChange={(event) => change(event.currentTarget.value)}
              />
              <FeatureControls classifiedId={post._id} onDone={() => showSuccess(messages.generic.updateSuccess)} onFailed={showError} />
            </Stack>
          </Group>
          <Table striped withTableBorder aria-label={t.detailTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={200}>{t.field}</Table.Th>
                <Table.Th>{t.value}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detailRows(post).map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td>{row.label}</Table.Td>
                  <Table.Td dir="auto" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                    {row.value}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
      <StrikeReasonDialog
        opened={asking}
        title={messages.console.strikes.disallowTitle}
        confirmLabel={t.disallowed}
        onConfirm={(choice) => change('disallowed', choice)}
        onCancel={() => setAsking(false)}
        busy={allow.isPending}
        error={asking && allow.error ? errorText(allow.error) : null}
      />
    </Modal>
  );
}
