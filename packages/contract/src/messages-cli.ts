/**
 * What the operator's command line says (`npm run cli -- …`; ours). Kept apart from the
 * catalog in `messages.ts`, which the browser bundles: the console never shows these texts.
 */
export const cliMessages = {
  /** The server and the command-line tool, before anything else runs. */
  runtime: {
    unsupportedNode:
      'Souq needs Node.js {required} or newer, an LTS line that still gets security fixes; this is Node.js {current}. Run it through npm (npm start, npm run cli), which uses the Node.js 24 the project installs on Linux, or install Node.js 24 LTS.',
  },
  /** A password the operator sets: `user:add --password`, or ADMIN_PASSWORD when the first admin is made. */
  password: {
    tooShort: '{name} must have at least 10 characters.',
    tooCommon: '{name} is too common or too easy to guess: choose a longer one, such as a few unrelated words.',
  },
  /** `npm run cli -- backup | restore`. */
  backup: {
    postgresBackup:
      'DATABASE_URL points at PostgreSQL: back it up with pg_dump (and WAL archiving for point-in-time recovery), see docs/operations.md. Nothing was changed.',
    postgresRestore: 'DATABASE_URL points at PostgreSQL: load a backup with psql or pg_restore, see docs/operations.md. Nothing was changed.',
    noDatabase: 'There is no embedded database in {dataDir} to back up.',
    notMigrated: 'The embedded database in {dataDir} has never been migrated: there is nothing to back up.',
    unknownMigration: 'The database has a migration this version of Souq does not know ({hash}). Back it up with the version that wrote it.',
    written: 'Backup written to {file}: {tables} tables, {rows} rows, {size} in {seconds}s.',
    progress: '  {table}: {done} of {total} rows',
    fileRequired: 'restore needs --file FILE (a dump written by `backup`).',
    fileMissing: 'Cannot read {file}.',
    notADump: '{file} is not a Souq backup (written by `npm run cli -- backup`). Nothing was changed.',
    dumpFromNewerVersion: '{file} was written by a newer version of Souq (migration {hash} is unknown here): upgrade first. Nothing was changed.',
    notEmpty: 'DATA_DIR {dataDir} already holds a database. Restore into an empty DATA_DIR, or move {dataDir}/pgdata aside first. Nothing was changed.',
    restoreProgress: '  {table}: {done} rows',
    truncated: '{file} ends before its last line: the copy is incomplete. Nothing was changed.',
    restored: 'Restored {file} into {dataDir}: {tables} tables, {rows} rows in {seconds}s.',
    restoreFailed: 'The restore failed and was rolled back; {dataDir} is as it was. Cause: {reason}',
  },
} as const;
