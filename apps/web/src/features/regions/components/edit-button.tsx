import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { messages } from '@souq/contract/messages';

const t = messages.console.regions;

/** The row's edit action; `name` completes its accessible label ("Edit Hawalli"). */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Tooltip label={t.edit} withArrow>
      <ActionIcon variant="light" aria-label={`${t.edit} ${name}`} onClick={onClick}>
        <IconPencil size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
