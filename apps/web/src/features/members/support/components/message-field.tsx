import type { TextareaProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { TextareaField } from '@/components/form/textarea-field';
import type { BoundFieldProps } from '@/components/form/field-props';

export type MessageFieldProps<T extends FieldValues, C = unknown, O = T> = BoundFieldProps<T, Pick<TextareaProps, 'description'>, C, O> & {
  /** The box's height in lines: at first, and at most as it grows with the text. */
  rows: [min: number, max: number];
};

/**
 * What a member writes to the Souq team (a ticket, a follow-up, the contact form): required, up
 * to the contract's 5,000 characters, in either language, the box growing as they type.
 */
export function MessageField<T extends FieldValues, C = unknown, O = T>({ rows: [minRows, maxRows], ...props }: MessageFieldProps<T, C, O>) {
  return <TextareaField {...props} autosize minRows={minRows} maxRows={maxRows} maxLength={5000} dir="auto" required />;
}
