import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useFieldProps, type BoundFieldProps } from './field-props';

/** A number input bound to one form field; an emptied input holds '' for the schema to refuse. */
export function NumberField<T extends FieldValues>({ control, name, disabled, ...props }: BoundFieldProps<T, NumberInputProps>) {
  const { field, shared } = useFieldProps({ control, name, disabled });
  const value: unknown = field.value;
  return (
    <NumberInput
      {...props}
      {...shared}
      value={typeof value === 'number' || typeof value === 'string' ? value : ''}
      onChange={(next) => field.onChange(next)}
    />
  );
}
