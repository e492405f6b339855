import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { jobs } from '../../db/schema/jobs';

/** Every kind of background job; each has one handler (job-runner.ts). */
export const JOB_KINDS = [
  'saved-search-match',
  'saved-search-digests',
  'price-drop',
  'favourite-sold',
  'expiry-reminders',
  'ratings-reveal',
  'strike-mails',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

/**
 * Queues a job in the caller's transaction: it runs only if that commits. A `uniqueKey` keeps at
 * most one queued job per key (a second is dropped): a recurring job's single row.
 */
export async function enqueueJob(
  db: Db | Tx,
  kind: JobKind,
  payload: Record<string, unknown> = {},
  options: { runAt?: Date; uniqueKey?: string; maxAttempts?: number } = {},
): Promise<void> {
  await db
    .insert(jobs)
    .values({ kind, payload, runAt: options.runAt ?? sql`now()`, uniqueKey: options.uniqueKey ?? null, maxAttempts: options.maxAttempts })
    .onConflictDoNothing({ target: jobs.uniqueKey, where: sql`${jobs.status} = 'queued'` });
}

/**
 * Claims up to `batchSize` due jobs by moving their `run_at` past a lease, in one statement whose
 * row locks skip rows another worker is claiming (as the push outbox claims deliveries). A worker
 * that dies holding a job leaves it to run again once the lease ends: at-least-once, so handlers
 * are idempotent (unique rows, marks).
 */
export async function claimJobs(db: Db, options: { batchSize: number; leaseMs: number; kinds: readonly string[] }): Promise<ClaimedJob[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`), inArray(jobs.kind, [...options.kinds])))
    .orderBy(asc(jobs.runAt))
    .limit(options.batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ attempts: sql`${jobs.attempts} + 1`, runAt: sql`now() + ${options.leaseMs} * interval '1 millisecond'`, updatedAt: sql`now()` })
    .where(inArray(jobs.id, due))
    .returning({ id: jobs.id, kind: jobs.kind, payload: jobs.payload, attempts: jobs.attempts, maxAttempts: jobs.maxAttempts });
}

/** A job done: gone, or a recurring one moved to its next run with its attempts reset. */
export async function finishJob(db: Db, id: string, next?: Date): Promise<void> {
  if (next) {
    await db
      .update(jobs)
      .set({ runAt: next, attempts: 0, lastError: null, updatedAt: sql`now()` })
      .where(eq(jobs.id, id));
  } else {
    await db.delete(jobs).where(eq(jobs.id, id));
  }
}

/** The delay before attempt `attempts + 1`: doubling from `baseMs` up to `maxMs`, with ±20 % jitter. */
export function backoffMs(attempts: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  return Math.round(Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs) * (0.8 + random() * 0.4));
}

/**
 * A job that threw: tried again after its back-off, or kept as 'failed' once out of attempts (a
 * recurring job is never given up: it goes back to its next run instead).
 */
export async function failJob(db: Db, job: ClaimedJob, error: string, retryInMs: number, recurringNext?: Date): Promise<'retry' | 'failed'> {
  if (job.attempts >= job.maxAttempts && !recurringNext) {
    await db
      .update(jobs)
      .set({ status: 'failed', lastError: error, updatedAt: sql`now()` })
      .where(eq(jobs.id, job.id));
    return 'failed';
  }
  const at = job.attempts >= job.maxAttempts && recurringNext ? recurringNext : new Date(Date.now() + retryInMs);
  await db
    .update(jobs)
    .set({ runAt: at, lastError: error, updatedAt: sql`now()`, ...(job.attempts >= job.maxAttempts ? { attempts: 0 } : {}) })
    .where(eq(jobs.id, job.id));
  return 'retry';
}
