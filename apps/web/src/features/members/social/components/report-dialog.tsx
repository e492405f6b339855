import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZReportRequest } from '@souq/contract/members-common';
import { useServerText } from '@/i18n/members/server-text';
import { errorText } from '@/lib/api-client';

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
  const translate = useServerText();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const send = async () => {
    const checked = ZReportRequest.safeParse({ reason });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    try {
      await onSend(checked.data.reason);
      setReason('');
      onClose();
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('report.text')}</Text>
          <Textarea
            label={t('report.reason')}
            placeholder={t('report.placeholder')}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setProblem(null);
            }}
            error={problem ? translate(problem) : undefined}
            errorProps={{ role: 'alert' }}
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
      </form>
    </Modal>
  );
}
