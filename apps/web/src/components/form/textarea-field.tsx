import { Textarea, type TextareaProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useFieldProps, type FieldBinding } from './field-props';

export type TextareaFieldProps<T extends FieldValues> = FieldBinding<T> &
  Omit<TextareaProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'disabled'> & { label: string };

/** A multi-line text input bound to one form field. */
export function TextareaField<T extends FieldValues>({ control, name, disabled, ...props }: TextareaFieldProps<T>) {
  const { field, shared } = useFieldProps({ control, name, disabled });
  const value: unknown = field.value;
  return (
    <Textarea
      {...props}
      {...shared}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
    />
  );
}
