import { Checkbox, type CheckboxProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useFieldProps, type BoundFieldProps } from './field-props';

export type CheckboxFieldProps<T extends FieldValues, C = unknown, O = T> = Omit<BoundFieldProps<T, Omit<CheckboxProps, 'checked'>, C, O>, 'onValueChange'>;

/** A checkbox bound to one form field holding true or false. */
export function CheckboxField<T extends FieldValues, C = unknown, O = T>({ control, name, disabled, ...props }: CheckboxFieldProps<T, C, O>) {
  const { field, shared } = useFieldProps({ control, name, disabled });
  // Mantine's Checkbox has no errorProps: it would reach the input element.
  const { errorProps: _errorProps, ...wired } = shared;
  return <Checkbox {...props} {...wired} checked={field.value === true} onChange={(event) => field.onChange(event.currentTarget.checked)} />;
}
