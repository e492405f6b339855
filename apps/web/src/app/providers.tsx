import { useEffect, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { watchOtherTabs } from '@/lib/console/session';
import { NotificationsHost } from './notifications-host';
import { readableColors, theme } from './theme';

/** What every screen needs; the server-state cache comes with the screens that use it. */
export function Providers({ children }: { children: ReactNode }) {
  useEffect(() => watchOtherTabs(), []);

  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={readableColors}>
      <NotificationsHost />
      {children}
    </MantineProvider>
  );
}
