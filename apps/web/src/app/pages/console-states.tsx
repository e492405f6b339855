import { Button, Center, EmptyState, Paper } from '@mantine/core';
import { IconError404, IconLock, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '@souq/contract/messages';
import { paths } from '@/lib/console-paths';

const shell = messages.console.shell;

function StatePanel({ icon, title, text, action }: { icon: React.ReactNode; title: string; text: string; action: React.ReactNode }) {
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

/** An address inside the console that has no page (yet). */
export function ConsoleNotFoundPage() {
  return (
    <StatePanel
      icon={<IconError404 size={28} />}
      title={shell.notFoundTitle}
      text={shell.notFoundText}
      action={
        <Button component={Link} to={paths.dashboard} variant="light">
          {shell.toDashboard}
        </Button>
      }
    />
  );
}

/** The role may not open this address (typed in the address bar, or an old link). */
export function ForbiddenState() {
  return (
    <StatePanel
      icon={<IconLock size={28} />}
      title={shell.forbiddenTitle}
      text={shell.forbiddenText}
      action={
        <Button component={Link} to={paths.dashboard} variant="light">
          {shell.toDashboard}
        </Button>
      }
    />
  );
}

/** A page that failed to load (a chunk that did not arrive, or a crash). */
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
