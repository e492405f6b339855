import { useEffect, useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { STRIKE_REASONS, type StrikeReason } from '@souq/contract/strike-reason';
import { messages } from '@/i18n/console/messages';

export interface StrikeReasonDialogProps {
  opened: boolean;
  title: string;
  /** A sentence above the reasons (e.g. what blocking does), when the action needs one. */
  message?: string;
  /** The note typed before the dialog opened (the moderation panel's), to start from. */
  initialNote?: string;
  confirmLabel?: string;
  onConfirm: (choice: { reason: StrikeReason; note: string | null }) => void;
  onCancel: () => void;
  busy?: boolean;
  error?: string | null;
}

/**
 * Asks why, before staff hide, disallow, block or delete: a reason from the fixed list (arrow
 * keys move between them, focus starts on the first) and an optional note, both told to the
 * member. Nothing happens until Confirm; Escape cancels.
 */
export function StrikeReasonDialog({
  opened,
  title,
  message,
  initialNote = '',
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
  error,
}: StrikeReasonDialogProps) {
  const s = messages.console.strikes;
  const labels = messages.console.moderation.reportCategories;
  const [reason, setReason] = useState<StrikeReason | ''>('');
  const [note, setNote] = useState(initialNote);
  useEffect(() => {
    if (!opened) return;
    setReason('');
    setNote(initialNote);
  }, [opened, initialNote]);

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={title}
      centered
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (reason) onConfirm({ reason, note: note.trim() || null });
        }}
      >
        <Stack gap="md">
          {message && <Text>{message}</Text>}
          <Radio.Group label={s.reason} description={s.reasonHint} value={reason} onChange={(value) => setReason(value as StrikeReason)} required>
            <Stack gap={6} mt="xs">
              {STRIKE_REASONS.map((value, i) => (
                <Radio key={value} value={value} label={labels[value]} data-autofocus={i === 0 ? true : undefined} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea label={s.note} value={note} onChange={(event) => setNote(event.currentTarget.value)} rows={3} maxLength={1000} dir="auto" />
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              {s.cancel}
            </Button>
            <Button type="submit" color="red" loading={busy} disabled={!reason}>
              {confirmLabel ?? s.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
