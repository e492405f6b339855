import { useState } from 'react';
import { Anchor, Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SAVED_SEARCH_NAME_MAX } from '@souq/contract/members-saved-searches';
import { useMarketText } from '@/i18n/members/market';
import { useServerText } from '@/i18n/members/server-text';
import { errorText } from '@/lib/api-client';
import { memberPaths } from '@/lib/members/paths';
import { useSaveSearch } from '../api';

export interface SaveSearchDialogProps {
  /** The search exactly as the page asks the server for it. */
  params: Record<string, string>;
  opened: boolean;
  onClose: () => void;
}

/** Saving a search: a name if the member wants one and how to be told of new listings (at once, or once a day by e-mail). */
export function SaveSearchDialog({ params, opened, onClose }: SaveSearchDialogProps) {
  const t = useMarketText();
  const translate = useServerText();
  const save = useSaveSearch();
  const [name, setName] = useState('');
  const [alert, setAlert] = useState<'instant' | 'daily'>('instant');

  const close = () => {
    if (save.isPending) return;
    onClose();
    save.reset();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('search.saveTitle')} centered>
      {save.isSuccess ? (
        <Stack gap="md" role="status">
          <Group gap="xs" wrap="nowrap">
            <IconCircleCheck size={22} aria-hidden color="var(--mantine-color-teal-8)" />
            <Text>{t('search.saved')}</Text>
          </Group>
          <Group justify="flex-end" gap="sm">
            <Anchor component={Link} to={memberPaths.savedSearches}>
              {t('search.savedLink')}
            </Anchor>
            <Button onClick={close} data-autofocus>
              {t('search.saveCancel')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ ...(name.trim() ? { name: name.trim() } : {}), alert, params });
          }}
        >
          <Stack gap="md">
            <Text size="sm">{t('search.saveText')}</Text>
            <TextInput
              label={t('search.saveName')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              maxLength={SAVED_SEARCH_NAME_MAX}
              dir="auto"
            />
            <Radio.Group label={t('search.saveAlert')} value={alert} onChange={(value) => setAlert(value === 'daily' ? 'daily' : 'instant')}>
              <Stack gap="xs" mt="xs">
                <Radio value="instant" label={t('search.saveAlerts.instant')} />
                <Radio value="daily" label={t('search.saveAlerts.daily')} />
              </Stack>
            </Radio.Group>
            {save.error && (
              <Text c="red.8" size="sm" role="alert">
                {translate(errorText(save.error))}
              </Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={save.isPending}>
                {t('search.saveCancel')}
              </Button>
              <Button type="submit" loading={save.isPending} data-testid="save-search-confirm">
                {t('search.saveButton')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
