import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZReportRequest, type ReportRequest } from '@souq/contract/members-common';
import { BusyForm } from '@/components/form/busy-form';
import { showServerErrorOn } from '@/components/form/server-field-errors';
import { TextareaField } from '@/components/form/textarea-field';

export interface ReportDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the report is about, above the reason. */
  text: string;
  /** The screen's own words: the reason's label and placeholder, and the two buttons. */
  labels: { reason: string; placeholder: string; cancel: string; send: string };
  /** The form's accessible name, where the screen's tests find it by name. */
  formLabel?: string;
  /** Marks the reason as required (the listing's report). */
  required?: boolean;
  gap?: 'sm' | 'md';
  /** Sends the reason; answers once it is sent or throws the server's refusal. */
  onSend: (reason: string) => Promise<unknown>;
  /** After the report was sent. */
  onSent: () => void;
}

/**
 * Report something (a post, a member, a listing) with a reason, checked with the contract's rule;
 * a refusal shows on the reason and keeps what was typed.
 */
export function ReportDialog({ opened, onClose, title, text, labels, formLabel, required, gap = 'md', onSend, onSent }: ReportDialogProps) {
  const { control, handleSubmit, setError, reset, formState } = useForm<ReportRequest>({
    resolver: zodResolver(ZReportRequest),
    defaultValues: { reason: '' },
  });

  const send = handleSubmit(async ({ reason }) => {
    try {
      await onSend(reason);
      reset();
      onSent();
    } catch (error) {
      showServerErrorOn(error, setError, 'reason');
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <BusyForm label={formLabel} busy={formState.isSubmitting} onSubmit={(event) => void send(event)}>
        <Stack gap={gap}>
          <Text size="sm">{text}</Text>
          <TextareaField
            control={control}
            name="reason"
            label={labels.reason}
            placeholder={labels.placeholder}
            autosize
            minRows={3}
            maxLength={1000}
            dir="auto"
            required={required}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {labels.cancel}
            </Button>
            <Button type="submit" color="red" loading={formState.isSubmitting}>
              {labels.send}
            </Button>
          </Group>
        </Stack>
      </BusyForm>
    </Modal>
  );
}
