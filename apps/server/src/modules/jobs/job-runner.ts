import type { Db } from '../../db/client';
import { backoffMs, claimJobs, enqueueJob, failJob, finishJob, type ClaimedJob, type JobKind } from './jobs';
import { wakeableSleep } from '../../lib/wakeable-sleep';

/** What a job runner logs through: pino's shape. */
export interface JobLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export type JobHandler = (payload: Record<string, unknown>, job: ClaimedJob) => Promise<void>;

export interface JobRunnerOptions {
  db: Db;
  handlers: Partial<Record<JobKind, JobHandler>>;
  /** Jobs that run again every `everyMs` after each run: one queued row each, whatever the number of workers. */
  recurring?: readonly { kind: JobKind; everyMs: number }[];
  logger?: JobLogger;
  batchSize?: number;
  pollIntervalMs?: number;
  /** How long a claimed job stays invisible to other workers; it must outlast one run. */
  leaseMs?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
}

export interface JobRunner {
  start(): void;
  /** Lets the job in hand finish, then stops: nothing is left claimed. */
  stop(): Promise<void>;
  /** Runs every due job until none is left (tests, the benchmark); answers how many ran. */
  drain(): Promise<number>;
}

const silent: JobLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The background job worker over the `jobs` table. Any number may run, in the API process or in
 * `cli worker`: claims skip rows another worker holds. Jobs survive restarts because they are rows;
 * a run that throws is retried with exponential back-off.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, handlers } = options;
  const log = options.logger ?? silent;
  const batchSize = options.batchSize ?? 20;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const backoffBaseMs = options.backoffBaseMs ?? 10_000;
  const backoffMaxMs = options.backoffMaxMs ?? 60 * 60_000;
  const recurring = new Map((options.recurring ?? []).map((r) => [r.kind as string, r.everyMs]));
  const kinds = Object.keys(handlers);

  let loop: Promise<void> | null = null;
  let stopping = false;
  const pause = wakeableSleep();

  async function runJob(job: ClaimedJob) {
    const handler = handlers[job.kind as JobKind];
    const every = recurring.get(job.kind);
    const next = every !== undefined ? new Date(Date.now() + every) : undefined;
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload, job);
      await finishJob(db, job.id, next);
    } catch (error) {
      const outcome = await failJob(db, job, errorText(error), backoffMs(job.attempts, backoffBaseMs, backoffMaxMs), next);
      log[outcome === 'failed' ? 'error' : 'warn']({ err: error, kind: job.kind, attempts: job.attempts, outcome }, 'job failed');
    }
  }

  async function batch(): Promise<number> {
    const claimed = await claimJobs(db, { batchSize, leaseMs, kinds });
    // One at a time: the embedded database has one connection, and jobs are short.
    for (const job of claimed) await runJob(job);
    return claimed.length;
  }

  async function schedule() {
    for (const [kind] of recurring) await enqueueJob(db, kind as JobKind, {}, { uniqueKey: `recurring:${kind}` });
  }

  async function run() {
    try {
      await schedule();
    } catch (error) {
      log.error({ err: error }, 'jobs: scheduling the recurring jobs failed');
    }
    while (!stopping) {
      let busy = false;
      try {
        busy = (await batch()) > 0;
      } catch (error) {
        log.error({ err: error }, 'jobs: claiming a batch failed');
      }
      if (!busy && !stopping) await pause.sleep(pollIntervalMs);
    }
  }

  return {
    start() {
      if (loop) return;
      stopping = false;
      loop = run();
    },
    async stop() {
      if (!loop) return;
      stopping = true;
      pause.wake();
      await loop;
      loop = null;
    },
    async drain() {
      await schedule();
      let total = 0;
      for (;;) {
        const ran = await batch();
        if (ran === 0) return total;
        total += ran;
      }
    },
  };
}
