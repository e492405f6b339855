import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { DataDirBusyError } from '../lib/data-dir-lock';
import { openRuntime } from '../runtime';
import { seedDemo } from '../seed/demo';
import { seedReferenceData } from '../seed/reference';
import { testDbKind } from '../../test/database';
import { backupCommand, restoreCommand } from './commands';
import { dumpDatabase } from './dump';
import { BackupRefusal } from './backup-refusal';

const run = promisify(execFile);
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-backup-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const quiet = { say: () => undefined, progress: () => undefined };
const configFor = (dataDir: string, env: Record<string, string> = {}): Config => loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });

/** Text a careless dump would break: quotes, backslashes, tabs, newlines, Arabic, COPY's own markers. */
const HOSTILE = [
  `O'Brien "the \\ backslash"`,
  'tab\there, newline\nthere, carriage\r\nreturn',
  'سوق الكويت — مرحبا',
  'first line\n\\.\nlast line',
  '\\.',
  '\\N',
  '\\\\server\\share\\',
  'emoji 🐪 and NUL-free control \u0001\u001f',
];

async function query<T>(database: Database, text: string): Promise<T[]> {
  const result = (await database.db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}

/** Every row of every table (as row text, in a fixed order) and every sequence's position. */
async function snapshot(database: Database): Promise<Record<string, string[]>> {
  await database.exec("set timezone = 'UTC'; set datestyle = 'ISO'");
  const tables = await query<{ name: string; kind: string }>(
    database,
    `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name, c.relkind::text as kind
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'S') and n.nspname in ('public', 'drizzle') order by 1`,
  );
  const result: Record<string, string[]> = {};
  for (const { name, kind } of tables) {
    const rows =
      kind === 'S'
        ? await query<{ row: string }>(database, `select last_value || ' ' || is_called as row from ${name}`)
        : await query<{ row: string }>(database, `select t::text as row from ${name} t order by t::text collate "C"`);
    result[name] = rows.map((r) => r.row);
  }
  return result;
}

async function withDatabase<T>(dataDir: string, use: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/** Demo data plus hostile text in text, jsonb, numeric and timestamp columns. */
async function seedSource(dataDir: string) {
  const runtime = await openRuntime(configFor(dataDir));
  try {
    const { database } = runtime;
    const uploadsDir = path.join(dataDir, 'uploads');
    await seedReferenceData(database.db, { uploadsDir });
    await seedDemo(database.db, { users: 6, posts: 6, classifieds: 12, stories: 2 }, { uploadsDir, log: () => undefined });
    for (const [i, text] of HOSTILE.entries()) {
      const literal = `'${text.replace(/'/g, "''")}'`;
      const json = JSON.stringify({ text, list: [text, null, 1.5], [text]: true }).replace(/'/g, "''");
      await database.exec(
        `with u as (
           insert into users (name, email, phone, gender, created_at)
           values (${literal}, 'hostile-${i}@example.test', ${i % 2 === 0 ? literal : "''"}, null,
                   '2024-02-29 23:59:59.123456+03')
           returning id)
         insert into posts (user_id, title, description, media)
         select id, ${literal}, ${literal} || E'\\n' || ${literal}, '[${json}]'::jsonb from u`,
      );
    }
    await database.exec(
      `insert into tickets (user_id, title, description)
       select id, 'ticket', E'a\\tb' from users where email = 'hostile-0@example.test'`,
    );
    return await snapshot(database);
  } finally {
    await runtime.close();
  }
}

describe('backup and restore of the embedded database', { timeout: 240_000 }, () => {
  const source = path.join(root, 'source');
  const target = path.join(root, 'target');
  const dumpFile = path.join(root, 'souq.sql');
  let before: Record<string, string[]>;

  beforeAll(async () => {
    before = await seedSource(source);
    await backupCommand(configFor(source), dumpFile, quiet);
  }, 240_000);

  it('reports its progress on big tables, and writes the same file every time', async () => {
    const progress: string[] = [];
    let text = '';
    await withDatabase(source, (database) =>
      dumpDatabase(database.db, { write: async (chunk) => void (text += chunk) }, { log: (line) => progress.push(line), progressEvery: 20, batchSize: 7 }),
    );
    const comments = before['public.comments']!.length;
    expect(comments).toBeGreaterThan(40);
    // Batches of 7: a line when a batch crosses a multiple of 20, with the rows done by then.
    const expected: string[] = [];
    for (let done = 7, last = 0; last < comments; last = done, done = Math.min(done + 7, comments)) {
      if (Math.floor(done / 20) > Math.floor(last / 20)) expected.push(`  "public"."comments": ${done} of ${comments} rows`);
    }
    expect(progress.filter((line) => line.includes('"public"."comments"'))).toEqual(expected);
    expect(progress.some((line) => line.includes('"public"."app_settings"'))).toBe(false);
    const withoutTime = (dump: string) => dump.replace(/^-- Written .*$/m, '');
    expect(withoutTime(text)).toBe(withoutTime(fs.readFileSync(dumpFile, 'utf8')));
  });

  it('restores every row of every table, sequences included, into an empty DATA_DIR', async () => {
    await restoreCommand(configFor(target), dumpFile, quiet);
    const after = await withDatabase(target, snapshot);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] });
    expect(before['public.users']!.length).toBeGreaterThan(HOSTILE.length);
    const hostileTitles = await withDatabase(target, (database) =>
      query<{ title: string }>(database, `select title from posts where title = any(array[${HOSTILE.map((h) => `'${h.replace(/'/g, "''")}'`).join(',')}])`),
    );
    expect(hostileTitles.map((r) => r.title).sort()).toEqual([...HOSTILE].sort());
  });

  it('leaves a restored database that migrates as a no-op and takes new tickets after the old ones', async () => {
    const runtime = await openRuntime(configFor(target));
    try {
      const [ticket] = await query<{ ticket_no: number }>(
        runtime.database,
        `insert into tickets (user_id, title, description) select id, 'after restore', '' from users limit 1 returning ticket_no`,
      );
      const [highest] = await query<{ n: number }>(runtime.database, `select max(ticket_no)::int as n from tickets where title <> 'after restore'`);
      expect(ticket!.ticket_no).toBe(highest!.n + 1);
    } finally {
      await runtime.close();
    }
  });

  it('writes no line a loader could take for the end of a data block', () => {
    const lines = fs.readFileSync(dumpFile, 'utf8').split('\n');
    const copies = lines.filter((l) => l.startsWith('COPY ')).length;
    expect(lines.filter((l) => l === '\\.').length).toBe(copies);
  });

  it('refuses to restore over a database that is already there, and changes nothing', async () => {
    const listing = () => fs.readdirSync(source).sort();
    const was = listing();
    await expect(restoreCommand(configFor(source), dumpFile, quiet)).rejects.toThrow(/already holds a database.*Nothing was changed/);
    expect(listing()).toEqual(was);
  });

  it('refuses a file that is not a complete Souq backup, leaving DATA_DIR without a database', async () => {
    const empty = path.join(root, 'empty');
    const text = fs.readFileSync(dumpFile, 'utf8');
    const cut = path.join(root, 'cut.sql');
    fs.writeFileSync(cut, text.slice(0, Math.floor(text.length * 0.7)));
    await expect(restoreCommand(configFor(empty), cut, quiet)).rejects.toThrow(/incomplete/);
    // Its last line intact but rows lost on the way: caught by the counts.
    const thinned = path.join(root, 'thinned.sql');
    fs.writeFileSync(thinned, text.replace(/^(COPY "public"\."user_reports" .*\n)[^\n]*\n/m, '$1'));
    await expect(restoreCommand(configFor(empty), thinned, quiet)).rejects.toThrow(/incomplete/);
    expect(fs.existsSync(path.join(empty, 'pgdata'))).toBe(false);
    expect(fs.readdirSync(empty).filter((f) => f.startsWith('.restore-'))).toEqual([]);

    const foreign = path.join(root, 'foreign.sql');
    fs.writeFileSync(foreign, 'CREATE TABLE x (a int);\n');
    await expect(restoreCommand(configFor(empty), foreign, quiet)).rejects.toThrow(/is not a Souq backup/);

    const newer = path.join(root, 'newer.sql');
    fs.writeFileSync(newer, text.replace(/^(-- migrations: .*)$/m, '$1,feedface'));
    await expect(restoreCommand(configFor(empty), newer, quiet)).rejects.toThrow(/newer version of Souq.*feedface/);

    await expect(restoreCommand(configFor(empty), path.join(root, 'missing.sql'), quiet)).rejects.toThrow(/Cannot read/);
    await expect(restoreCommand(configFor(empty), undefined, quiet)).rejects.toThrow(/--file/);
  });

  it('rolls a failing dump back and leaves DATA_DIR as it was', async () => {
    const empty = path.join(root, 'failing');
    const broken = path.join(root, 'broken.sql');
    // A row whose key repeats one already loaded: the whole restore must go.
    const text = fs.readFileSync(dumpFile, 'utf8');
    const countriesStart = text.indexOf('COPY "public"."countries"');
    const firstRow = text.slice(text.indexOf('\n', countriesStart) + 1, text.indexOf('\n', text.indexOf('\n', countriesStart) + 1) + 1);
    fs.writeFileSync(
      broken,
      text.replace(firstRow, firstRow + firstRow).replace(/(-- end of Souq backup: \d+ tables, )(\d+)/, (_, a: string, n: string) => `${a}${Number(n) + 1}`),
    );
    await expect(restoreCommand(configFor(empty), broken, quiet)).rejects.toThrow(/rolled back.*duplicate key/s);
    expect(fs.existsSync(path.join(empty, 'pgdata'))).toBe(false);
  });

  it('refuses both commands when DATABASE_URL points at PostgreSQL, naming the right tools', async () => {
    const postgres = configFor(path.join(root, 'unused'), { DATABASE_URL: 'postgres://souq@127.0.0.1:5432/souq' });
    await expect(backupCommand(postgres, undefined, quiet)).rejects.toThrow(/pg_dump/);
    await expect(restoreCommand(postgres, dumpFile, quiet)).rejects.toThrow(/psql or pg_restore/);
    expect(fs.existsSync(path.join(root, 'unused'))).toBe(false);
  });

  it('refuses to back up a DATA_DIR without a database, or one the server holds', async () => {
    const nothing = path.join(root, 'nothing');
    await expect(backupCommand(configFor(nothing), path.join(root, 'x.sql'), quiet)).rejects.toBeInstanceOf(BackupRefusal);
    expect(fs.existsSync(path.join(nothing, 'pgdata'))).toBe(false);
    // The parent process plays the running server.
    fs.writeFileSync(path.join(source, 'souq.lock'), String(process.ppid));
    try {
      await expect(backupCommand(configFor(source), path.join(root, 'y.sql'), quiet)).rejects.toBeInstanceOf(DataDirBusyError);
    } finally {
      fs.rmSync(path.join(source, 'souq.lock'));
    }
    expect(fs.existsSync(path.join(root, 'y.sql'))).toBe(false);
  });

  // The PostgreSQL leg of the suite: the same file, loaded by psql as the docs say, reads back the same.
  if (testDbKind === 'postgres') {
    it('loads into an empty PostgreSQL database with psql, every row the same', async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const name = `${(process.env.SOUQ_TEST_DB_PREFIX ?? 'souq_test').replace(/[^a-z0-9_]/g, '')}_restore`;
      const admin = await openDatabase({ kind: 'postgres', url, poolMax: 1 });
      try {
        await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.exec(`CREATE DATABASE ${name}`);
      } finally {
        await admin.close();
      }
      const targetUrl = new URL(url);
      targetUrl.pathname = `/${name}`;
      await run('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '-f', dumpFile, targetUrl.toString()]);
      const postgres = await openDatabase({ kind: 'postgres', url: targetUrl.toString(), poolMax: 1 });
      try {
        expect(await snapshot(postgres)).toEqual(before);
      } finally {
        await postgres.close();
      }
    });
  }
});
