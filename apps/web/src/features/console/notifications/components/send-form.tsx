import { Button, Group, Paper, Radio, Stack, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { messages, translateFieldError } from '@/i18n/console/messages';
import { BusyForm } from '@/components/form/busy-form';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useLeaveGuard } from '@/components/form/use-leave-guard';
import type { SendNotificationRequest } from '@souq/contract/notifications';
import { toSendRequest, ZNotificationForm, type NotificationFormInput, type NotificationFormValues } from '../form-schema';

const t = messages.console.notifications;

export interface SendFormProps {
  busy: boolean;
  /** Answers whether the send went through; the fields clear only then. */
  onSend: (request: SendNotificationRequest) => Promise<boolean>;
}

/** title, description, 'To All' or 'To Personal emails' (with the addresses), Send. */
export function SendForm({ busy, onSend }: SendFormProps) {
  const {
    control,
    handleSubmit,
    watch,
    reset,
    formState: { isDirty },
  } = useForm<NotificationFormInput, unknown, NotificationFormValues>({
    resolver: zodResolver(ZNotificationForm),
    defaultValues: { title: '', description: '', emails: '' },
  });
  // A notification half written is unsaved work too; a send clears the fields, and the guard with them.
  useLeaveGuard(isDirty);
  const audience = watch('audience');

  const submit = handleSubmit(async (values) => {
    if (await onSend(toSendRequest(values))) reset();
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} shadow="xs" maw={720}>
      <BusyForm label={t.pageTitle} busy={busy} onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Title order={2} size="h3">
            {t.pageTitle}
          </Title>
          <TextField control={control} name="title" label={t.title} required />
          <TextareaField control={control} name="description" label={t.description} required dir="auto" autosize minRows={3} maxRows={10} />
          <Controller
            control={control}
            name="audience"
            render={({ field, fieldState }) => (
              <Radio.Group
                label={t.recipients}
                required
                name={field.name}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
                error={translateFieldError(fieldState.error?.message)}
                errorProps={{ role: 'alert' }}
              >
                <Group mt={6} gap="lg">
                  <Radio value="all" label={t.toAll} disabled={busy} ref={field.ref} onBlur={field.onBlur} />
                  <Radio value="emails" label={t.toPersonal} disabled={busy} onBlur={field.onBlur} />
                </Group>
              </Radio.Group>
            )}
          />
          {audience === 'emails' && <TextareaField control={control} name="emails" label={t.emails} required autosize minRows={2} maxRows={8} />}
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconSend size={16} />} loading={busy}>
              {t.send}
            </Button>
          </Group>
        </Stack>
      </BusyForm>
    </Paper>
  );
}
