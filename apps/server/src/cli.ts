import path from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { z } from 'zod';
import { ROLES } from '@souq/contract/constants';
import { cliMessages } from '@souq/contract/messages-cli';
import { loadConfig } from './config';
import { ConfigurationError } from './lib/configuration-error';
import { DatabaseUnreachable } from './db/unreachable';
import { openRuntime, type Runtime } from './runtime';
import { createUser } from './modules/users/users.service';
import { seedDemo, ZSeedSizes, type SeedSizes } from './seed/demo';
import { seedBulk, type BulkSizes } from './seed/bulk/seed-bulk';
import { formatCount, formatDuration } from './seed/bulk/progress';
import { rebuildDashboardCounters } from './modules/dashboard/dashboard.service';
import { seedReferenceData } from './seed/reference';
import { DataDirBusyError } from './lib/data-dir-lock';
import { BackupRefusal } from './backup/backup-refusal';
import { backupCommand, restoreCommand } from './backup/commands';
import { AppError } from './lib/errors';
import { fillTemplate } from '@souq/contract/fill-template';
import { passwordWeakness } from './lib/password-policy';
import { pushTransportFromConfig } from './modules/web-push/push-router';
import { startWorkerProcess } from './worker-process';
import { assertSupportedNode } from './lib/runtime-version';

/** Requested rows (users, posts, classifieds, stories) above which `seed` takes the bulk path. */
const BULK_THRESHOLD = 50_000;

const USAGE = `Usage: npm run cli -- <command> [options]   (or: node apps/server/dist/cli.js <command> [options])

Commands:
  user:add --email E --password P --role admin|dataentry|user [--name N]
  db:migrate                      apply the database migrations
  seed [--users N --posts N --classifieds N --stories N] [--bulk]
                                  add demo data; above ${formatCount(BULK_THRESHOLD)} rows in all (or with --bulk) a
                                  set-based bulk load for large sizes (keys and indexes rebuilt after it)
  counters:rebuild                recompute the dashboard counters from the rows
  backup [--out FILE]             write the embedded database to FILE as plain SQL (psql can load it)
  restore --file FILE             load such a file into an empty DATA_DIR
  worker                          run only the push notification outbox worker (until SIGTERM);
                                  for scale-out next to API processes started with OUTBOX_WORKER=off

The embedded database (DATA_DIR) belongs to one process: stop the server first.`;

/** Bulk sizes: stories default to one per ten users, user reports are one per fifty users, conversations one per five. */
function bulkSizesOf(sizes: SeedSizes, storiesGiven: boolean): BulkSizes {
  return {
    ...sizes,
    stories: storiesGiven ? sizes.stories : Math.round(sizes.users / 10),
    userReports: Math.floor(sizes.users / 50),
    conversations: Math.floor(sizes.users / 5),
  };
}

const ZUserAdd = z
  .object({
    email: z.string().email('--email must be an e-mail address'),
    password: z.string(),
    role: z.enum(ROLES, { error: `--role must be one of ${ROLES.join(', ')}` }),
    name: z.string().optional(),
  })
  .superRefine((input, context) => {
    // The same policy as every password a person sets in the apps.
    const weakness = passwordWeakness(input.password, [input.email, input.name ?? '']);
    if (weakness)
      context.addIssue({
        code: 'custom',
        path: ['password'],
        message: fillTemplate(cliMessages.password[weakness], { name: '--password' }),
      });
  });

/** The flags `user:add` cannot do without, named when absent rather than reported as a type error. */
const USER_ADD_REQUIRED = ['email', 'password', 'role'] as const;

async function withRuntime(run: (runtime: Runtime) => Promise<void>) {
  const runtime = await openRuntime(loadConfig());
  try {
    await run(runtime);
  } finally {
    await runtime.close();
  }
}

/** The worker alone, for its own process; a signal lets the batch in hand finish first. */
async function runOutboxWorker() {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const push = pushTransportFromConfig(config);
  await withRuntime(async ({ database }) => {
    const worker = await startWorkerProcess({ config, database, logger, push });
    await new Promise<void>((resolve) => {
      const stop = (signal: string) => {
        logger.info({ signal }, 'outbox worker: stopping');
        void worker.stop().then(() => resolve());
      };
      process.once('SIGTERM', stop);
      process.once('SIGINT', stop);
    });
  });
}

const consoleOutput = {
  say: (line: string) => process.stdout.write(`${line}\n`),
  progress: (line: string) => process.stderr.write(`${line}\n`),
};

function parseOptions(args: string[]) {
  return parseArgs({
    args,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      users: { type: 'string' },
      posts: { type: 'string' },
      classifieds: { type: 'string' },
      stories: { type: 'string' },
      bulk: { type: 'boolean' },
      out: { type: 'string' },
      file: { type: 'string' },
    },
    strict: true,
  });
}

/** node:util's parseArgs refusals (an unknown flag, a flag without its value) are usage errors. */
function isUsageError(error: unknown): error is Error {
  return error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');
}

async function main(argv: string[]): Promise<number> {
  assertSupportedNode();
  const [command, ...rest] = argv;
  let values: ReturnType<typeof parseOptions>['values'];
  try {
    values = parseOptions(rest).values;
  } catch (error) {
    if (!isUsageError(error)) throw error;
    process.stderr.write(`${error.message}\n\n${USAGE}\n`);
    return 2;
  }
  switch (command) {
    case 'user:add': {
      const missing = USER_ADD_REQUIRED.filter((flag) => values[flag] === undefined);
      if (missing.length > 0) {
        process.stderr.write(`user:add needs ${missing.map((flag) => `--${flag}`).join(', ')}\n\n${USAGE}\n`);
        return 2;
      }
      const input = ZUserAdd.safeParse(values);
      if (!input.success) {
        process.stderr.write(`${input.error.issues.map((i) => i.message).join('\n')}\n\n${USAGE}\n`);
        return 2;
      }
      await withRuntime(async ({ database }) => {
        const user = await createUser(database.db, input.data);
        process.stdout.write(`Created ${user.role} ${user.email} (${user.id})\n`);
      });
      return 0;
    }
    case 'db:migrate':
      await withRuntime(async () => {
        process.stdout.write('Migrations applied.\n');
      });
      return 0;
    case 'seed': {
      const sizes = ZSeedSizes.safeParse({
        users: values.users,
        posts: values.posts,
        classifieds: values.classifieds,
        stories: values.stories,
      });
      if (!sizes.success) {
        process.stderr.write(`${sizes.error.issues.map((i) => i.message).join('\n')}\n`);
        return 2;
      }
      const { users, posts, classifieds, stories } = sizes.data;
      const bulk = values.bulk === true || users + posts + classifieds + stories > BULK_THRESHOLD;
      if (bulk && users < 2 && posts + classifieds + stories > 0) {
        process.stderr.write('The bulk load writes its own authors: give --users 2 or more.\n');
        return 2;
      }
      const config = loadConfig();
      const uploadsDir = path.join(config.dataDir, 'uploads');
      const options = { uploadsDir, timezone: config.timezone, log: (line: string) => process.stdout.write(`${line}\n`) };
      await withRuntime(async ({ database }) => {
        await seedReferenceData(database.db, { uploadsDir });
        if (bulk) await seedBulk(database, bulkSizesOf(sizes.data, values.stories !== undefined), options);
        else await seedDemo(database.db, sizes.data, options);
      });
      return 0;
    }
    case 'counters:rebuild':
      await withRuntime(async ({ database }) => {
        const started = performance.now();
        await rebuildDashboardCounters(database.db);
        process.stdout.write(`Dashboard counters rebuilt in ${formatDuration((performance.now() - started) / 1000)}.\n`);
      });
      return 0;
    case 'backup':
      await backupCommand(loadConfig(), values.out, consoleOutput);
      return 0;
    case 'restore':
      await restoreCommand(loadConfig(), values.file, consoleOutput);
      return 0;
    case 'worker':
      await runOutboxWorker();
      return 0;
    case undefined:
    case 'help':
    case '--help':
      process.stdout.write(`${USAGE}\n`);
      return 0;
    default:
      process.stderr.write(`Unknown command "${command}".\n\n${USAGE}\n`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (
      error instanceof DataDirBusyError ||
      error instanceof AppError ||
      error instanceof BackupRefusal ||
      error instanceof ConfigurationError ||
      error instanceof DatabaseUnreachable
    ) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
