import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useFieldProps, type BoundFieldProps } from './field-props';

/** A password input (with its show/hide toggle) bound to one form field. */
export function PasswordField<T extends FieldValues, C = unknown, O = T>({
  control,
  name,
  disabled,
  onValueChange,
  ...props
}: BoundFieldProps<T, PasswordInputProps, C, O>) {
  return <PasswordInput {...props} {...useFieldProps({ control, name, disabled, onValueChange }).text} />;
}
