import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useFieldProps, type BoundFieldProps } from './field-props';

export type SelectFieldProps<T extends FieldValues> = BoundFieldProps<T, NativeSelectProps> & {
  /** After the form's value changed (e.g. to clear a field that depended on this one). */
  onValueChange?: (value: string) => void;
};

/**
 * A native select bound to one form field. Controlled, so options that arrive after the first
 * render still show the chosen value.
 */
export function SelectField<T extends FieldValues>({ control, name, disabled, onValueChange, ...props }: SelectFieldProps<T>) {
  const { text } = useFieldProps({ control, name, disabled });
  return (
    <NativeSelect
      {...props}
      {...text}
      onChange={(event) => {
        text.onChange(event);
        onValueChange?.(event.currentTarget.value);
      }}
    />
  );
}
