import fs from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { cliMessages } from '@souq/contract/messages-cli';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { writeFileAtomically } from '../lib/atomic-file';
import { lockDataDir } from '../lib/data-dir-lock';
import { fillTemplate } from '@souq/contract/fill-template';
import { migrationsDir } from '../lib/paths';
import { BackupRefusal } from './backup-refusal';
import { dumpDatabase } from './dump';
import { inspectDump, loadDump } from './restore';

export interface CommandOutput {
  /** The outcome, for stdout. */
  say: (line: string) => void;
  /** Progress, for stderr. */
  progress: (line: string) => void;
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

function megabytes(bytes: number): string {
  return bytes < 1 << 20 ? `${(bytes / 1024).toFixed(1)} kB` : `${(bytes / (1 << 20)).toFixed(1)} MB`;
}

/** PGlite keeps its files in DATA_DIR/pgdata; an empty or missing folder holds no database. */
function holdsDatabase(pgdata: string): boolean {
  return fs.existsSync(pgdata) && fs.readdirSync(pgdata).length > 0;
}

function defaultBackupName(): string {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `souq-backup-${stamp}.sql`;
}

/**
 * `backup [--out FILE]`: a plain-SQL dump of the embedded database. It holds the DATA_DIR lock,
 * so it runs with the server stopped, and it does not migrate: the file describes the database
 * as it is.
 */
export async function backupCommand(config: Config, out: string | undefined, output: CommandOutput): Promise<string> {
  if (config.databaseUrl) throw new BackupRefusal('postgresBackup');
  const pgdata = path.join(config.dataDir, 'pgdata');
  if (!holdsDatabase(pgdata)) throw new BackupRefusal('noDatabase', { dataDir: config.dataDir });
  const file = path.resolve(out ?? defaultBackupName());
  const release = lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
    try {
      const started = performance.now();
      let bytes = 0;
      const summary = await writeFileAtomically(file, async (sink) => {
        const result = await dumpDatabase(database.db, sink, { log: output.progress });
        bytes = sink.bytes;
        return result;
      });
      output.say(
        fillTemplate(cliMessages.backup.written, {
          file,
          tables: summary.tables,
          rows: summary.rows,
          size: megabytes(bytes),
          seconds: seconds(started),
        }),
      );
      return file;
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

/** A dump made with migrations this version lacks would leave the code and the schema apart. */
async function checkDumpVersion(file: string) {
  const known = new Set(readMigrationFiles({ migrationsFolder: migrationsDir }).map((m) => m.hash));
  const unknown = (await inspectDump(file)).migrations.find((hash) => !known.has(hash));
  if (unknown) throw new BackupRefusal('dumpFromNewerVersion', { file, hash: unknown });
}

/**
 * `restore --file FILE`: only into a DATA_DIR without a database, so a restore can never overwrite
 * data (moving `pgdata` aside is the operator's deliberate step, and keeps the old copy). The dump
 * loads into a staging folder in one transaction and the folder is renamed into place only when
 * everything has loaded: a failure leaves DATA_DIR as it was.
 */
export async function restoreCommand(config: Config, file: string | undefined, output: CommandOutput): Promise<void> {
  if (config.databaseUrl) throw new BackupRefusal('postgresRestore');
  if (!file) throw new BackupRefusal('fileRequired');
  const source = path.resolve(file);
  try {
    fs.accessSync(source, fs.constants.R_OK);
  } catch {
    throw new BackupRefusal('fileMissing', { file: source });
  }
  await checkDumpVersion(source);
  const { dataDir } = config;
  const pgdata = path.join(dataDir, 'pgdata');
  const release = lockDataDir(dataDir);
  try {
    if (holdsDatabase(pgdata)) throw new BackupRefusal('notEmpty', { dataDir });
    const staging = fs.mkdtempSync(path.join(dataDir, '.restore-'));
    try {
      const started = performance.now();
      const database = await openDatabase({ kind: 'pglite', dataDir: staging });
      let summary;
      try {
        summary = await loadDump(database, source, { log: output.progress });
      } catch (error) {
        if (error instanceof BackupRefusal) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        throw new BackupRefusal('restoreFailed', { dataDir, reason });
      } finally {
        await database.close();
      }
      fs.rmSync(pgdata, { recursive: true, force: true }); // an empty folder at most, checked above
      fs.renameSync(path.join(staging, 'pgdata'), pgdata);
      output.say(
        fillTemplate(cliMessages.backup.restored, {
          file: source,
          dataDir,
          tables: summary.tables,
          rows: summary.rows,
          seconds: seconds(started),
        }),
      );
    } finally {
      fs.rmSync(staging, { recursive: true, force: true });
    }
  } finally {
    release();
  }
}
