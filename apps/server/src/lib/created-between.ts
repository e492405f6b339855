import { gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const DAY_MS = 86_400_000;

/**
 * The conditions of a list's `createdFrom`..`createdTo` filter: whole UTC days, both included
 * (YYYY-MM-DD, checked by the contract). Bounds are instants, so a created_at index serves them.
 */
export function createdBetween(column: PgColumn, range: { createdFrom?: string; createdTo?: string }): SQL[] {
  const conditions: SQL[] = [];
  if (range.createdFrom) conditions.push(gte(column, new Date(`${range.createdFrom}T00:00:00Z`)));
  if (range.createdTo) conditions.push(lt(column, new Date(Date.parse(`${range.createdTo}T00:00:00Z`) + DAY_MS)));
  return conditions;
}
