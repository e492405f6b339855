import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** What a zod schema's safeParse answers, as far as the form needs it. */
export type RequestCheck<Out> =
  { success: true; data: Out } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string; code?: string }[] } };

/**
 * A resolver for a form whose request is more than its values (an id it is sent with, photos
 * uploaded beside the fields): `check` builds the request from the values and the form's
 * `context` and parses it with the contract's schema, so the form keeps the server's rules and
 * messages. Each issue lands on the field its path starts with, the first one a field gets; a
 * valid form submits the parsed request.
 */
export function requestResolver<V extends FieldValues, C, Out>(check: (values: V, context: C | undefined) => RequestCheck<Out>): Resolver<V, C, Out> {
  return (values, context) => {
    const checked = check(values, context);
    if (checked.success) return { values: checked.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of checked.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && !errors[field]) errors[field] = { type: issue.code ?? 'invalid', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
