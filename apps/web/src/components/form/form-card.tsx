import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { BusyForm } from './busy-form';
import type { ImageFieldState } from './image-field';
import { useLeaveGuard } from './use-leave-guard';

export interface FormCardProps {
  /** The heading, and the form's accessible name. */
  title: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Back, once the person agreed to lose unsaved changes. */
  onBack: () => void;
  /** Unsaved changes (the fields' isDirty): leaving asks first. */
  dirty: boolean;
  /**
   * The form's image (useImageField), if it has one: checked with the other fields on every Save,
   * so one Save shows every missing field at once, and a picked image counts as a change.
   */
  image?: ImageFieldState;
  /** The feature's own words for the buttons (its catalog section has `save` and `back`). */
  labels: { save: string; back: string };
  maw?: number;
  children: ReactNode;
}

/**
 * An add/edit form shown in place of a list: a card with the title, the fields, then Back and
 * Save. While busy, the kit's fields and Back are disabled and Save spins. With unsaved changes,
 * Back and leaving the page ask first; a save closes the form without asking.
 */
export function FormCard({ title, busy, onSubmit, onBack, dirty, image, labels, maw = 640, children }: FormCardProps) {
  const guard = useLeaveGuard(dirty || Boolean(image?.file));
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} shadow="xs" maw={maw}>
      <BusyForm
        label={title}
        busy={busy}
        onSubmit={(event) => {
          image?.checkMissing();
          onSubmit(event);
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h3">
            {title}
          </Title>
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => guard.confirm(onBack)} disabled={busy}>
              {labels.back}
            </Button>
            <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={busy}>
              {labels.save}
            </Button>
          </Group>
        </Stack>
      </BusyForm>
    </Paper>
  );
}
