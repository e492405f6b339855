import type { ReactNode } from 'react';
import { Button, Center, EmptyState, Paper } from '@mantine/core';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useServerText } from '@/i18n/members/server-text';
import { useOnline } from '@/lib/members/online';

export interface MembersStateProps {
  icon: ReactNode;
  title: string;
  text?: ReactNode;
  /** The title's heading level: 1 when the state is the whole screen. */
  order?: 1 | 2;
  children?: ReactNode;
}

/** A full-width state: an icon, a title, a line of text and what to do. */
export function MembersState({ icon, title, text, order = 1, children }: MembersStateProps) {
  return (
    <Center py="xl">
      <Paper withBorder radius="md" p="xl" maw={480} w="100%">
        <EmptyState icon={icon} variant="light">
          <EmptyState.Title order={order}>{title}</EmptyState.Title>
          {text && <EmptyState.Description>{text}</EmptyState.Description>}
          {children && <EmptyState.Actions>{children}</EmptyState.Actions>}
        </EmptyState>
      </Paper>
    </Center>
  );
}

/**
 * A load that failed, never an empty screen: says why (offline, or the server's text in the
 * reader's language) and offers Retry.
 */
export function LoadError({ error, onRetry, order = 1 }: { error?: string; onRetry: () => void; order?: 1 | 2 }) {
  const { t } = useTranslation();
  const translate = useServerText();
  const online = useOnline();
  return (
    <div role="alert">
      <MembersState
        order={order}
        icon={online ? <IconRefresh size={28} aria-hidden /> : <IconWifiOff size={28} aria-hidden />}
        title={online ? t('loadFailed.title') : t('offline.title')}
        text={online ? (error ? translate(error) : t('loadFailed.text')) : t('offline.text')}
      >
        <Button variant="light" leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </MembersState>
    </div>
  );
}
