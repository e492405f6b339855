import { z } from 'zod';
import { normalizeNumberText } from './digits';
import { listQueryMessages } from './messages-list-query';

/**
 * The console lists' own query parameters: sort, order, filters and the total count.
 * All optional: without them a list answers as the specification says (its default order, no count).
 * A blank value ('' from a cleared select or field) means "not set", as the console sends it.
 */
const m = listQueryMessages;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** `sort`: one of the list's sortable columns. */
export const sortParam = <const K extends readonly [string, ...string[]]>(keys: K) =>
  z
    .enum([...keys, ''], { error: m.sortInvalid })
    .transform((v): K[number] | undefined => (v ? v : undefined))
    .optional();

/** `order`: 'asc' or 'desc'; absent, the list's own direction for the column. */
export const ZSortOrder = z
  .enum([...SORT_ORDERS, ''], { error: m.orderInvalid })
  .transform((v): SortOrder | undefined => (v ? v : undefined))
  .optional();

/** A yes/no filter: 'true', 'false', or blank for both. */
export const booleanFilter = (message: string = m.booleanFilterInvalid) =>
  z
    .enum(['true', 'false', ''], { error: message })
    .transform((v) => (v ? v === 'true' : undefined))
    .optional();

/** `withTotal=true` adds `total` and `totalExact` to the answer. */
export const ZWithTotal = z
  .enum(['true', 'false', ''], { error: m.withTotalInvalid })
  .transform((v) => v === 'true')
  .optional();

/** True for a real calendar day written YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(value);
}

/** A day filter (YYYY-MM-DD, a UTC calendar day). */
export const ZDayFilter = z
  .string({ error: m.dateInvalid })
  .max(10, m.dateInvalid)
  .refine((v) => !v || isIsoDay(v), m.dateInvalid)
  .transform((v) => (v ? v : undefined))
  .optional();

/** A price filter: a number from 0, written as digits with an optional decimal part. */
export const ZPriceFilter = z
  .string({ error: m.priceInvalid })
  .overwrite(normalizeNumberText)
  .max(20, m.priceInvalid)
  .refine((v) => !v || /^\d+(\.\d+)?$/.test(v), m.priceInvalid)
  .transform((v) => (v ? Number(v) : undefined))
  .optional();

/** The created-at day range of a list (`createdFrom`..`createdTo`, both included). */
export const ZCreatedRange = {
  createdFrom: ZDayFilter,
  createdTo: ZDayFilter,
};

/** Refinement: the range's end is not before its start. */
export const dayRangeInOrder = (q: { createdFrom?: string; createdTo?: string }) => !q.createdFrom || !q.createdTo || q.createdFrom <= q.createdTo;
export const dayRangeIssue = { path: ['createdTo'], message: m.dateRangeInvalid };

/** Added to a list's answer when `withTotal=true`: how many rows the filter matches. */
export const ZListTotal = {
  /** The number of rows matching the filter: exact when `totalExact`, else the planner's estimate. */
  total: z.number().int().nonnegative().optional(),
  totalExact: z.boolean().optional(),
};

/** The sort of a list query, as the server's page helpers take it. */
export interface ListSort<K extends string> {
  sort?: K;
  order?: SortOrder;
}
