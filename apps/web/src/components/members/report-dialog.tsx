import { Button, Group, Modal, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REPORT_CATEGORIES, ZReportRequest, type ReportCategory, type ReportRequest } from '@souq/contract/members-common';
import { BusyForm } from '@/components/form/busy-form';
import { requestResolver } from '@/components/form/request-resolver';
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
  gap?: 'sm' | 'md';
  /** Sends the report; answers once it is sent or throws the server's refusal. */
  onSend: (report: ReportRequest) => Promise<unknown>;
  /** After the report was sent. */
  onSent: () => void;
}

interface ReportValues {
  category: ReportCategory;
  reason: string;
}

/**
 * Report something (a post, a member, a listing): what is wrong, from the categories staff sort
 * the queue by, and the member's own words, which "something else" needs. Checked with the
 * contract's rule; a refusal shows on the reason and keeps what was chosen and typed.
 */
export function ReportDialog({ opened, onClose, title, text, labels, formLabel, gap = 'md', onSend, onSent }: ReportDialogProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, reset, formState } = useForm<ReportValues, unknown, ReportRequest>({
    resolver: requestResolver((values: ReportValues) => ZReportRequest.safeParse(values)),
    defaultValues: { category: 'other', reason: '' },
  });
  const category = useWatch({ control, name: 'category' });

  const send = handleSubmit(async (report) => {
    try {
      await onSend(report);
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
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <Radio.Group label={t('report.category')} value={field.value} onChange={(value) => field.onChange(value as ReportCategory)}>
                <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs" mt={6}>
                  {REPORT_CATEGORIES.map((value) => (
                    <Radio key={value} value={value} label={t(`report.categories.${value}`)} data-autofocus={value === field.value || undefined} />
                  ))}
                </SimpleGrid>
              </Radio.Group>
            )}
          />
          <TextareaField
            control={control}
            name="reason"
            label={labels.reason}
            placeholder={labels.placeholder}
            autosize
            minRows={3}
            maxLength={1000}
            dir="auto"
            required={category === 'other'}
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
