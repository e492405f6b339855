import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { ZReportRequest } from '@souq/contract/members-common';
import { useTranslation } from 'react-i18next';
import { useMarketText } from '@/i18n/members/market';
import { useServerText } from '@/i18n/members/server-text';
import { errorText } from '@/lib/api-client';
import { useReport } from '../api';

/** Report a listing with a reason; a failure keeps the reason typed and says why. */
export function ReportDialog({ id, title, opened, onClose, onDone }: { id: string; title: string; opened: boolean; onClose: () => void; onDone: () => void }) {
  const t = useMarketText();
  const { t: common } = useTranslation();
  const translate = useServerText();
  const report = useReport(id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = ZReportRequest.safeParse({ reason });
    if (!checked.success) {
      setError(translate(checked.error.issues[0]?.message ?? ''));
      return;
    }
    setError(null);
    report.mutate(checked.data.reason, {
      onSuccess: () => {
        setReason('');
        onDone();
      },
      onError: (failure) => setError(translate(errorText(failure))),
    });
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('listing.reportTitle')} centered>
      <form onSubmit={submit} noValidate aria-label={t('listing.reportTitle')}>
        <Stack gap="sm">
          <Text size="sm">{t('listing.reportText', { title })}</Text>
          <Textarea
            label={t('listing.reason')}
            placeholder={t('listing.reasonPlaceholder')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={error}
            autosize
            minRows={3}
            maxLength={1000}
            dir="auto"
            required
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {common('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={report.isPending}>
              {t('listing.sendReport')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
