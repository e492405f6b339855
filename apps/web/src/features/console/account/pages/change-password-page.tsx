import { Stack } from '@mantine/core';
import { messages } from '@/i18n/console/messages';
import { Panel } from '@/components/console/panel';
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
      <Panel title={t.title} maw={520}>
        <ChangePasswordForm onSaved={showSuccess} onFailed={showError} />
      </Panel>
      <Panel maw={520}>
        <SignOutEverywhere />
      </Panel>
    </Stack>
  );
}
