import { Paper, Stack, Title } from '@mantine/core';
import { messages } from '@/i18n/console/messages';
import { StatusBanner, useStatusBanner } from '@/components/console/status-banner';
import { ChangePasswordForm } from '../components/change-password-form';
import { SignOutEverywhere } from '../components/sign-out-everywhere';

const t = messages.console.account;

/** #/rm-admin/change-password: old, new and confirm; 'Update password success' for 3 s. */
export function ChangePasswordPage() {
  const { banner, showSuccess, showError, clear } = useStatusBanner();
  return (
    <Stack gap="md">
      <StatusBanner banner={banner} onClose={clear} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} shadow="xs" maw={520}>
        <Stack gap="md">
          <Title order={2} size="h3">
            {t.title}
          </Title>
          <ChangePasswordForm onSaved={showSuccess} onFailed={showError} />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} shadow="xs" maw={520}>
        <SignOutEverywhere />
      </Paper>
    </Stack>
  );
}
