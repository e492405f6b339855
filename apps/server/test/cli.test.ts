import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const cli = path.resolve(import.meta.dirname, '../src/cli.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function souq(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', cli, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
      cwd: path.resolve(import.meta.dirname, '..'),
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// Each case starts real processes that open and migrate an embedded database: slow on a busy machine.
describe('the command-line tool', { timeout: 120_000 }, () => {
  it('adds a user to the embedded database and refuses the same e-mail twice', async () => {
    const added = await souq(['user:add', '--email', 'ops@example.test', '--password', 'long enough pw', '--role', 'dataentry']);
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(added.stdout).toMatch(/Created dataentry ops@example\.test/);
    const again = await souq(['user:add', '--email', 'OPS@example.test', '--password', 'long enough pw', '--role', 'admin']);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already exists/);
  });

  it('explains bad arguments without touching anything', async () => {
    const bad = await souq(['user:add', '--email', 'not-an-email', '--password', 'short', '--role', 'king']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--email must be an e-mail address/);
    expect(bad.stderr).toMatch(/--role must be one of admin, dataentry, user/);
  });

  it('refuses to open the embedded database while another process holds it', async () => {
    // This test process plays the running server.
    fs.writeFileSync(path.join(dataDir, 'souq.lock'), String(process.pid));
    try {
      const busy = await souq(['db:migrate']);
      expect(busy.code).toBe(1);
      expect(busy.stderr).toMatch(new RegExp(`in use by process ${process.pid}.*Nothing was changed`, 's'));
    } finally {
      fs.rmSync(path.join(dataDir, 'souq.lock'));
    }
    const free = await souq(['db:migrate']);
    expect(free.code).toBe(0);
  });

  it('takes over a lock left by a process that died', async () => {
    fs.writeFileSync(path.join(dataDir, 'souq.lock'), '999999');
    const result = await souq(['db:migrate']);
    expect(result.code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'souq.lock'))).toBe(false);
  });

  it('backs up to a file and restores it into an empty DATA_DIR, and says what it did', { timeout: 300_000 }, async () => {
    const restored = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-cli-restored-'));
    const dump = path.join(restored, '..', `${path.basename(restored)}.sql`);
    try {
      const email = 'kept@example.test';
      expect((await souq(['user:add', '--email', email, '--password', 'long enough pw', '--role', 'admin'])).code).toBe(0);
      const backup = await souq(['backup', '--out', dump]);
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toMatch(new RegExp(`Backup written to ${dump}: \\d+ tables, \\d+ rows`));
      const restore = await souq(['restore', '--file', dump], { DATA_DIR: restored });
      expect(restore.code).toBe(0);
      expect(restore.stdout).toMatch(/Restored .* \d+ tables, \d+ rows/);
      // The restored database has the user: adding it again is refused.
      const again = await souq(['user:add', '--email', email, '--password', 'long enough pw', '--role', 'admin'], { DATA_DIR: restored });
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/already exists/);
      const twice = await souq(['restore', '--file', dump], { DATA_DIR: restored });
      expect(twice.code).toBe(1);
      expect(twice.stderr).toMatch(/already holds a database.*Nothing was changed/);
    } finally {
      fs.rmSync(restored, { recursive: true, force: true });
      fs.rmSync(dump, { force: true });
    }
  });

  it('sends PostgreSQL users to pg_dump and psql instead', async () => {
    const env = { DATABASE_URL: 'postgres://souq@127.0.0.1:1/souq' };
    const backup = await souq(['backup'], env);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toMatch(/pg_dump/);
    const restore = await souq(['restore', '--file', 'x.sql'], env);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toMatch(/psql or pg_restore/);
  });

  it('bulk-seeds the embedded database with progress, and rebuilds the dashboard counters', async () => {
    const refused = await souq(['seed', '--bulk', '--users', '1', '--posts', '5']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/give --users 2 or more/);

    const seeded = await souq(['seed', '--bulk', '--users', '40', '--posts', '60', '--classifieds', '24', '--stories', '6']);
    expect(seeded.stderr).toBe('');
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toMatch(/share ONE precomputed argon2 password hash/);
    expect(seeded.stdout).toMatch(/^posts 60\/60 \(100%\) [\d.]+[kM]? rows\/s, ETA \d+ s$/m);
    expect(seeded.stdout).toMatch(/^Bulk load done in /m);

    const rebuilt = await souq(['counters:rebuild']);
    expect(rebuilt.code).toBe(0);
    expect(rebuilt.stdout).toMatch(/^Dashboard counters rebuilt in \d+ s\.$/m);
  });
});
