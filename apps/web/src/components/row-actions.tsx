import type { ReactNode } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

export interface RowActionsProps {
  /** Names the row in the buttons' accessible labels ("Edit Cars"). */
  name: string;
  /** The feature's own words (its catalog section has `edit`, and `delete` when rows can be deleted). */
  labels: { edit: string; delete?: string };
  onEdit: () => void;
  /** Without it the row has no delete button. */
  onDelete?: () => void;
  /** More buttons after edit and delete. */
  children?: ReactNode;
}

/** Delete and edit buttons of a table row, each with a tooltip and an accessible name. */
export function RowActions({ name, labels, onEdit, onDelete, children }: RowActionsProps) {
  return (
    <Group gap={6} wrap="nowrap">
      {onDelete && (
        <Tooltip label={labels.delete} withArrow>
          <ActionIcon variant="light" color="red" aria-label={`${labels.delete ?? ''} ${name}`} onClick={onDelete}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={labels.edit} withArrow>
        <ActionIcon variant="light" aria-label={`${labels.edit} ${name}`} onClick={onEdit}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      {children}
    </Group>
  );
}
