import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/**
 * The durable background jobs: saved-search matching, digests, price-drop alerts, expiry
 * reminders. A row is written in the transaction of what caused it (a trigger or a service), so
 * a rollback takes the job back too. A worker claims due rows with FOR UPDATE SKIP LOCKED and
 * moves `run_at` past a lease, so no transaction stays open while a job runs, a crashed worker's
 * job is run again when its lease ends, and any number of workers share the table. A job that
 * succeeds is deleted (or, when recurring, moved to its next time); one that fails is retried
 * with back-off until `max_attempts`, then kept with status 'failed' for an operator to read.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** At most one queued job per key: a recurring job's single row, a change told once. */
    uniqueKey: text('unique_key'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('jobs_status', sql`${t.status} in ('queued', 'failed')`),
    // The claim's walk: the due queued jobs, oldest first.
    index('jobs_due')
      .on(t.runAt)
      .where(sql`${t.status} = 'queued'`),
    uniqueIndex('jobs_unique_key')
      .on(t.uniqueKey)
      .where(sql`${t.status} = 'queued'`),
  ],
);
