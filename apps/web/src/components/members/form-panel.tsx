import type { FormEvent, ReactNode } from 'react';
import { Paper, Stack } from '@mantine/core';
import { BusyForm } from '@/components/form/busy-form';

export interface FormPanelProps {
  /** The form's accessible name, where the tests or a screen reader find the form by it. */
  label?: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The space between the fields: 'sm' for a reply box under a thread. */
  gap?: 'sm' | 'md';
  children: ReactNode;
}

/**
 * A members' form on a bordered panel (the support forms, the post composer, Sell): the form
 * kit's BusyForm, so the kit's fields disable themselves while it saves, with the fields and the
 * buttons the screen puts in it.
 */
export function FormPanel({ label, busy, onSubmit, gap = 'md', children }: FormPanelProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <BusyForm label={label} busy={busy} onSubmit={onSubmit}>
        <Stack gap={gap}>{children}</Stack>
      </BusyForm>
    </Paper>
  );
}
