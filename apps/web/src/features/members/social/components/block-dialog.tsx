import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useServerText } from '@/i18n/members/server-text';
import { SentenceWithName } from '@/components/members/bidi';

export interface BlockDialogProps {
  opened: boolean;
  name: string;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Says what blocking does before it is done. */
export function BlockDialog({ opened, name, busy, error, onCancel, onConfirm }: BlockDialogProps) {
  const { t } = useTranslation('social');
  const translate = useServerText();
  return (
    <Modal opened={opened} onClose={onCancel} title={<SentenceWithName name={name} sentence={(who) => t('member.blockTitle', { name: who })} />} centered>
      <Stack gap="md">
        <Text size="sm">
          <SentenceWithName name={name} sentence={(who) => t('member.blockText', { name: who })} />
        </Text>
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {translate(error)}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {t('compose.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm}>
            {t('member.blockConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
