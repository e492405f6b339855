import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useFieldProps, type BoundFieldProps } from './field-props';
import { useInputDir, type InputDir } from './input-dir';

export type TextFieldProps<T extends FieldValues, C = unknown, O = T> = BoundFieldProps<T, Omit<TextInputProps, 'dir'>, C, O> & {
  /** 'auto' unless told: people type Arabic and English, and each value reads in its own direction. */
  dir?: InputDir;
};

/** A text input bound to one form field. */
export function TextField<T extends FieldValues, C = unknown, O = T>({
  control,
  name,
  disabled,
  onValueChange,
  dir = 'auto',
  ...props
}: TextFieldProps<T, C, O>) {
  const { text } = useFieldProps({ control, name, disabled, onValueChange });
  const ref = useInputDir(dir, text.ref);
  return (
    <TextInput
      {...props}
      {...text}
      ref={ref}
      // A fixed direction also lays out the wrapper (as the Arabic name fields always did).
      dir={dir === 'auto' || dir === 'page' ? undefined : dir}
    />
  );
}
