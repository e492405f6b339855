import { useState } from 'react';
import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle, IconBellOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@/i18n/console/messages';
import type { NotificationSummary, SendNotificationRequest } from '@souq/contract/notifications';
import { ListTable, type Column } from '@/components/console/list-table';
import { StatusBanner, useStatusBanner } from '@/components/console/status-banner';
import { useListParams } from '@/components/console/use-list-params';
import { UserText } from '@/components/console/user-text';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { notificationsQuery, useSendNotification } from '../api';
import { DeliveryProgress } from '../components/delivery-progress';
import { SendForm } from '../components/send-form';

const t = messages.console.notifications;

/** The history's columns, read when drawn so their headers follow the console's language. */
const columns = (): Column<NotificationSummary>[] => [
  { key: 'when', header: t.sentAt, width: 170, value: (row) => formatDateTime(row.createdAt) },
  {
    key: 'title',
    header: t.title,
    render: (row) => (
      <Stack gap={0} maw={320}>
        <UserText fw={600} lineClamp={1}>
          {row.title}
        </UserText>
        <UserText size="xs" c="dimmed" lineClamp={2}>
          {row.description}
        </UserText>
      </Stack>
    ),
  },
  { key: 'audience', header: t.audience, value: (row) => (row.audience === 'all' ? t.toAll : t.toPersonal) },
  { key: 'reach', header: t.reach, align: 'right', value: (row) => row.recipients },
  { key: 'progress', header: t.progress, render: (row) => <DeliveryProgress row={row} /> },
];

/** #/rm-admin/notifications: send to everyone or to some e-mails, then follow each delivery. */
export function NotificationsPage() {
  const params = useListParams();
  const history = useQuery(notificationsQuery(params.page));
  const send = useSendNotification();
  const { banner, showSuccess, showError, clear } = useStatusBanner();
  // Addresses of the last personal send that belong to nobody: kept until the next send.
  const [unknown, setUnknown] = useState<string[]>([]);

  const onSend = async (request: SendNotificationRequest) => {
    setUnknown([]);
    try {
      const result = await send.mutateAsync(request);
      setUnknown(result.unknownEmails);
      showSuccess(messages.notification.sent);
      return true;
    } catch (error) {
      showError(errorText(error));
      return false;
    }
  };

  // The newest send tells whether this server pushes at all (FCM credentials configured).
  const latest = params.page === 1 ? history.data?.notifications[0] : undefined;

  return (
    <Stack gap="md">
      <StatusBanner banner={banner} onClose={clear} />
      {unknown.length > 0 && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} role="status" maw={720}>
          {t.unknownEmails}
          {unknown.join(', ')}
        </Alert>
      )}
      <SendForm busy={send.isPending} onSend={onSend} />
      {latest && !latest.pushConfigured && (
        <Alert color="gray" variant="light" icon={<IconBellOff size={18} />}>
          {t.pushOff}
        </Alert>
      )}
      <ListTable
        title={t.historyTitle}
        columns={columns()}
        rows={history.data?.notifications}
        rowKey={(row) => row._id}
        // Polling refetches are silent: only the first load shows the spinner.
        loading={history.isPending}
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
