import type { ReactNode } from 'react';
import { Button, Center, EmptyState, Paper } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { messages } from '@/i18n/console-messages';

const shell = messages.console.shell;

/** A full-width state with an icon, a title, a line of text and one action. */
export function StatePanel({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action: ReactNode }) {
  return (
    <Center py={64}>
      <Paper withBorder radius="md" p="xl" maw={480} w="100%">
        <EmptyState icon={icon} title={title} description={text} variant="light">
          <EmptyState.Actions>{action}</EmptyState.Actions>
        </EmptyState>
      </Paper>
    </Center>
  );
}

/**
 * Every route's error boundary shows this, so it ships with the entry (a chunk that failed to
 * arrive cannot be followed by another); the other console states load with the console.
 */
export function LoadFailedState() {
  return (
    <StatePanel
      icon={<IconRefresh size={28} />}
      title={messages.generic.somethingWentWrong}
      text={shell.loadFailed}
      action={
        <Button variant="light" onClick={() => window.location.reload()}>
          {shell.reload}
        </Button>
      }
    />
  );
}
