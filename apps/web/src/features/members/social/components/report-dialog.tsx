import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ZReportRequest, type ReportRequest } from '@souq/contract/members-common';
import { BusyForm } from '@/components/form/busy-form';
import { showServerErrorOn } from '@/components/form/server-field-errors';
import { TextareaField } from '@/components/form/textarea-field';

export interface ReportDialogProps {
  opened: boolean;
  title: string;
  busy: boolean;
  /** Answers once the report is sent (the dialog then closes) or throws the server's error. */
  onSend: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Report with a reason: the shared schema's rule, the server's error kept beside the text typed. */
export function ReportDialog({ opened, title, busy, onSend, onClose }: ReportDialogProps) {
  const { t } = useTranslation('social');
  const { control, handleSubmit, setError, reset } = useForm<ReportRequest>({
    resolver: zodResolver(ZReportRequest),
    defaultValues: { reason: '' },
  });

  const send = handleSubmit(async ({ reason }) => {
    try {
      await onSend(reason);
      reset();
      onClose();
    } catch (error) {
      showServerErrorOn(error, setError, 'reason');
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <BusyForm busy={busy} onSubmit={(event) => void send(event)}>
        <Stack gap="md">
          <Text size="sm">{t('report.text')}</Text>
          <TextareaField
            control={control}
            name="reason"
            label={t('report.reason')}
            placeholder={t('report.placeholder')}
            autosize
            minRows={3}
            maxLength={1000}
            dir="auto"
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('compose.cancel')}
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {t('report.send')}
            </Button>
          </Group>
        </Stack>
      </BusyForm>
    </Modal>
  );
}
