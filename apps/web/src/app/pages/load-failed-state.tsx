import type { ReactNode } from 'react';
import { Button, Center, EmptyState, Paper } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { genericMessages } from '@souq/contract/messages-core';
import { consoleFrameMessages } from '@souq/contract/messages-console-frame';
import { consoleView } from '@/i18n/console/view';

// The sections it shows, not the whole catalog: this file is in every page's first download.
const shell = consoleView(consoleFrameMessages, ['console', 'shell']);
const generic = consoleView(genericMessages, ['generic']);

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
      title={generic.somethingWentWrong}
      text={shell.loadFailed}
      action={
        <Button variant="light" onClick={() => window.location.reload()}>
          {shell.reload}
        </Button>
      }
    />
  );
}
