import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const cli = path.resolve(import.meta.dirname, '../../cli.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-worker-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Runs `cli worker`; `stopWhen` decides from the output so far when to send SIGTERM. */
function runWorker(env: Record<string, string>, stopWhen: (output: string) => boolean) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, 'worker'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', ...env },
      cwd: path.resolve(import.meta.dirname, '../../..'),
    });
    let output = '';
    let signalled = false;
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (!signalled && stopWhen(output)) {
        signalled = true;
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

// Real processes (tsx, an embedded database, migrations): generous on a busy machine.
describe('the worker command', { timeout: 120_000 }, () => {
  it('runs only the outbox worker and stops cleanly on SIGTERM', async () => {
    const { code, output } = await runWorker({}, (out) => out.includes('outbox worker started'));
    expect(output).toMatch(/"pushConfigured":false,"msg":"outbox worker started"/);
    expect(output).toMatch(/outbox worker stopped/);
    expect(code).toBe(0);
  }, 60_000);

  it('refuses to start with an unreadable FCM_CREDENTIALS file', async () => {
    const { code, output } = await runWorker({ FCM_CREDENTIALS: path.join(dataDir, 'missing.json') }, () => false);
    expect(code).toBe(1);
    expect(output).toMatch(/FCM_CREDENTIALS: cannot read .*missing\.json as JSON/);
  }, 60_000);
});
