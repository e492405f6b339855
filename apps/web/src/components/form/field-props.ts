import type { ChangeEvent } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useMessageTranslation } from '@/lib/message-translation';
import { useFormBusy } from './form-busy';

export interface FieldBinding<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** Disabled for a reason of its own (e.g. its options are loading); the form's busy state always counts. */
  disabled?: boolean;
}

/** A kit field's props: the binding, a label, and the Mantine input's own props minus what the kit wires. */
export type BoundFieldProps<T extends FieldValues, P> = FieldBinding<T> &
  Omit<P, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'disabled'> & { label: string };

/**
 * What every kit field wires the same way: react-hook-form's value and ref, the field's error
 * announced as an alert (the browser tests find errors by role and text), disabled while saving.
 * `text` is the whole set for inputs whose change event carries a string value.
 */
export function useFieldProps<T extends FieldValues>({ control, name, disabled }: FieldBinding<T>) {
  const busy = useFormBusy();
  const translate = useMessageTranslation();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const shared = {
    name: field.name,
    ref: field.ref,
    onBlur: field.onBlur,
    disabled: busy || Boolean(disabled),
    error: message ? translate(message) : undefined,
    errorProps: { role: 'alert' },
  };
  const value: unknown = field.value;
  const text = {
    ...shared,
    value: typeof value === 'string' ? value : '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => field.onChange(event.currentTarget.value),
  };
  return { field, shared, text };
}
