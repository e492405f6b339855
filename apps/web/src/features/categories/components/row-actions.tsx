import type { ReactNode } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { messages } from '@souq/contract/messages';

const t = messages.console.categories;

export interface RowActionsProps {
  /** Names the row in the buttons' accessible labels ("Edit Cars"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** More buttons after edit and delete. */
  children?: ReactNode;
}

/** Delete and edit buttons of a table row, each with a tooltip and an accessible name. */
export function RowActions({ name, onEdit, onDelete, children }: RowActionsProps) {
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label={t.delete} withArrow>
        <ActionIcon variant="light" color="red" aria-label={`${t.delete} ${name}`} onClick={onDelete}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t.edit} withArrow>
        <ActionIcon variant="light" aria-label={`${t.edit} ${name}`} onClick={onEdit}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      {children}
    </Group>
  );
}
