import { useState } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconLogout2 } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { messages } from '@/i18n/console/messages';
import { ConfirmDialog } from '@/components/console/confirm-dialog';
import { errorText } from '@/lib/api-client';
import { paths } from '@/lib/console/paths';
import { useLogoutEverywhere } from '../api';

const t = messages.console.account;

/** Ends every session of the account (a lost phone, a shared computer), after a confirmation. */
export function SignOutEverywhere() {
  const [asking, setAsking] = useState(false);
  const end = useLogoutEverywhere();
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      await end.mutateAsync();
      void navigate(paths.login, { replace: true });
    } catch {
      // The dialog shows the error and stays open.
    }
  };

  return (
    <Stack gap="xs" align="flex-start">
      <Title order={3} size="h4">
        {t.signOutEverywhere}
      </Title>
      <Text size="sm" c="dimmed">
        {t.signOutEverywhereHint}
      </Text>
      <Button variant="outline" color="red" leftSection={<IconLogout2 size={18} />} onClick={() => setAsking(true)}>
        {t.signOutEverywhere}
      </Button>
      <ConfirmDialog
        opened={asking}
        message={t.signOutEverywhereQuestion}
        confirmLabel={t.signOutEverywhere}
        busy={end.isPending}
        error={end.isError ? errorText(end.error) : null}
        onConfirm={() => void confirm()}
        onCancel={() => {
          end.reset();
          setAsking(false);
        }}
      />
    </Stack>
  );
}
