import { Button, Group, Paper, Radio, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { messages } from '@souq/contract/messages';
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
    register,
    control,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<NotificationFormInput, unknown, NotificationFormValues>({
    resolver: zodResolver(ZNotificationForm),
    defaultValues: { title: '', description: '', emails: '' },
  });
  const audience = watch('audience');

  const submit = handleSubmit(async (values) => {
    if (await onSend(toSendRequest(values))) reset();
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} shadow="xs" maw={720}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t.pageTitle} aria-busy={busy || undefined}>
        <Stack gap="md">
          <Title order={2} size="h3">
            {t.pageTitle}
          </Title>
          <TextInput
            label={t.title}
            required
            dir="auto"
            disabled={busy}
            error={errors.title?.message}
            errorProps={{ role: 'alert' }}
            {...register('title')}
          />
          <Textarea
            label={t.description}
            required
            dir="auto"
            autosize
            minRows={3}
            maxRows={10}
            disabled={busy}
            error={errors.description?.message}
            errorProps={{ role: 'alert' }}
            {...register('description')}
          />
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
                error={fieldState.error?.message}
                errorProps={{ role: 'alert' }}
              >
                <Group mt={6} gap="lg">
                  <Radio value="all" label={t.toAll} disabled={busy} ref={field.ref} onBlur={field.onBlur} />
                  <Radio value="emails" label={t.toPersonal} disabled={busy} onBlur={field.onBlur} />
                </Group>
              </Radio.Group>
            )}
          />
          {audience === 'emails' && (
            <Textarea
              label={t.emails}
              required
              autosize
              minRows={2}
              maxRows={8}
              disabled={busy}
              error={errors.emails?.message}
              errorProps={{ role: 'alert' }}
              {...register('emails')}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconSend size={16} />} loading={busy}>
              {t.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
