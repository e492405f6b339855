import { useEffect, useState } from 'react';
import { Box, Center, Image, Paper, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { LoginRequest } from '@souq/contract/auth';
import { loginMessages } from '@souq/contract/messages-core';
import { consoleShellMessages } from '@souq/contract/messages-console-shell';
import { consoleView } from '@/i18n/console/view';
import { showConsoleIn, staffLanguage } from '@/i18n/console/language';
import logoUrl from '@/assets/logo.svg';
import { errorText } from '@/lib/api-client';
import { paths } from '@/lib/console/paths';
import { notifyError } from '@/lib/notify';
import { isStaffRole, peekNotice, saveSession, storageAvailable, takeNotice } from '@/lib/console/session';
import { useLogin } from '../api';

// The sections of the catalog this page shows, in the console's language: not the whole catalog
// (console-messages.ts), which the login route's JavaScript budget has no room for.
const messages = {
  login: consoleView(loginMessages, ['login']),
  console: consoleView(consoleShellMessages, ['console']),
};
import { LoginForm } from '../components/login-form';

/** #/rm-admin: staff log in; admin and dataentry land on the dashboard, anyone else is refused. */
export function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  // Why the last session ended (e.g. 'Not authorized, login again'), shown once.
  const [error, setError] = useState<string | null>(peekNotice);
  useEffect(() => {
    takeNotice();
  }, []);

  const submit = async (values: LoginRequest) => {
    setError(null);
    if (!storageAvailable()) {
      setError(messages.login.noStorage);
      return;
    }
    try {
      const data = await login.mutateAsync(values);
      if (!isStaffRole(data.role)) {
        notifyError(messages.login.notStaff);
        setError(messages.login.notStaff);
        void navigate(paths.login, { replace: true });
        return;
      }
      // The staff member's own language, before the console's first screen.
      await showConsoleIn(staffLanguage(data._id));
      saveSession(data);
      void navigate(paths.dashboard, { replace: true });
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <Center component="main" mih="100vh" p="md" style={{ background: 'linear-gradient(160deg, var(--mantine-color-brand-0), var(--mantine-color-gray-1))' }}>
      <Box w="100%" maw={400}>
        <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Center mb="md">
            <Image src={logoUrl} alt={messages.console.brand} h={56} w="auto" />
          </Center>
          <Title order={1} size="h3" ta="center" mb={4}>
            {messages.console.login.title}
          </Title>
          <Text c="dimmed" size="sm" ta="center" mb="lg">
            {messages.console.login.subtitle}
          </Text>
          <LoginForm onSubmit={submit} error={error} busy={login.isPending} />
        </Paper>
      </Box>
    </Center>
  );
}
