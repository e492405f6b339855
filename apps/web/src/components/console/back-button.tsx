import { Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';

/** The Back of a detail view shown in place of its list, on its own row above the record. */
export function BackButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Group>
      <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onClick}>
        {label}
      </Button>
    </Group>
  );
}
