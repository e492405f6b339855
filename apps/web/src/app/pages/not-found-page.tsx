import { Button, Center, EmptyState } from '@mantine/core';
import { IconError404 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '@/i18n/console/messages';
import { paths } from '@/lib/console/paths';

const shell = messages.console.shell;

/** Any address outside the console that has no page (the public pages come in a later issue). */
export function NotFoundPage() {
  return (
    <Center mih="100vh" p="md" component="main">
      <EmptyState icon={<IconError404 size={28} />} title={shell.notFoundTitle} description={shell.notFoundText} variant="light">
        <EmptyState.Actions>
          <Button component={Link} to={paths.login}>
            {shell.toConsole}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Center>
  );
}
