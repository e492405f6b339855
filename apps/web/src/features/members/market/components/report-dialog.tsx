import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ZReportRequest, type ReportRequest } from '@souq/contract/members-common';
import { useMarketText } from '@/i18n/members/market';
import { BusyForm } from '@/components/form/busy-form';
import { showServerErrorOn } from '@/components/form/server-field-errors';
import { TextareaField } from '@/components/form/textarea-field';
import { useReport } from '../api';

/** Report a listing with a reason; a failure keeps the reason typed and says why. */
export function ReportDialog({
  id,
  title,
  opened,
  onClose,
  onDone,
}: {
  id: string;
  title: string;
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useMarketText();
  const { t: common } = useTranslation();
  const report = useReport(id);
  const { control, handleSubmit, setError, reset, formState } = useForm<ReportRequest>({
    resolver: zodResolver(ZReportRequest),
    defaultValues: { reason: '' },
  });

  const submit = handleSubmit(async ({ reason }) => {
    try {
      await report.mutateAsync(reason);
      reset();
      onDone();
    } catch (error) {
      showServerErrorOn(error, setError, 'reason');
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('listing.reportTitle')} centered>
      <BusyForm label={t('listing.reportTitle')} busy={formState.isSubmitting} onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <Text size="sm">{t('listing.reportText', { title })}</Text>
          <TextareaField
            control={control}
            name="reason"
            label={t('listing.reason')}
            placeholder={t('listing.reasonPlaceholder')}
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
            <Button type="submit" color="red" loading={formState.isSubmitting}>
              {t('listing.sendReport')}
            </Button>
          </Group>
        </Stack>
      </BusyForm>
    </Modal>
  );
}
