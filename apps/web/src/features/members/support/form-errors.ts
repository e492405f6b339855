import { ApiError } from '@/lib/api-client';

/**
 * A form's messages per field: the first of zod's issues for each field (the contract's schema,
 * the same rules and texts as the server), or the `fields` of the server's 400. Texts stay in
 * the server's English; the screen translates them (server-text.ts).
 */
export function issuesByField<F extends string>(issues: readonly { path: readonly PropertyKey[]; message: string }[], fields: readonly F[]): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field) && !found[field as F]) found[field as F] = issue.message;
  }
  return found;
}

/** The server's field messages of a failed call, for the fields the form has. */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const sent = error instanceof ApiError ? error.fields : undefined;
  const found: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const text = sent?.[field];
    if (text) found[field] = text;
  }
  return found;
}
