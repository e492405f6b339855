import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { cliMessages } from '@souq/contract/messages-cli';
import type { Db, Tx } from '../db/client';
import { fillTemplate } from '@souq/contract/fill-template';
import { migrationsDir } from '../lib/paths';
import { BackupRefusal } from './backup-refusal';
import { COPY_END, DUMP_SIGNATURE, dumpTrailer, MIGRATIONS_PREFIX, copyRow, quoteIdent, quoteLiteral } from './dump-format';
import { orderByForeignKeys, type TableRef } from './table-order';

/** Where the dump goes, chunk by chunk; awaiting each write keeps memory flat on big tables. */
export interface DumpSink {
  write(text: string): Promise<void>;
}

export interface DumpOptions {
  log: (line: string) => void;
  migrationsFolder?: string;
  /** Rows fetched from the cursor at a time. */
  batchSize?: number;
  /** A table with more rows than this reports its progress every this many rows. */
  progressEvery?: number;
}

export interface DumpSummary {
  tables: number;
  rows: number;
}

interface Table extends TableRef {
  columns: string[];
  primaryKey: string[];
}

// Text forms that read back the same anywhere: UTC ISO times, hex bytea, exact floats.
const TEXT_FORM_SETTINGS = ["timezone = 'UTC'", "datestyle = 'ISO'", "intervalstyle = 'postgres'", "bytea_output = 'hex'", 'extra_float_digits = 3'];

async function rowsOf<T>(tx: Tx, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const qualified = (t: { schema: string; name: string }) => `${quoteIdent(t.schema)}.${quoteIdent(t.name)}`;

/**
 * The schema is the committed migrations this database has applied, verbatim: the same SQL that
 * built it, already proven on PGlite and PostgreSQL. A migration recorded here but unknown to
 * this version is refused rather than guessed.
 */
async function appliedMigrations(tx: Tx, migrationsFolder: string) {
  const [registry] = await rowsOf<{ present: boolean }>(tx, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!registry?.present) throw new BackupRefusal('notMigrated');
  const applied = await rowsOf<{ id: number; hash: string; created_at: string }>(
    tx,
    sql`select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations order by id`,
  );
  if (applied.length === 0) throw new BackupRefusal('notMigrated');
  const files = readMigrationFiles({ migrationsFolder });
  return applied.map((row) => {
    const file = files.find((f) => f.hash === row.hash);
    if (!file) throw new BackupRefusal('unknownMigration', { hash: row.hash });
    return { hash: row.hash, statements: file.sql.map((s) => s.trim()).filter((s) => s !== '') };
  });
}

async function listTables(tx: Tx): Promise<Table[]> {
  const tables = await rowsOf<{ schema: string; name: string; oid: number }>(
    tx,
    sql`select n.nspname as schema, c.relname as name, c.oid::int as oid
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname in ('public', 'drizzle')
        order by n.nspname, c.relname`,
  );
  const columns = await rowsOf<{ oid: number; name: string }>(
    tx,
    sql`select a.attrelid::int as oid, a.attname as name from pg_attribute a
        where a.attrelid in (select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace
                             where c.relkind = 'r' and n.nspname in ('public', 'drizzle'))
          and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by a.attrelid, a.attnum`,
  );
  const keys = await rowsOf<{ oid: number; name: string }>(
    tx,
    sql`select i.indrelid::int as oid, a.attname as name
        from pg_index i
        cross join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, position)
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
        where i.indisprimary
        order by i.indrelid, k.position`,
  );
  return tables.map((t) => ({
    ...t,
    columns: columns.filter((c) => c.oid === t.oid).map((c) => c.name),
    primaryKey: keys.filter((k) => k.oid === t.oid).map((k) => k.name),
  }));
}

async function foreignKeys(tx: Tx) {
  return rowsOf<{ child: number; parent: number }>(tx, sql`select conrelid::int as child, confrelid::int as parent from pg_constraint where contype = 'f'`);
}

/** Sequences as pg_dump leaves them: the next value a restored database hands out is the same. */
async function sequenceStatements(tx: Tx): Promise<string[]> {
  const sequences = await rowsOf<{ schema: string; name: string }>(
    tx,
    sql`select n.nspname as schema, c.relname as name
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'S' and n.nspname in ('public', 'drizzle')
        order by n.nspname, c.relname`,
  );
  const statements: string[] = [];
  for (const sequence of sequences) {
    const name = qualified(sequence);
    const [state] = await rowsOf<{ last_value: string; is_called: boolean }>(tx, sql.raw(`select last_value::text as last_value, is_called from ${name}`));
    if (!state) continue;
    statements.push(`SELECT pg_catalog.setval(${quoteLiteral(name)}, ${state.last_value}, ${state.is_called ? 'true' : 'false'});`);
  }
  return statements;
}

/**
 * Tables a restore empties before loading their dumped rows. Written by triggers on others: the
 * dashboard counters (migration 0006), the moderation queue, which each new report fills or
 * reopens (migration 0013), and the search's vocabulary (0015). Or filled by a migration the
 * dump replays: the default search synonyms (0015), chat-warning rules (0025) and watched words
 * (0027), which staff may since have edited.
 */
const REPLACED_ON_RESTORE = new Set([
  'dashboard_counters',
  'dashboard_daily_counters',
  'moderation_items',
  'search_words',
  'search_synonyms',
  'chat_warning_rules',
  'watched_words',
]);

async function dumpTable(tx: Tx, table: Table, sink: DumpSink, options: Required<Omit<DumpOptions, 'migrationsFolder'>>) {
  const [counted] = await rowsOf<{ n: number }>(tx, sql.raw(`select count(*)::int as n from ${qualified(table)}`));
  const total = counted?.n ?? 0;
  const columnList = table.columns.map(quoteIdent).join(', ');
  await sink.write(`COPY ${qualified(table)} (${columnList}) FROM stdin;\n`);
  // Every value in its own text form: exactly what COPY itself writes, before its escaping.
  const select = table.columns.map((c, i) => `${quoteIdent(c)}::text as c${i}`).join(', ');
  const order = table.primaryKey.length > 0 ? ` order by ${table.primaryKey.map(quoteIdent).join(', ')}` : '';
  await tx.execute(sql.raw(`declare souq_dump no scroll cursor for select ${select} from ${qualified(table)}${order}`));
  let done = 0;
  for (;;) {
    const batch = await rowsOf<Record<string, string | null>>(tx, sql.raw(`fetch ${options.batchSize} from souq_dump`));
    if (batch.length === 0) break;
    await sink.write(batch.map((row) => copyRow(table.columns.map((_, i) => row[`c${i}`] ?? null))).join(''));
    const before = done;
    done += batch.length;
    if (total > options.progressEvery && Math.floor(done / options.progressEvery) > Math.floor(before / options.progressEvery)) {
      options.log(fillTemplate(cliMessages.backup.progress, { table: qualified(table), done, total }));
    }
  }
  await tx.execute(sql.raw('close souq_dump'));
  await sink.write(`${COPY_END}\n\n`);
  return done;
}

/** A statement that ends with `;` (on a line of its own should it end in a comment). */
const terminated = (statement: string) => (statement.endsWith(';') ? statement : `${statement}\n;`);

function header(source: string, migrations: { hash: string }[]): string {
  return [
    DUMP_SIGNATURE,
    `${MIGRATIONS_PREFIX}${migrations.map((m) => m.hash).join(',')}`,
    `-- Written ${new Date().toISOString()} from ${source}.`,
    '-- Load into an EMPTY database: psql -v ON_ERROR_STOP=1 --single-transaction -f THIS_FILE "$DATABASE_URL"',
    '-- or into an empty DATA_DIR: npm run cli -- restore --file THIS_FILE',
    '',
    "SET client_encoding = 'UTF8';",
    'SET standard_conforming_strings = on;',
    'SET check_function_bodies = false;',
    'SET client_min_messages = warning;',
    'SET search_path = public;',
    '',
    '',
  ].join('\n');
}

/**
 * Writes the whole database as plain SQL: the schema (its migrations), drizzle's record of them,
 * every row as COPY blocks with parents before children, then the sequences. One read-only
 * snapshot, so the rows agree with each other.
 */
export async function dumpDatabase(db: Db, sink: DumpSink, options: DumpOptions): Promise<DumpSummary> {
  const settings = {
    log: options.log,
    batchSize: options.batchSize ?? 2_000,
    progressEvery: options.progressEvery ?? 50_000,
  };
  return db.transaction(
    async (tx) => {
      for (const setting of TEXT_FORM_SETTINGS) await tx.execute(sql.raw(`set local ${setting}`));
      const migrations = await appliedMigrations(tx, options.migrationsFolder ?? migrationsDir);
      const [version] = await rowsOf<{ v: string }>(tx, sql`select current_setting('server_version') as v`);
      await sink.write(header(`PostgreSQL ${version?.v ?? '?'}`, migrations));

      await sink.write('-- Schema: the migrations this database has applied, verbatim.\n');
      for (const migration of migrations) {
        await sink.write(`-- migration ${migration.hash}\n${migration.statements.map(terminated).join('\n')}\n\n`);
      }
      // drizzle's own bookkeeping (its DDL, verbatim), so a later db:migrate knows where it stands.
      await sink.write(
        'CREATE SCHEMA drizzle;\n' + 'CREATE TABLE drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint);\n\n',
      );

      const ordered = orderByForeignKeys(await listTables(tx), await foreignKeys(tx));
      // Tables kept by triggers from the others, or filled by the migrations, come last: loading
      // the schema and the others fills them again, so they are emptied and take their dumped
      // rows instead of holding every count, or every default, twice.
      const derived = ordered.filter((t) => t.schema === 'public' && REPLACED_ON_RESTORE.has(t.name));
      const tables = [...ordered.filter((t) => !derived.includes(t)), ...derived];
      await sink.write('-- Data, each table after the tables it refers to.\n');
      let rows = 0;
      for (const table of tables) {
        if (derived.includes(table)) await sink.write(`TRUNCATE ${qualified(table)};\n`);
        rows += await dumpTable(tx, table, sink, settings);
      }

      await sink.write('-- Sequences.\n');
      for (const statement of await sequenceStatements(tx)) await sink.write(`${statement}\n`);
      await sink.write(`\n${dumpTrailer(tables.length, rows)}\n`);
      return { tables: tables.length, rows };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
