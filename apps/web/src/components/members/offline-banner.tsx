import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/members/online';

/** Says so while the network is gone; the screen under it stays as it was. */
export function OfflineBanner() {
  const online = useOnline();
  const { t } = useTranslation();
  if (online) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconWifiOff size={18} aria-hidden />} role="status" title={t('offline.title')} mb="md">
      {t('offline.banner')}
    </Alert>
  );
}
