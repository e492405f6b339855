import { bigint, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rows per dashboard card per UTC hour, kept exact by statement triggers on the counted tables
 * (migration 0006). A period in any time zone is the whole hours inside it plus the rows of its
 * partial edge hours counted directly, so the dashboard never counts millions of rows.
 * `metric` is the counted table's name.
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
