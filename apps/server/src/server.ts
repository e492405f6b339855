import path from 'node:path';
import { loadConfig } from './config';
import { ConfigurationError } from './lib/configuration-error';
import { DatabaseUnreachable } from './db/unreachable';
import { DataDirBusyError } from './lib/data-dir-lock';
import { buildApp } from './app';
import { openRuntime } from './runtime';
import { ensureFirstAdmin } from './bootstrap';
import { seedDemoIfEmpty } from './seed/demo';
import { seedReferenceData } from './seed/reference';
import { loggerOptions } from './lib/logger';
import { createOutboxWorker } from './modules/notifications/worker';
import { createBackgroundJobs } from './modules/jobs/background-jobs';
import { unsubscribeSecretOf } from './modules/saved-searches/unsubscribe-token';
import { publishAfterCommit } from './modules/member-events/publish-after-commit';
import { persistentSecret } from './lib/secrets';
import { pushTransportFromConfig } from './modules/web-push/push-router';
import { assertSupportedNode } from './lib/runtime-version';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import { maintainEmbeddedDatabase, scheduleEmbeddedMaintenance } from './db/embedded-maintenance';

/** How long running requests, background tasks and the database close may take once the listener stops. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main() {
  assertSupportedNode();
  const config = loadConfig();
  // Read first: a bad FCM_CREDENTIALS file stops the start before anything is opened.
  const transport = config.outboxWorker ? pushTransportFromConfig(config) : null;
  const runtime = await openRuntime(config);
  const { db } = runtime.database;
  const uploadsDir = path.join(config.dataDir, 'uploads');

  // Countries, the twelve categories and the settings row exist on every database, demo or not.
  await seedReferenceData(db, { uploadsDir });
  const admin = await ensureFirstAdmin(db, { email: config.adminEmail, password: config.adminPassword });
  if (admin?.generatedPassword) {
    // Shown once, on the console only: the log pipeline never sees it.
    process.stdout.write(`\n  First admin created: ${admin.email}\n  Password (shown once): ${admin.generatedPassword}\n\n`);
  }
  if (config.seedDemo) {
    await seedDemoIfEmpty(db, { uploadsDir, timezone: config.timezone, log: (line) => process.stdout.write(`${line}\n`) });
    // The demo's thousands of rows, analysed before the first visitor rather than ten minutes on.
    if (runtime.database.kind === 'pglite') await maintainEmbeddedDatabase(runtime.database);
  }

  const app = await buildApp({ config, database: runtime.database, logger: loggerOptions(config.logLevel) });
  const maintenance = runtime.database.kind === 'pglite' ? startEmbeddedMaintenance(runtime.database, app.log.child({ component: 'maintenance' })) : null;
  // OUTBOX_WORKER=off when the worker runs as its own process (`cli worker`).
  const worker = config.outboxWorker ? createOutboxWorker({ db, transport, logger: app.log.child({ component: 'outbox' }) }) : null;
  // The background jobs (saved-search matching, alerts, digests, expiry reminders) run where the
  // outbox worker runs: one place for background work.
  const jobLog = app.log.child({ component: 'jobs' });
  const reminders = config.outboxWorker
    ? createBackgroundJobs({
        db,
        mailer: app.mailer,
        publicUrl: config.publicUrl,
        timeZone: config.timezone,
        unsubscribeSecret: unsubscribeSecretOf(config, persistentSecret),
        logger: jobLog,
        publish: (notices) => publishAfterCommit(app, jobLog, notices),
      })
    : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // New requests answer 503 with Retry-After from here on (/readyz too), running ones finish.
    app.startDraining();
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down: draining requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, config.shutdownGraceMs + SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      // The worker finishes and records its batch before the database closes under it.
      const workerStopped = Promise.all([worker?.stop(), reminders?.stop(), maintenance?.stop()]);
      // Awaited below; handled now so a failure during the grace is not an unhandled rejection.
      workerStopped.catch(() => undefined);
      // The listener keeps answering while a load balancer notices /readyz failing.
      await new Promise((resolve) => setTimeout(resolve, config.shutdownGraceMs));
      app.log.info('shutting down: closing the listener; waiting for running requests');
      await Promise.all([app.close(), workerStopped]);
      await runtime.close();
      app.log.info('shut down: database closed');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await runtime.close();
    process.exit(1);
  }
  worker?.start();
  reminders?.start();
  app.log.info(`Souq is serving ${config.publicUrl} (database: ${runtime.database.kind}, Node.js ${process.version})`);
}

/** The embedded database has no autovacuum: its tables are vacuumed and analysed when they have changed enough. */
function startEmbeddedMaintenance(database: Database, log: FastifyBaseLogger) {
  return scheduleEmbeddedMaintenance(database, {
    onPass: (tables, ms) => {
      if (tables.length > 0) log.info({ tables, ms: Math.round(ms) }, 'embedded database vacuumed and analysed');
    },
    onError: (error) => log.error({ err: error }, 'embedded database maintenance failed'),
  });
}

main().catch((error: unknown) => {
  // A bad setting is one line that names it; anything else keeps its stack for the bug report.
  const known = error instanceof ConfigurationError || error instanceof DatabaseUnreachable || error instanceof DataDirBusyError;
  process.stderr.write(`${known ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
