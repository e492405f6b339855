import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './constants';

const UUID_ANY_CASE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a client-supplied id can name a row at all (a UUID in any case); anything else is simply not found. */
export function isUuid(value: string): boolean {
  return UUID_ANY_CASE.test(value);
}

/**
 * The one spelling of an id: a UUID in lower case. PostgreSQL matches a UUID whatever its case,
 * so a handler comparing two ids as strings must never see two spellings of one (the last admin
 * could block itself with its id in capitals). Other ids (country codes) are left as they are.
 */
export function normaliseId(value: string): string {
  return isUuid(value) ? value.toLowerCase() : value;
}

/** Record ids are strings named `_id` (UUIDs, or ISO alpha-2 codes for countries). */
export const ZId = z.string().trim().min(1).max(64).overwrite(normaliseId);

/** An id the caller must send, with the text to show when it is missing. */
export const requiredId = (message: string) => z.string({ error: message }).trim().min(1, message).max(64, message).overwrite(normaliseId);

/** An optional id filter or reference: the console and the forms send '' or null for "none". */
export const optionalId = z
  .string()
  .trim()
  .max(64, 'The id is too long')
  .overwrite(normaliseId)
  .nullish()
  .transform((v) => v || undefined);

/**
 * A point in time: a Date inside the programs, an ISO 8601 UTC string on the wire.
 * Response schemas use it so handlers return Dates and clients parse them back.
 */
export const ZDateTime = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (iso) => new Date(iso),
  encode: (date) => date.toISOString(),
});

const pageNumber = z.coerce
  .number({ error: 'page must be a positive whole number' })
  .int('page must be a positive whole number')
  .min(1, 'page must be a positive whole number');

const pageSize = z.coerce
  .number({ error: `itemsPerPage must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  .int(`itemsPerPage must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
  .min(1, `itemsPerPage must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
  .max(MAX_PAGE_SIZE, `itemsPerPage must be a whole number from 1 to ${MAX_PAGE_SIZE}`);

/** `page` from 1 and `itemsPerPage` capped at 100. */
export const ZPageQuery = z.object({
  page: pageNumber.default(1),
  itemsPerPage: pageSize.default(PAGE_SIZE),
});

/** Free-text search as the console sends it; blank means no filter. */
export const ZTextSearch = z
  .string()
  .max(200, 'textSearch is too long')
  .optional()
  .transform((s) => (s?.trim() ? s.trim() : undefined));

export const ZErrorBody = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ZErrorBody>;

/** Reference to another record, populated the way the spec shows (`user_id: {_id, name}`). */
export const ZUserRef = z.object({ _id: z.string(), name: z.string(), photo: z.string().nullable() });
export type UserRef = z.infer<typeof ZUserRef>;

/** A populated reference without a photo (`{_id, name}`), as report and ticket lists show people. */
export const ZPersonRef = z.object({ _id: z.string(), name: z.string() });

/**
 * True for an absolute http(s) address with a host: what may reach a link or an image in the
 * console, the apps and e-mails (`javascript:`, `data:` and the like never do). The written
 * `//` is required because browsers also follow `https:host` and `https:/host`.
 */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const ZMessageBody = z.object({ message: z.string() });

/** A boolean as the apps send it, or its string form from a form post; `message` when neither. */
export const looseBoolean = (message: string) =>
  z.union([z.boolean(), z.enum(['true', 'false'])], { error: message }).transform((v) => v === true || v === 'true');
