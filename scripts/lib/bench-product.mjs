// The whole product (API and both web apps) for the browser benches, started from its build on a
// fresh DATA_DIR: the demo data is seeded when the database is empty. DATABASE_URL, when set,
// chooses PostgreSQL; otherwise an embedded database in the temporary DATA_DIR.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Starts `server` (a built server.js, or a source file with `nodeArgs` such as tsx) serving
 * `webDist`, and waits for /healthz. The bench's own members write more than a person would, so
 * the login and write limits are lifted.
 */
export async function startProduct({ root, server, webDist, port, nodeArgs = [], prefix = 'souq-bench-' }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const base = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: databaseUrl, ...inherited } = process.env;
  const child = spawn(process.execPath, [...nodeArgs, server], {
    cwd: root,
    env: {
      ...inherited,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      SOUQ_WEB_DIST: webDist,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_MAX: '1000000',
      MEMBER_WRITE_RATE_MAX: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    // Seeding the demo data on a busy machine takes minutes.
    if (Date.now() - started > 600_000) {
      await stop();
      throw new Error(`${base} did not answer`);
    }
    const health = await fetch(`${base}/healthz`).catch(() => undefined);
    if (health?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { base, dataDir, stop, database: databaseUrl ? 'PostgreSQL' : 'embedded PGlite' };
}
