import { useEffect, useId, useRef, useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { accountTextsLoader } from '@/i18n/members/account';
import { pushAvailability, type PushOfferReason } from '@/lib/members/push-offer';
import { enableWebPush } from '@/lib/members/web-push';
import classes from './join-prompt.module.css';

/** Loads the offer's texts (push-offer.tsx, before it first renders). */
export const loadTexts = accountTextsLoader;

/**
 * "Turn on notifications?" after a meaningful act; the browser's own question comes only from the
 * member's tap on Turn on. On an iPhone outside the Home Screen it explains how to get there.
 */
export function PushOfferSheet({ reason, onClose }: { reason: PushOfferReason; onClose: () => void }) {
  const { t } = useTranslation('account');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const ios = pushAvailability() === 'ios-install';

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  }, []);

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
    <dialog
      ref={dialog}
      className={classes.sheet}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      data-testid="push-offer"
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id={titleId}>
            {ios ? t('webPush.iosTitle') : t(`webPush.offerTitle.${reason}`)}
          </Title>
          <ActionIcon variant="subtle" color="gray" onClick={onClose} aria-label={t('webPush.close')}>
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Group>
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
      </Stack>
    </dialog>
  );
}
