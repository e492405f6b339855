import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

export interface PanelProps {
  /** The panel's heading, when it has one of its own. */
  title?: string;
  maw: number;
  children: ReactNode;
}

/** A console card on a page of its own (the account, the settings): bordered, with its heading. */
export function Panel({ title, maw, children }: PanelProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} shadow="xs" maw={maw}>
      {title === undefined ? (
        children
      ) : (
        <Stack gap="md">
          <Title order={2} size="h3">
            {title}
          </Title>
          {children}
        </Stack>
      )}
    </Paper>
  );
}
