// Test support: a throw-away PostgreSQL cluster that a fault test may stop, crash and restart.
// The shared server on 5432 serves other test runs and must never be touched.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's layout; PG_BIN_DIR points elsewhere (another version, another distribution). */
const BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres, trust authentication. */
  url: string;
  port: number;
  /** `pg_ctl stop`: 'fast' ends sessions politely, 'immediate' is a crash (recovery replays the WAL). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  restart(): Promise<void>;
  /** The server's log so far, for failure messages. */
  log(): string;
  /** Stops the server whatever its state and deletes every file. */
  destroy(): Promise<void>;
}

function requireBinaries(): void {
  const missing = ['initdb', 'pg_ctl'].filter((name) => !fs.existsSync(path.join(BIN_DIR, name)));
  if (missing.length > 0) {
    // A fault test that cannot run must fail, not pass by skipping: CI has these binaries.
    throw new Error(
      `The database fault tests need PostgreSQL's server binaries (${missing.join(', ')} not found in ${BIN_DIR}). ` +
        'Install postgresql-15 (apt-get install postgresql-15) or set PG_BIN_DIR to the folder holding initdb and pg_ctl.',
    );
  }
}

/** PostgreSQL refuses to run as root: the cluster then belongs to the `postgres` account. */
async function clusterOwner(): Promise<{ uid: number; gid: number; asOwner: (cmd: string, args: string[]) => [string, string[]] }> {
  if (process.getuid?.() !== 0) {
    return { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0, asOwner: (cmd, args) => [cmd, args] };
  }
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
  let uid: number;
  let gid: number;
  try {
    [uid, gid] = await Promise.all([id('-u'), id('-g')]);
  } catch {
    throw new Error('The database fault tests run as root and need a `postgres` OS account to own the throw-away cluster.');
  }
  return { uid, gid, asOwner: (cmd, args) => ['runuser', ['-u', 'postgres', '--', cmd, ...args]] };
}

/** A port nobody listens on right now (the kernel's pick, released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * initdb in a temporary folder, then a server on a free port of 127.0.0.1 with trust auth and
 * fsync on: a write the server acknowledged must survive a crash. Call destroy() in afterAll.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  requireBinaries();
  const owner = await clusterOwner();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-pg-'));
  fs.chownSync(root, owner.uid, owner.gid);
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  const port = await freePort();

  const pgCtl = async (args: string[]) => {
    const [cmd, argv] = owner.asOwner(path.join(BIN_DIR, 'pg_ctl'), ['-D', dataDir, ...args]);
    try {
      await run(cmd, argv, { timeout: 60_000 });
    } catch (error) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : '';
      throw new Error(`pg_ctl ${args.join(' ')} failed: ${error instanceof Error ? error.message : String(error)}\n${log}`);
    }
  };
  const options = [
    `-c port=${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${root}`,
    '-c fsync=on',
    '-c synchronous_commit=on',
    '-c max_connections=40',
    '-c shared_buffers=16MB',
  ].join(' ');
  const start = () => pgCtl(['start', '-w', '-t', '60', '-l', logFile, '-o', options]);

  try {
    const [cmd, argv] = owner.asOwner(path.join(BIN_DIR, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    await run(cmd, argv, { timeout: 120_000 });
    await start();
  } catch (error) {
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }

  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop(mode = 'fast') {
      await pgCtl(['stop', '-w', '-m', mode]);
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async restart() {
      await pgCtl(['restart', '-w', '-m', 'fast', '-l', logFile, '-o', options]);
      running = true;
    },
    log: () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : ''),
    async destroy() {
      try {
        if (running || fs.existsSync(path.join(dataDir, 'postmaster.pid'))) await pgCtl(['stop', '-w', '-m', 'immediate']);
      } catch {
        // Already down: nothing to stop.
      } finally {
        running = false;
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
