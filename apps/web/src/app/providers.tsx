import { useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { subscribeSession, getSession, watchOtherTabs } from '@/lib/session';
import { createQueryClient } from './query-client';
import { theme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  // Nothing fetched for one login may be shown to the next: drop the cache when the session ends.
  useEffect(() => {
    const stopWatching = watchOtherTabs();
    const unsubscribe = subscribeSession(() => {
      if (!getSession()) queryClient.clear();
    });
    return () => {
      stopWatching();
      unsubscribe();
    };
  }, [queryClient]);

  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-right" zIndex={1000} limit={4} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
