import fs from 'node:fs';
import readline from 'node:readline';
import { cliMessages } from '@souq/contract/messages-cli';
import type { Database } from '../db/client';
import { fillTemplate } from '@souq/contract/fill-template';
import { BackupRefusal } from './backup-refusal';
import { COPY_END, COPY_START, DUMP_SIGNATURE, DUMP_TRAILER, MIGRATIONS_PREFIX } from './dump-format';

export interface RestoreOptions {
  log: (line: string) => void;
  /** Data lines handed to COPY at a time, so a big table never sits in memory whole. */
  chunkBytes?: number;
  /** A table with more rows than this reports its progress every this many rows. */
  progressEvery?: number;
}

export interface RestoreSummary {
  tables: number;
  rows: number;
}

function lines(file: string) {
  return readline.createInterface({ input: fs.createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
}

/** The end of the file, where the trailer is. */
function lastLine(file: string): string {
  const fd = fs.openSync(file, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    const length = Math.min(size, 512);
    const tail = Buffer.alloc(length);
    fs.readSync(fd, tail, 0, length, size - length);
    return tail.toString('utf8').trimEnd().split('\n').pop() ?? '';
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * What a dump says about itself before anything is loaded: the migration hashes its schema is
 * made of. A file that is not one of our dumps, or that lost its end, is refused here.
 */
export async function inspectDump(file: string): Promise<{ migrations: string[] }> {
  const reader = lines(file);
  try {
    const [signature, migrations] = await firstLines(reader, 2);
    if (signature !== DUMP_SIGNATURE || !migrations?.startsWith(MIGRATIONS_PREFIX)) {
      throw new BackupRefusal('notADump', { file });
    }
    if (!DUMP_TRAILER.test(lastLine(file))) throw new BackupRefusal('truncated', { file });
    return { migrations: migrations.slice(MIGRATIONS_PREFIX.length).split(',').filter(Boolean) };
  } finally {
    reader.close();
  }
}

async function firstLines(reader: readline.Interface, count: number): Promise<string[]> {
  const found: string[] = [];
  for await (const line of reader) {
    found.push(line);
    if (found.length === count) break;
  }
  return found;
}

interface CopyBlock {
  table: string;
  statement: string;
  chunk: string[];
  chunkBytes: number;
  rows: number;
}

/**
 * Loads a dump into an empty embedded database in one transaction: the SQL between data blocks
 * runs as it is, each `COPY ... FROM stdin` block goes to PostgreSQL's own COPY parser, the same
 * one psql feeds. The trailer's counts must match, so a truncated file never passes for a backup.
 */
export async function loadDump(database: Database, file: string, options: RestoreOptions): Promise<RestoreSummary> {
  const { copyFrom } = database;
  if (!copyFrom) throw new Error('restore needs the embedded database');
  const chunkLimit = options.chunkBytes ?? 4 << 20;
  const progressEvery = options.progressEvery ?? 50_000;
  let statements: string[] = [];
  let block: CopyBlock | undefined;
  let trailer: { tables: number; rows: number } | undefined;
  const summary = { tables: 0, rows: 0 };

  const runStatements = async () => {
    const text = statements.join('\n').trim();
    statements = [];
    if (text !== '') await database.exec(text);
  };
  const sendChunk = async (open: CopyBlock) => {
    if (open.chunk.length === 0) return;
    const data = open.chunk.join('');
    open.chunk = [];
    open.chunkBytes = 0;
    await copyFrom(open.statement, data);
  };

  await database.exec('BEGIN');
  try {
    for await (const line of lines(file)) {
      if (block) {
        if (line === COPY_END) {
          await sendChunk(block);
          summary.tables += 1;
          summary.rows += block.rows;
          block = undefined;
          continue;
        }
        block.chunk.push(`${line}\n`);
        block.chunkBytes += line.length + 1;
        block.rows += 1;
        if (block.rows % progressEvery === 0) {
          options.log(fillTemplate(cliMessages.backup.restoreProgress, { table: block.table, done: block.rows }));
        }
        if (block.chunkBytes >= chunkLimit) await sendChunk(block);
        continue;
      }
      const copy = COPY_START.exec(line);
      if (copy) {
        await runStatements();
        const [, table = '', columns = ''] = copy;
        block = { table, statement: `COPY ${table} (${columns}) FROM '/dev/blob'`, chunk: [], chunkBytes: 0, rows: 0 };
        continue;
      }
      const end = DUMP_TRAILER.exec(line);
      if (end) trailer = { tables: Number(end[1]), rows: Number(end[2]) };
      statements.push(line);
    }
    await runStatements();
    if (block || !trailer || trailer.tables !== summary.tables || trailer.rows !== summary.rows) {
      throw new BackupRefusal('truncated', { file });
    }
    await database.exec('COMMIT');
    return summary;
  } catch (error) {
    await database.exec('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
