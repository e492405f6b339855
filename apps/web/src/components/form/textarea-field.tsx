import { Textarea, type TextareaProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useFieldProps, type BoundFieldProps } from './field-props';

/** A multi-line text input bound to one form field. */
export function TextareaField<T extends FieldValues, C = unknown, O = T>({
  control,
  name,
  disabled,
  onValueChange,
  ...props
}: BoundFieldProps<T, TextareaProps, C, O>) {
  return <Textarea {...props} {...useFieldProps({ control, name, disabled, onValueChange }).text} />;
}
