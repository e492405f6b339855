import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useFieldProps, type BoundFieldProps } from './field-props';

/**
 * A native select bound to one form field. Controlled, so options that arrive after the first
 * render still show the chosen value.
 */
export function SelectField<T extends FieldValues, C = unknown, O = T>({
  control,
  name,
  disabled,
  onValueChange,
  ...props
}: BoundFieldProps<T, NativeSelectProps, C, O>) {
  return <NativeSelect {...props} {...useFieldProps({ control, name, disabled, onValueChange }).text} />;
}
