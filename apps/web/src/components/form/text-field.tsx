import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useFieldProps, type FieldBinding } from './field-props';

export type TextFieldProps<T extends FieldValues> = FieldBinding<T> &
  Omit<TextInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'disabled'> & { label: string };

/** A text input bound to one form field; `dir="auto"` unless told, since staff type Arabic and English. */
export function TextField<T extends FieldValues>({ control, name, disabled, dir = 'auto', ...props }: TextFieldProps<T>) {
  const { field, shared } = useFieldProps({ control, name, disabled });
  const value: unknown = field.value;
  return (
    <TextInput
      {...props}
      {...shared}
      dir={dir}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
    />
  );
}
