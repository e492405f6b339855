import { useEffect, useState } from 'react';
import { Paper, Stack, Switch, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '@/components/members/form-failure';
import { pushAvailability, type PushAvailability } from '@/lib/members/push-offer';
import { currentPushSubscription, disableWebPush, enableWebPush } from '@/lib/members/web-push';

/**
 * Notifications in this browser: the Web Push subscription of this device, on or off. The kinds
 * above decide what is pushed; this decides whether this browser is one of the places it goes.
 */
export function WebPushSwitch() {
  const { t } = useTranslation('account');
  const [availability, setAvailability] = useState<PushAvailability>(() => pushAvailability());
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [announced, setAnnounced] = useState('');

  useEffect(() => {
    let live = true;
    currentPushSubscription()
      .then((subscription) => live && setSubscribed(subscription !== null))
      .catch(() => live && setSubscribed(false));
    return () => {
      live = false;
    };
  }, []);

  const change = async (on: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      if (on) {
        const granted = await enableWebPush();
        setAvailability(pushAvailability());
        setSubscribed(granted);
        if (granted) setAnnounced(t('webPush.enabled'));
        else setFailure(t('webPush.refused'));
      } else {
        await disableWebPush();
        setSubscribed(false);
        setAnnounced(t('webPush.disabled'));
      }
    } catch {
      setFailure(t('webPush.failed'));
    } finally {
      setBusy(false);
    }
  };

  const explanation =
    availability === 'unsupported'
      ? t('webPush.unsupported')
      : availability === 'ios-install'
        ? t('webPush.iosText')
        : availability === 'denied'
          ? t('webPush.denied')
          : subscribed
            ? t('webPush.deviceOn')
            : t('webPush.deviceOff');
  const usable = availability === 'ask' || availability === 'granted';

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="web-push-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="web-push-title">
          {availability === 'ios-install' ? t('webPush.iosTitle') : t('webPush.deviceTitle')}
        </Title>
        <VisuallyHidden role="status">{announced}</VisuallyHidden>
        <FormFailure text={failure} withIcon />
        {usable && (
          <Switch
            label={t('webPush.deviceSwitch')}
            checked={subscribed === true}
            disabled={busy || subscribed === null}
            onChange={(event) => void change(event.currentTarget.checked)}
            size="md"
          />
        )}
        <Text size="sm" c="dimmed" id="web-push-explanation">
          {explanation}
        </Text>
      </Stack>
    </Paper>
  );
}
