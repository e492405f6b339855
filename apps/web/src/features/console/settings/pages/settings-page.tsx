import { useEffect } from 'react';
import { Center, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@/i18n/console/messages';
import { Panel } from '@/components/console/panel';
import { StatusBanner, useStatusBanner } from '@/components/console/status-banner';
import { errorText } from '@/lib/api-client';
import { appSettingsQuery } from '../api';
import { SettingsForm } from '../components/settings-form';

const t = messages.console.settings;

/** #/rm-admin/settings ('App Setting'): the app's contact details, with a 3 s success or error banner. */
export function SettingsPage() {
  const settings = useQuery(appSettingsQuery());
  const { banner, showSuccess, showError, clear } = useStatusBanner();

  useEffect(() => {
    if (settings.error) showError(errorText(settings.error));
  }, [settings.error, showError]);

  return (
    <Stack gap="md">
      <StatusBanner banner={banner} onClose={clear} />
      <Panel title={t.title} maw={820}>
        {settings.data ? (
          // Keyed by the record, so a reload of other values starts the form afresh.
          <SettingsForm key={settings.data._id} settings={settings.data} onSaved={showSuccess} onFailed={showError} />
        ) : (
          settings.isPending && (
            <Center py="xl">
              <Loader role="status" aria-label={t.loading} />
            </Center>
          )
        )}
      </Panel>
    </Stack>
  );
}
