import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { accountTextsLoader } from '@/i18n/members/account';
import { pushAvailability, type PushOfferReason } from '@/lib/members/push-offer';
import { enableWebPush } from '@/lib/members/web-push';
import { PhoneSheet } from './phone-sheet';

/** Loads the offer's texts (push-offer.tsx, before it first renders). */
export const loadTexts = accountTextsLoader;

/**
 * "Turn on notifications?" after a meaningful act; the browser's own question comes only from the
 * member's tap on Turn on. On an iPhone outside the Home Screen it explains how to get there.
 */
export function PushOfferSheet({ reason, onClose }: { reason: PushOfferReason; onClose: () => void }) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const ios = pushAvailability() === 'ios-install';

  const turnOn = async () => {
    setBusy(true);
    setFailure(null);
    try {
      if (await enableWebPush()) onClose();
      else setFailure(t('webPush.refused'));
    } catch {
      setFailure(t('webPush.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PhoneSheet title={ios ? t('webPush.iosTitle') : t(`webPush.offerTitle.${reason}`)} closeLabel={t('webPush.close')} onClose={onClose} testId="push-offer">
      <Text>{ios ? t('webPush.iosText') : t('webPush.offerText')}</Text>
      {failure && (
        <Text c="red.8" size="sm" role="alert">
          {failure}
        </Text>
      )}
      {ios ? (
        <Button onClick={onClose} size="md">
          {t('webPush.gotIt')}
        </Button>
      ) : (
        <Stack gap="xs">
          <Button onClick={() => void turnOn()} loading={busy} size="md" leftSection={<IconBell size={20} aria-hidden />}>
            {t('webPush.turnOn')}
          </Button>
          <Button onClick={onClose} size="md" variant="light">
            {t('webPush.notNow')}
          </Button>
        </Stack>
      )}
    </PhoneSheet>
  );
}
