import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface DeleteAccountDialogProps {
  opened: boolean;
  busy: boolean;
  /** The server's refusal, in the reader's language. */
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * "Delete my account" asks first and says exactly what goes: what the server's erase does
 * (DELETE /api/v1/me) and the one thing it keeps (reports, for the moderators).
 */
export function DeleteAccountDialog({ opened, busy, error, onCancel, onConfirm }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onCancel}
      title={t('account.deleteTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" py="xs">
            {error}
          </Alert>
        )}
        <Text fw={600}>{t('account.deleteIntro')}</Text>
        <List spacing="xs" size="sm">
          <List.Item>{t('account.deleteData')}</List.Item>
          <List.Item>{t('account.deleteContent')}</List.Item>
          <List.Item>{t('account.deleteConnections')}</List.Item>
          <List.Item>{t('account.deleteSessions')}</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          {t('account.deleteReports')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button color="red" leftSection={<IconTrash size={18} aria-hidden />} loading={busy} onClick={onConfirm}>
            {t('account.deleteConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
