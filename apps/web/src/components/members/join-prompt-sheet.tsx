import { useEffect, useId, useRef } from 'react';
import { ActionIcon, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconLogin2, IconUserPlus, IconX } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { memberPaths } from '@/lib/members/paths';
import { visitorsTextsLoader } from '@/i18n/members/visitors';
import { rememberReturnTo, type JoinReason } from '@/lib/members/visitors';

import classes from './join-prompt.module.css';

/** Loads the prompt's texts (for join-prompt.tsx, before the sheet or the panel first renders). */
export const loadTexts = visitorsTextsLoader;

/** Join and Log in, each remembering where the visitor is so they come back here afterwards. */
function JoinButtons({ onChoose }: { onChoose?: () => void }) {
  const { t } = useTranslation('visitors');
  const { pathname, search } = useLocation();
  const choose = () => {
    rememberReturnTo(`${pathname}${search}`);
    onChoose?.();
  };
  return (
    <Stack gap="xs">
      <Button component={Link} to={memberPaths.register} onClick={choose} size="md" leftSection={<IconUserPlus size={20} aria-hidden />}>
        {t('join')}
      </Button>
      <Button component={Link} to={memberPaths.login} onClick={choose} size="md" variant="light" leftSection={<IconLogin2 size={20} aria-hidden />}>
        {t('login')}
      </Button>
    </Stack>
  );
}

/**
 * The join prompt as a sheet (join-prompt.tsx opens it). The browser's own modal <dialog> keeps
 * focus inside, closes on Escape and hides the page from screen readers, without the weight of a
 * dialog library.
 */
export function JoinPromptSheet({ reason, onClose }: { reason: JoinReason; onClose: () => void }) {
  const { t } = useTranslation('visitors');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    // jsdom (the unit tests) has no showModal: the open attribute shows it there.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  }, []);

  return (
    <dialog
      ref={dialog}
      className={classes.sheet}
      aria-labelledby={titleId}
      onClose={onClose}
      // A tap on the dimmed page around the sheet closes it, as on other phone sheets.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      data-testid="join-prompt"
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id={titleId}>
            {t(`reasons.${reason}`)}
          </Title>
          <ActionIcon variant="subtle" color="gray" onClick={onClose} aria-label={t('close')}>
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <Text>{t('text')}</Text>
        <JoinButtons onChoose={onClose} />
      </Stack>
    </dialog>
  );
}

/** The join prompt in place of a personal screen (join-prompt.tsx draws it). */
export function JoinPromptPanel({ reason }: { reason: JoinReason }) {
  const { t } = useTranslation('visitors');
  return (
    <Stack gap="md" maw={420} mx="auto" py="xl" ta="center" data-testid="join-panel">
      <IconUserPlus size={48} aria-hidden style={{ margin: '0 auto', color: 'var(--mantine-color-teal-7)' }} />
      <Title order={1} size="h3">
        {t(`reasons.${reason}`)}
      </Title>
      <Text>{t('text')}</Text>
      <JoinButtons />
    </Stack>
  );
}
