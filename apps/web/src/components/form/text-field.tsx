import { useCallback } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useFieldProps, type BoundFieldProps } from './field-props';

export type TextFieldProps<T extends FieldValues> = BoundFieldProps<T, Omit<TextInputProps, 'dir'>> & {
  /** 'auto' unless told: staff type Arabic and English, and each value reads in its own direction. */
  dir?: 'auto' | 'ltr' | 'rtl';
};

/** A text input bound to one form field. */
export function TextField<T extends FieldValues>({ control, name, disabled, dir = 'auto', ...props }: TextFieldProps<T>) {
  const { text } = useFieldProps({ control, name, disabled });
  const fieldRef = text.ref;
  // Mantine puts its `dir` prop on the wrapper, where 'auto' never sees the typed value: the
  // input itself must carry it.
  const ref = useCallback(
    (input: HTMLInputElement | null) => {
      input?.setAttribute('dir', dir);
      fieldRef(input);
    },
    [dir, fieldRef],
  );
  return (
    <TextInput
      {...props}
      {...text}
      ref={ref}
      // A fixed direction also lays out the wrapper (as the Arabic name fields always did).
      dir={dir === 'auto' ? undefined : dir}
    />
  );
}
