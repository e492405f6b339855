import type { ChangeEvent } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFieldChrome } from './field-chrome';

/**
 * Which form field a kit field shows. `C` and `O` are the form's context and submitted values
 * (a form may submit the parsed request rather than its inputs, request-resolver.ts): the kit
 * reads neither, but takes any form's control.
 */
export interface FieldBinding<T extends FieldValues, C = unknown, O = T> {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  /** Disabled for a reason of its own (e.g. its options are loading); the form's busy state always counts. */
  disabled?: boolean;
  /** After the person changed the value (e.g. to clear a field that depended on this one). */
  onValueChange?: (value: string) => void;
}

/**
 * A kit field's props: the binding, its accessible name, and the Mantine input's own props minus
 * what the kit wires. The name is a visible label, or an aria-label where the screen shows none
 * (a comment box whose placeholder says what to write).
 */
export type BoundFieldProps<T extends FieldValues, P, C = unknown, O = T> = FieldBinding<T, C, O> &
  Omit<P, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'disabled' | 'label' | 'aria-label'> &
  ({ label: string; 'aria-label'?: undefined } | { label?: undefined; 'aria-label': string });

/**
 * What every kit field wires the same way: react-hook-form's value and ref, the field's error
 * announced as an alert (the browser tests find errors by role and text), disabled while saving.
 * `text` is the whole set for inputs whose change event carries a string value.
 */
export function useFieldProps<T extends FieldValues, C, O>({ control, name, disabled, onValueChange }: FieldBinding<T, C, O>) {
  const { field, fieldState } = useController({ control, name });
  const shared = {
    name: field.name,
    ref: field.ref,
    onBlur: field.onBlur,
    ...useFieldChrome(fieldState.error?.message, disabled),
  };
  const value: unknown = field.value;
  const text = {
    ...shared,
    value: typeof value === 'string' ? value : '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      field.onChange(event.currentTarget.value);
      onValueChange?.(event.currentTarget.value);
    },
  };
  return { field, shared, text };
}
