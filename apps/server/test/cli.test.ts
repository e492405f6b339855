import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '..');
// The build, as an operator runs it: no tsx, no dev dependencies.
const built = { cli: path.join(serverDir, 'dist/cli.js'), server: path.join(serverDir, 'dist/server.js') };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
beforeAll(async () => {
  await run(process.execPath, ['build.mjs'], { cwd: serverDir });
}, 120_000);

async function start(entry: string, args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, [entry, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
      cwd: serverDir,
      // A start that hangs is killed and fails the test with a null exit code.
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const souq = (args: string[], env: Record<string, string> = {}) => start(built.cli, args, env);

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

  it('refuses a short or common --password with one line saying why, and adds nobody', async () => {
    const account = ['user:add', '--email', 'weak@example.test', '--role', 'admin', '--password'];
    const short = await souq([...account, 'k7#Vq!m2Z']);
    expect(short.code).toBe(2);
    expect(short.stderr.split('\n')[0]).toBe('--password must have at least 10 characters.');
    const common = await souq([...account, 'password1234']);
    expect(common.code).toBe(2);
    expect(common.stderr.split('\n')[0]).toBe('--password is too common or too easy to guess: choose a longer one, such as a few unrelated words.');
    // Nobody was added: the address is still free.
    expect((await souq([...account, 'walnut harbour ninety lanterns'])).code).toBe(0);
  });

  it('names the flags user:add is missing, and says that an unknown command or flag is unknown', async () => {
    const none = await souq(['user:add']);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/^user:add needs --email, --password, --role$/m);
    const some = await souq(['user:add', '--email', 'ops@example.test']);
    expect(some.code).toBe(2);
    expect(some.stderr).toMatch(/^user:add needs --password, --role$/m);
    const unknown = await souq(['user:remove']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^Unknown command "user:remove"\.$/m);
    expect(unknown.stdout).toBe('');
    const flag = await souq(['db:migrate', '--force']);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toMatch(/Unknown option '--force'/);
    const help = await souq(['help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/node apps\/server\/dist\/cli\.js/);
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

/** The first line of what a refused start printed, and that it printed only that one line. */
function onlyLine(stderr: string): string {
  const lines = stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  return lines[0] ?? '';
}

describe('starting with a bad setting prints one clear line and exits non-zero', { timeout: 120_000 }, () => {
  const server = (env: Record<string, string>) => start(built.server, [], { PORT: '0', SEED_DEMO: 'false', ...env });

  it('refuses an S3 bucket without its endpoint, region and keys, naming them', async () => {
    for (const entry of [built.server, built.cli]) {
      const result = await start(entry, entry === built.cli ? ['db:migrate'] : [], { S3_BUCKET: 'souq-media', S3_REGION: 'eu-west-1' });
      expect(result.code).toBe(1);
      expect(onlyLine(result.stderr)).toBe(
        'Invalid configuration: S3_BUCKET: S3_BUCKET is set, so S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set too (or unset S3_BUCKET to keep uploads on the local disk)',
      );
    }
  });

  it('names the host and port of a DATABASE_URL that refuses connections', async () => {
    const result = await server({ DATABASE_URL: 'postgres://souq:secret-pw@127.0.0.1:1/souq' });
    expect(result.code).toBe(1);
    const line = onlyLine(result.stderr);
    expect(line).toBe(
      'Cannot open the database at DATABASE_URL (host 127.0.0.1, port 1, database souq): connection refused. Check that PostgreSQL is running and listening on that host and port.',
    );
    expect(line).not.toMatch(/secret-pw/);
  });

  it('gives up on a DATABASE_URL that never answers within PG_CONNECT_TIMEOUT_MS', async () => {
    // Accepts the connection and then says nothing, like a wrong service or a stuck proxy.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const result = await server({ DATABASE_URL: `postgres://souq@127.0.0.1:${port}/souq`, PG_CONNECT_TIMEOUT_MS: '1000' });
      expect(result.code).toBe(1);
      expect(onlyLine(result.stderr)).toBe(
        `Cannot open the database at DATABASE_URL (host 127.0.0.1, port ${port}, database souq): no answer within 1000 ms (PG_CONNECT_TIMEOUT_MS). Check that PostgreSQL is running there and that no firewall drops the connection.`,
      );
    } finally {
      silent.close();
    }
  });

  it('names a missing FCM_CREDENTIALS file without a stack trace', async () => {
    const result = await server({ FCM_CREDENTIALS: path.join(dataDir, 'missing.json') });
    expect(result.code).toBe(1);
    expect(onlyLine(result.stderr)).toMatch(/^FCM_CREDENTIALS: cannot read .*missing\.json as JSON/);
  });
});
