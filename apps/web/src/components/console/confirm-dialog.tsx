import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { messages } from '@/i18n/console/messages';

const c = messages.console.confirm;

export interface ConfirmDialogProps {
  opened: boolean;
  /** The spec's question, e.g. 'Do you want to delete the classified category ?'. */
  message: string;
  /** The dialog's title: the record it asks about by name ('Delete the user Ahmad Ali?'); 'Please confirm' without one. */
  title?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs: Yes spins, nothing can be clicked twice. */
  busy?: boolean;
  /** Shown under the question when the action failed (e.g. a 409 'in use' answer). */
  error?: string | null;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
  /** Its place in a Modal.Stack, when it may open over another dialog (see LeaveGuardProvider). */
  stackId?: string;
}

/** A modal asking one question; focus starts on Cancel so Enter never deletes by accident. */
export function ConfirmDialog({
  opened,
  message,
  title,
  onConfirm,
  onCancel,
  busy = false,
  error,
  confirmLabel = c.yes,
  cancelLabel = c.no,
  danger = true,
  stackId,
}: ConfirmDialogProps) {
  return (
    <Modal
      stackId={stackId}
      opened={opened}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={title ?? c.title}
      centered
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
    >
      <Stack gap="md">
        <Text>{message}</Text>
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
