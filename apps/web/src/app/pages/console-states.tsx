import { Button } from '@mantine/core';
import { IconError404, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '@/i18n/console/messages';
import { paths } from '@/lib/console/paths';
import { StatePanel } from './load-failed-state';

const shell = messages.console.shell;

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
