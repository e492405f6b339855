import path from 'node:path';
import type { pino } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { createMailer } from './lib/mailer';
import { persistentSecret } from './lib/secrets';
import { createBackgroundJobs } from './modules/jobs/background-jobs';
import { createMemberEventHub } from './modules/member-events/member-events.plugin';
import { publishAfterCommit } from './modules/member-events/publish-after-commit';
import type { PushTransport } from './modules/notifications/transport';
import { createOutboxWorker } from './modules/notifications/worker';
import { unsubscribeSecretOf } from './modules/saved-searches/unsubscribe-token';

export interface WorkerProcess {
  stop(): Promise<void>;
}

/**
 * What `cli worker` runs in its own process: the push outbox, the job table's jobs, and a live
 * events hub of its own, so that an alert one of its jobs records (a saved search's match, a
 * price drop) reaches the member's open app through whichever API process holds the stream.
 */
export async function startWorkerProcess(deps: { config: Config; database: Database; logger: pino.Logger; push: PushTransport }): Promise<WorkerProcess> {
  const { config, database, logger } = deps;
  const hub = createMemberEventHub({
    database,
    redisUrl: config.redisUrl,
    log: logger,
    inBackground: (name, task) => {
      task().catch((error: unknown) => logger.warn({ err: error }, `${name} failed`));
    },
  });
  await hub.start();
  const outbox = createOutboxWorker({ db: database.db, transport: deps.push, logger });
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: (message, details) => logger.info(details, message),
  });
  const jobs = createBackgroundJobs({
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
    timeZone: config.timezone,
    unsubscribeSecret: unsubscribeSecretOf(config, persistentSecret),
    logger,
    publish: (notices) => publishAfterCommit({ memberEvents: hub }, logger, notices),
  });
  outbox.start();
  jobs.start();
  return {
    async stop() {
      await Promise.all([outbox.stop(), jobs.stop()]);
      await hub.stop();
    },
  };
}
