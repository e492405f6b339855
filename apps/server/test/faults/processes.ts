// Test support: the real server and CLI as child processes that a fault test can kill, and the
// database they share with the test (embedded by default, PostgreSQL when SOUQ_TEST_DB=postgres).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { openRuntime, type Runtime } from '../../src/runtime';
import { eq } from 'drizzle-orm';
import { categories } from '../../src/db/schema/categories';
import { seedReferenceData } from '../../src/seed/reference';
import { testDbKind } from '../database';

const serverRoot = path.resolve(import.meta.dirname, '../..');
const entries = { server: 'src/server.ts', cli: 'src/cli.ts' } as const;

export interface SouqProcess {
  child: ChildProcessWithoutNullStreams;
  output(): string;
  /** Resolves once the output matches; rejects if the process exits first or time runs out. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `src/server.ts` or `src/cli.ts <args>` through tsx, as `npm start` would run the build. */
export function startSouq(entry: keyof typeof entries, args: string[], env: Record<string, string>): SouqProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entries[entry], ...args], {
    cwd: serverRoot,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => {
      resolve({ code, signal });
      for (const listener of listeners) listener();
    });
  });
  return {
    child,
    output: () => output,
    exited,
    waitFor(pattern, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => finish(new Error(`no ${pattern} within ${timeoutMs} ms; output:\n${output.slice(-3000)}`)), timeoutMs);
        const check = () => {
          const match = pattern.exec(output);
          if (match) finish(null, match);
          else if (child.exitCode !== null || child.signalCode !== null) {
            finish(new Error(`the process ended (${child.exitCode ?? child.signalCode}) before ${pattern}; output:\n${output.slice(-3000)}`));
          }
        };
        function finish(error: Error | null, match?: RegExpMatchArray) {
          clearTimeout(timer);
          listeners.delete(check);
          if (error) reject(error);
          else resolve(match!);
        }
        listeners.add(check);
        check();
      });
    },
  };
}

export interface FaultDatabase {
  /** DATA_DIR and, on PostgreSQL, DATABASE_URL: what the child processes are started with. */
  env: Record<string, string>;
  /**
   * Opens the database in the test process, as a second server would. The embedded one belongs
   * to one process at a time: close it before starting a child on it.
   */
  open(): Promise<Runtime>;
  remove(): Promise<void>;
}

/** A fresh database of its own for one fault test, named after it on PostgreSQL. */
export async function createFaultDatabase(name: string): Promise<FaultDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `souq-fault-${name}-`));
  const env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: '' };
  let drop: () => Promise<void> = async () => undefined;
  if (testDbKind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('SOUQ_TEST_DB=postgres needs TEST_DATABASE_URL');
    const prefix = (process.env.SOUQ_TEST_DB_PREFIX ?? 'souq_test').replace(/[^a-z0-9_]/g, '');
    const database = `${prefix}_fault_${name.replace(/[^a-z0-9_]/g, '_')}`;
    const admin = async (statement: string) => {
      const connection = await openDatabase({ kind: 'postgres', url, poolMax: 1 });
      try {
        await connection.exec(statement);
      } finally {
        await connection.close();
      }
    };
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${database}`);
    const target = new URL(url);
    target.pathname = `/${database}`;
    env.DATABASE_URL = target.toString();
    drop = () => admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
  return {
    env,
    open: () => openRuntime(loadConfig({ ...env, LOG_LEVEL: 'silent' })),
    async remove() {
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The reference data (countries, categories, settings) written into a fault database, answering
 * the automotive category's id: the category the fault tests' staff write dropdown values into.
 */
export async function seedWithAutomotiveCategory(database: FaultDatabase): Promise<string> {
  const runtime = await database.open();
  try {
    await seedReferenceData(runtime.database.db);
    const [automotive] = await runtime.database.db.select({ id: categories.id }).from(categories).where(eq(categories.classifiedType, 'automotive'));
    if (!automotive) throw new Error('the reference data has no automotive category');
    return automotive.id;
  } finally {
    await runtime.close();
  }
}

/** Kills the servers a test left running and waits until every one of them has exited. */
export async function killLeftovers(servers: SouqProcess[]): Promise<void> {
  for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
}
