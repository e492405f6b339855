import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useFieldProps, type FieldBinding } from './field-props';

export type SelectFieldProps<T extends FieldValues> = FieldBinding<T> &
  Omit<NativeSelectProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'disabled'> & {
    label: string;
    /** After the form's value changed (e.g. to clear a field that depended on this one). */
    onValueChange?: (value: string) => void;
  };

/**
 * A native select bound to one form field. Controlled, so options that arrive after the first
 * render still show the chosen value.
 */
export function SelectField<T extends FieldValues>({ control, name, disabled, onValueChange, ...props }: SelectFieldProps<T>) {
  const { field, shared } = useFieldProps({ control, name, disabled });
  const value: unknown = field.value;
  return (
    <NativeSelect
      {...props}
      {...shared}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => {
        const next = event.currentTarget.value;
        field.onChange(next);
        onValueChange?.(next);
      }}
    />
  );
}
