import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useFieldProps, type FieldBinding } from './field-props';

export type NumberFieldProps<T extends FieldValues> = FieldBinding<T> &
  Omit<NumberInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'disabled'> & { label: string };

/** A number input bound to one form field; an emptied input holds '' for the schema to refuse. */
export function NumberField<T extends FieldValues>({ control, name, disabled, ...props }: NumberFieldProps<T>) {
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
