import { bigint, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rows per dashboard card per UTC hour, kept exact by statement triggers on the counted tables
 * (migration 0006). `metric` is the counted table's name. A period in any time zone is read as
 * whole UTC days (dashboardDailyCounters) + whole hours (these) + the rows of its partial edge
 * hours counted directly, so the dashboard never counts millions of rows.
 */
export const dashboardCounters = pgTable(
  'dashboard_counters',
  {
    metric: text('metric').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.metric, t.hour] })],
);

/** The same per UTC day (`day` is a UTC midnight): a year is 365 rows per card, not 8,760. */
export const dashboardDailyCounters = pgTable(
  'dashboard_daily_counters',
  {
    metric: text('metric').notNull(),
    day: timestamp('day', { withTimezone: true }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.metric, t.day] })],
);
