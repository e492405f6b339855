import { useEffect, useId, useRef, type ReactNode } from 'react';
import { ActionIcon, Group, Stack, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import classes from './join-prompt.module.css';

/**
 * A sheet at the foot of a phone's screen, with its title and a close button. The browser's own
 * modal <dialog> keeps focus inside, closes on Escape and hides the page from screen readers,
 * without the weight of a dialog library; a tap on the dimmed page around it closes it too.
 */
export function PhoneSheet({
  title,
  closeLabel,
  onClose,
  testId,
  children,
}: {
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}) {
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
      onClick={(event) => event.target === event.currentTarget && onClose()}
      data-testid={testId}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          <ActionIcon variant="subtle" color="gray" onClick={onClose} aria-label={closeLabel}>
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Group>
        {children}
      </Stack>
    </dialog>
  );
}
