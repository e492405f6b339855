import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFormBusy } from './form-busy';

export interface FieldBinding<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** Disabled for a reason of its own (e.g. its options are loading); the form's busy state always counts. */
  disabled?: boolean;
}

/**
 * What every kit field wires the same way: react-hook-form's value and ref, the field's error
 * announced as an alert (the browser tests find errors by role and text), disabled while saving.
 */
export function useFieldProps<T extends FieldValues>({ control, name, disabled }: FieldBinding<T>) {
  const busy = useFormBusy();
  const { field, fieldState } = useController({ control, name });
  return {
    field,
    shared: {
      name: field.name,
      ref: field.ref,
      onBlur: field.onBlur,
      disabled: busy || Boolean(disabled),
      error: fieldState.error?.message,
      errorProps: { role: 'alert' },
    },
  };
}
