import { Select, type SelectProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useFieldProps, type BoundFieldProps } from './field-props';

/**
 * A select that lists its options in a popover (searchable when asked), bound to one form field;
 * '' is "none chosen". For a short list the phone's own picker suits, SelectField.
 */
export function ComboboxField<T extends FieldValues, C = unknown, O = T>({
  control,
  name,
  disabled,
  onValueChange,
  ...props
}: BoundFieldProps<T, SelectProps, C, O>) {
  const { field, shared, text } = useFieldProps({ control, name, disabled });
  return (
    <Select
      {...props}
      {...shared}
      value={text.value || null}
      onChange={(value) => {
        field.onChange(value ?? '');
        onValueChange?.(value ?? '');
      }}
    />
  );
}
