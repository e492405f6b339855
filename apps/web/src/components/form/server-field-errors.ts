import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError, errorText } from '@/lib/api-client';

/**
 * Puts a server refusal's field messages (an ApiError's `fields`, the `fields` of a 400) on the
 * form's own fields and focuses the first of them. A message named by a nested path
 * ('media.0.url') lands on the field the path starts with; messages for fields the form does not
 * have are left out. Texts stay in the server's English: the kit's fields show them translated.
 * Answers whether any landed, for forms that show the refusal's own text only when none did.
 */
export function showServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly NoInfer<FieldPath<T>>[]): boolean {
  const sent = error instanceof ApiError ? error.fields : undefined;
  const landed = new Set<FieldPath<T>>();
  for (const [path, message] of Object.entries(sent ?? {})) {
    const field = fields.find((name) => name === path.split('.')[0]);
    if (!field || !message || landed.has(field)) continue;
    setError(field, { type: 'server', message }, { shouldFocus: landed.size === 0 });
    landed.add(field);
  }
  return landed.size > 0;
}

/**
 * For a form of one field (a comment, a report's reason): the refusal's message for the field,
 * else the refusal's own text (too many requests, offline), shows on that field.
 */
export function showServerErrorOn<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, field: NoInfer<FieldPath<T>>): void {
  if (!showServerFieldErrors(error, setError, [field])) setError(field, { type: 'server', message: errorText(error) }, { shouldFocus: true });
}
