import type { FormEvent, ReactNode } from 'react';
import { FormBusyContext } from './form-busy';

export interface BusyFormProps {
  /** The form's accessible name, where the screen has more than one form or the tests find it by name. */
  label?: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/**
 * A form the schema validates (no browser bubbles), marked aria-busy while it saves; the kit's
 * fields inside read `busy` and disable themselves.
 */
export function BusyForm({ label, busy, onSubmit, children }: BusyFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy || undefined} aria-label={label}>
      <FormBusyContext.Provider value={busy}>{children}</FormBusyContext.Provider>
    </form>
  );
}
