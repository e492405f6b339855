import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { useOnline } from '@/lib/members/online';
import { useSavedCopyTime } from '@/lib/members/saved-copies';

/**
 * Says so while the network is gone, and when the screen reads the copies saved for offline
 * (with when they were saved); the screen under it stays as it was.
 */
export function OfflineBanner() {
  const online = useOnline();
  const savedAt = useSavedCopyTime();
  const { t, i18n } = useTranslation();
  if (savedAt !== null) {
    const time = formatDate(savedAt, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return (
      <Alert color="orange" variant="light" icon={<IconWifiOff size={18} aria-hidden />} role="status" title={t('offline.savedTitle')} mb="md">
        {t('offline.savedText', { time })}
      </Alert>
    );
  }
  if (online) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconWifiOff size={18} aria-hidden />} role="status" title={t('offline.title')} mb="md">
      {t('offline.banner')}
    </Alert>
  );
}
