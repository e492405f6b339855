// Starts the built server for a benchmark: a fresh DATA_DIR with the demo data, a known admin,
// no login throttling; BENCH_DATABASE_URL chooses PostgreSQL (the shell's DATABASE_URL never leaks in).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const BENCH_ADMIN = { email: 'bench-admin@souq.test', password: 'bench password 123' };

/** `nodeArgs` go before the script (e.g. `--import` a probe), `env` on top of the bench settings. */
export async function startBenchServer(port, { nodeArgs = [], env = {} } = {}) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-bench-'));
  const server = spawn(process.execPath, [...nodeArgs, 'apps/server/dist/server.js'], {
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'DATABASE_URL')),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      LOGIN_RATE_MAX: '1000000',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; ; i++) {
      if (i === 240) throw new Error('server did not start');
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    });
    const { token } = await login.json();
    return { base, token, stop, pid: server.pid, database: process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite' };
  } catch (error) {
    stop();
    throw error;
  }
}
