import { Button, Group, Text } from '@mantine/core';
import { STRIKE_UNDO_SHOWN_MS } from '@souq/contract/strikes';
import { messages } from '@/i18n/console/messages';
import { notifyWith } from '@/lib/notify';

/**
 * Says what was done, with an Undo button for a few seconds (STRIKE_UNDO_SHOWN_MS); the button
 * works once. Undo itself (reversing the action and its strike) is the caller's.
 */
export function notifyUndoable(message: string, onUndo: () => void): void {
  let used = false;
  notifyWith({
    color: 'teal',
    withBorder: true,
    autoClose: STRIKE_UNDO_SHOWN_MS,
    message: (
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm">{message}</Text>
        <Button
          size="xs"
          variant="light"
          onClick={() => {
            if (used) return;
            used = true;
            onUndo();
          }}
        >
          {messages.console.strikes.undo}
        </Button>
      </Group>
    ),
  });
}
