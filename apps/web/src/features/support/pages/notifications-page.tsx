import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Radio, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { messages } from '@souq/contract/messages';
import type { NotificationSummary } from '@souq/contract/notifications';
import { ListTable, type Column } from '@/components/list-table';
import { StatusBanner, useStatusBanner } from '@/components/status-banner';
import { useListParams } from '@/components/use-list-params';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { notificationsQuery, useSendNotification } from '../api';

const t = messages.console.notifications;
const n = messages.notification;

interface FormValues {
  title: string;
  description: string;
  audience: '' | 'all' | 'emails';
  emails: string;
}

const split = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);

function Progress({ row }: { row: NotificationSummary }) {
  const { queued, sent, failed, skipped } = row.progress;
  return (
    <Group gap={4}>
      <Badge color={row.complete ? 'teal' : 'blue'} variant="light">
        {row.complete ? t.done : t.running}
      </Badge>
      <Text size="xs">{`${sent} ${t.sent} · ${queued} ${t.queued} · ${failed} ${t.failed} · ${skipped} ${t.skipped}`}</Text>
    </Group>
  );
}

/** #/rm-admin/notifications: send to everyone or to some e-mails, and follow each delivery. */
export function NotificationsPage() {
  const params = useListParams();
  const history = useQuery(notificationsQuery(params.page));
  const send = useSendNotification();
  const { banner, showSuccess, showError, clear } = useStatusBanner();
  const [unknown, setUnknown] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setValue,
    formState: { errors },
  } = useForm<FormValues>({ defaultValues: { title: '', description: '', audience: '', emails: '' } });
  const audience = watch('audience');

  const submit = handleSubmit((values) => {
    setUnknown([]);
    const emails = values.audience === 'emails' ? split(values.emails) : undefined;
    send.mutate(
      { title: values.title, description: values.description, emails },
      {
        onSuccess: (result) => {
          reset();
          setUnknown(result.unknownEmails);
          showSuccess(result.message);
        },
        onError: (error) => showError(errorText(error)),
      },
    );
  });

  const columns: Column<NotificationSummary>[] = [
    { key: 'when', header: t.sentAt, value: (row) => formatDateTime(row.createdAt) },
    { key: 'title', header: t.title, value: (row) => row.title },
    { key: 'audience', header: t.audience, value: (row) => (row.audience === 'all' ? t.toAll : t.toPersonal) },
    { key: 'reach', header: t.reach, value: (row) => row.recipients },
    { key: 'progress', header: t.progress, render: (row) => <Progress row={row} /> },
  ];
  const pushOff = history.data?.notifications.some((row) => !row.pushConfigured);

  return (
    <Stack gap="md">
      <StatusBanner banner={banner} onClose={clear} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} shadow="xs" maw={720}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t.pageTitle}>
          <Stack gap="md">
            <Title order={2} size="h3">
              {t.pageTitle}
            </Title>
            <TextInput
              label={t.title}
              required
              dir="auto"
              disabled={send.isPending}
              error={errors.title?.message}
              errorProps={{ role: 'alert' }}
              {...register('title', { validate: (v) => v.trim() !== '' || n.titleRequired })}
            />
            <Textarea
              label={t.description}
              required
              dir="auto"
              autosize
              minRows={3}
              disabled={send.isPending}
              error={errors.description?.message}
              errorProps={{ role: 'alert' }}
              {...register('description', { validate: (v) => v.trim() !== '' || n.descriptionRequired })}
            />
            <input type="hidden" {...register('audience', { validate: (v) => v !== '' || n.recipientRequired })} />
            <Radio.Group
              label={t.recipients}
              required
              value={audience}
              onChange={(value) => setValue('audience', value === 'emails' ? 'emails' : 'all', { shouldValidate: true })}
              error={errors.audience?.message}
              errorProps={{ role: 'alert' }}
            >
              <Group mt={6}>
                <Radio value="all" label={t.toAll} disabled={send.isPending} />
                <Radio value="emails" label={t.toPersonal} disabled={send.isPending} />
              </Group>
            </Radio.Group>
            {audience === 'emails' && (
              <Textarea
                label={t.emails}
                required
                autosize
                minRows={2}
                disabled={send.isPending}
                error={errors.emails?.message}
                errorProps={{ role: 'alert' }}
                {...register('emails', { validate: (v) => split(v).length > 0 || n.recipientRequired })}
              />
            )}
            {unknown.length > 0 && (
              <Alert color="yellow">
                {t.unknownEmails}
                {unknown.join(', ')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" leftSection={<IconSend size={16} />} loading={send.isPending}>
                {t.send}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {pushOff && (
        <Alert color="yellow" variant="light">
          {t.pushOff}
        </Alert>
      )}
      <ListTable
        title={t.historyTitle}
        columns={columns}
        rows={history.data?.notifications}
        rowKey={(row) => row._id}
        loading={history.isFetching && !history.data}
        error={history.error}
        params={params}
        searchable={false}
        paginated
        isNext={history.data?.isNext ?? false}
        emptyText={t.empty}
      />
    </Stack>
  );
}
