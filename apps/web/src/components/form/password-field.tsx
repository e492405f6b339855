import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useFieldProps, type FieldBinding } from './field-props';

export type PasswordFieldProps<T extends FieldValues> = FieldBinding<T> &
  Omit<PasswordInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'disabled'> & { label: string };

/** A password input (with its show/hide toggle) bound to one form field. */
export function PasswordField<T extends FieldValues>({ control, name, disabled, ...props }: PasswordFieldProps<T>) {
  const { field, shared } = useFieldProps({ control, name, disabled });
  const value: unknown = field.value;
  return (
    <PasswordInput
      {...props}
      {...shared}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
    />
  );
}
