import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFcmStandIn } from '../../apps/server/test/fixtures/fcm-stand-in';
import { SCALE_OUT_ACCOUNTS } from './accounts';
import { freePort } from '../support/free-port';

/**
 * The production shape on loopback: one PostgreSQL database, one Redis, two API processes with
 * the outbox worker off, the worker as its own process, nginx balancing between the two, and a
 * stand-in for FCM. The smoke tests talk only to nginx.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js');
const cliEntry = path.join(repoRoot, 'apps/server/dist/cli.js');

declare module 'vitest' {
  export interface ProvidedContext {
    balancerUrl: string;
    apiPorts: number[];
    accessLog: string;
    /** A listing of SCALE_OUT_ACCOUNTS.seller, for the buyer's conversation. */
    sellerListingId: string;
    /** The run's database, for a test that writes as another service would (a listing published). */
    databaseUrl: string;
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

interface Managed {
  name: string;
  child: ChildProcess;
  output: () => string;
}

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Managed {
  let log = '';
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return { name, child, output: () => log };
}

async function waitFor(url: string, managed: Managed[]): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    for (const m of managed) {
      if (m.child.exitCode !== null) throw new Error(`${m.name} exited (${m.child.exitCode}):\n${m.output()}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in 90 s:\n${managed.map((m) => `${m.name}: ${m.output()}`).join('\n')}`);
}

async function stop(m: Managed) {
  if (m.child.exitCode !== null) return;
  const exited = new Promise((resolve) => m.child.once('exit', resolve));
  m.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 15_000)))]);
  clearTimeout(timer);
  if (m.child.exitCode === null) m.child.kill('SIGKILL');
}

export default async function setup(project: TestProject) {
  const baseDbUrl = process.env.TEST_DATABASE_URL;
  if (!baseDbUrl) throw new Error('The scale-out run needs PostgreSQL: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
  for (const entry of [serverEntry, cliEntry]) {
    if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first`);
  }
  // One Redis database of its own, emptied, so earlier runs' counters do not throttle this one.
  const redisUrl = `${(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379').replace(/\/\d*$/, '')}/7`;
  run('redis-cli', ['-u', redisUrl, 'flushdb']);

  const dbName = 'souq_scale_out';
  run('psql', [baseDbUrl, '-q', '-c', `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`, '-c', `CREATE DATABASE ${dbName}`]);
  const databaseUrl = new URL(baseDbUrl);
  databaseUrl.pathname = `/${dbName}`;

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-scale-out-'));
  const dataDir = path.join(work, 'shared-data');
  const fcm = await startFcmStandIn();
  const [port, api1, api2] = [await freePort(), await freePort(), await freePort()];
  const balancerUrl = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redisUrl,
    // Same secret everywhere: a token signed by one process is good on the other.
    JWT_SECRET: crypto.randomBytes(32).toString('base64url'),
    // Local uploads on a folder both processes share (S3 in production).
    DATA_DIR: dataDir,
    PUBLIC_URL: balancerUrl,
    TRUST_PROXY: 'true',
    OUTBOX_WORKER: 'off',
    FCM_CREDENTIALS: fcm.credentialsFile,
    FCM_API_URL: fcm.url,
    SEED_DEMO: 'false',
    LOGIN_RATE_MAX: '5',
    // The live-events test sends 50 messages from one member in well under a minute.
    MEMBER_WRITE_RATE_MAX: '1000',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: SCALE_OUT_ACCOUNTS.admin.email,
    ADMIN_PASSWORD: SCALE_OUT_ACCOUNTS.admin.password,
  };
  // Migrations are a release step before any API process starts.
  run(process.execPath, [cliEntry, 'db:migrate'], env);
  for (const account of [SCALE_OUT_ACCOUNTS.member, SCALE_OUT_ACCOUNTS.throttled, SCALE_OUT_ACCOUNTS.buyer, SCALE_OUT_ACCOUNTS.seller]) {
    run(process.execPath, [cliEntry, 'user:add', '--email', account.email, '--password', account.password, '--role', 'user'], env);
  }

  const managed: Managed[] = [];
  managed.push(start('api-1', process.execPath, [serverEntry], { ...env, PORT: String(api1) }));
  await waitFor(`http://127.0.0.1:${api1}/readyz`, managed);
  managed.push(start('api-2', process.execPath, [serverEntry], { ...env, PORT: String(api2) }));
  managed.push(start('worker', process.execPath, [cliEntry, 'worker'], { ...env, LOG_LEVEL: 'info' }));
  await waitFor(`http://127.0.0.1:${api2}/readyz`, managed);
  // A listing of the seller's (the categories exist once an API process has started): what the
  // buyer asks about in the live-events test. Only data staff or the member's own app would make.
  const sellerListingId = run('psql', [
    databaseUrl.toString(),
    '-qtAX',
    '-c',
    `with district as (
       insert into districts (country_id, district_en, district_ar) values ('KW', 'Scale-out', 'Scale-out') returning id, country_id)
     insert into classified_posts (user_id, category_id, country_id, district_id, title, price, mobile, address)
     select u.id, (select id from categories order by category_en limit 1), d.country_id, d.id, 'Scale-out car', 2500, '96550000000', 'Block 1'
     from users u, district d where u.email = '${SCALE_OUT_ACCOUNTS.seller.email}'
     returning id`,
  ]).trim();

  const conf = fs
    .readFileSync(path.join(import.meta.dirname, 'nginx.conf.template'), 'utf8')
    .replaceAll('__DIR__', work)
    .replaceAll('__PORT__', String(port))
    .replaceAll('__API1__', String(api1))
    .replaceAll('__API2__', String(api2));
  fs.writeFileSync(path.join(work, 'nginx.conf'), conf);
  managed.push(start('nginx', 'nginx', ['-p', work, '-e', path.join(work, 'error.log'), '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;'], env));
  await waitFor(`${balancerUrl}/readyz`, managed);

  project.provide('balancerUrl', balancerUrl);
  project.provide('apiPorts', [api1, api2]);
  project.provide('accessLog', path.join(work, 'access.log'));
  project.provide('sellerListingId', sellerListingId);
  project.provide('databaseUrl', databaseUrl.toString());

  return async () => {
    for (const m of [...managed].reverse()) await stop(m);
    // The processes' own lines (warnings and errors at LOG_LEVEL=warn), for a failed run's reader.
    for (const m of managed) if (m.output().trim()) console.log(`--- ${m.name}\n${m.output().slice(-4000)}`);
    await fcm.close();
    run('psql', [baseDbUrl, '-q', '-c', `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`]);
    fs.rmSync(work, { recursive: true, force: true });
  };
}
