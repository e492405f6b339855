import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEFAULT_WEB_PUSH_ENDPOINT_HOSTS } from '../../apps/server/src/modules/web-push/endpoint-hosts';
import { selfSignedCertificate } from '../../apps/server/test/fixtures/web-push-stand-in';
import { ACCOUNTS } from './accounts';
import { plantHostilePost } from './hostile';
import { plantExpiredListing } from './expired-listing';
import { freePort } from './free-port';

const repoRoot = path.resolve(import.meta.dirname, '../..');
/**
 * By default the built bundle (what `npm start` runs). E2E_FROM_SOURCE=1 runs the TypeScript
 * sources instead and E2E_WEB_DIST serves another web build, so several people (or agents)
 * can run browser tests side by side without rebuilding each other's dist folders.
 */
const fromSource = process.env.E2E_FROM_SOURCE === '1';
const serverEntry = path.join(repoRoot, fromSource ? 'apps/server/src/server.ts' : 'apps/server/dist/server.js');
const cliEntry = path.join(repoRoot, fromSource ? 'apps/server/src/cli.ts' : 'apps/server/dist/cli.js');
const nodeArgs = fromSource ? ['--import', 'tsx'] : [];
const webDist = process.env.E2E_WEB_DIST ? path.resolve(process.env.E2E_WEB_DIST) : path.join(repoRoot, 'apps/web/dist');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** Where a test may start its stand-in push service, with the certificate the server trusts. */
    webPushStandIn: { port: number; key: string; cert: string };
  }
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  // 90 s unless told: a machine shared by many runs may need longer (E2E_HEALTH_TIMEOUT_MS).
  const deadline = Date.now() + (Number(process.env.E2E_HEALTH_TIMEOUT_MS) || 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy in time:\n${output()}`);
}

/**
 * Starts the built product once for every browser test: a fresh DATA_DIR with the demo data
 * (the CLI's seed), the first admin, and one account per other role added with the operator's CLI beforehand
 * (the embedded database belongs to one process at a time).
 */
export default async function setup(project: TestProject) {
  for (const entry of [serverEntry, cliEntry, path.join(webDist, 'index.html')]) {
    if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Headless Chromium's own push service is Google's, out of reach: a test's stand-in listens
  // here instead, on an address the server is told to allow, with a certificate it trusts.
  const pushPort = await freePort();
  const pushCertificate = selfSignedCertificate();
  const pushCaFile = path.join(dataDir, 'web-push-stand-in.pem');
  fs.writeFileSync(pushCaFile, pushCertificate.cert);
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  // The browser tests always run on the embedded database, whatever the shell has set.
  const env = {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    ADMIN_EMAIL: ACCOUNTS.admin.email,
    ADMIN_PASSWORD: ACCOUNTS.admin.password,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // Every test file logs in several times; the login throttle has its own integration tests.
    LOGIN_RATE_MAX: '1000',
    // Every members' test joins from this one address; the sign-up throttle has its own integration tests.
    REGISTER_RATE_MAX: '1000',
    // Every visitor's tab browses from this one address too; the visitor throttle has its own integration tests.
    VISITOR_RATE_MAX: '1000',
    // Every members' test joins its members just now; new accounts' lower limits have their own integration tests.
    NEW_ACCOUNT_HOURS: '0',
    SOUQ_WEB_DIST: webDist,
    WEB_PUSH_ENDPOINT_HOSTS: [...DEFAULT_WEB_PUSH_ENDPOINT_HOSTS, `127.0.0.1:${pushPort}`].join(','),
    NODE_EXTRA_CA_CERTS: pushCaFile,
  };

  const cli = (...args: string[]) => {
    const run = spawnSync(process.execPath, [...nodeArgs, cliEntry, ...args], { env, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`cli ${args[0] ?? ''} failed:\n${run.stdout}${run.stderr}`);
  };
  // The demo data first: the server only seeds an empty database, and these accounts make it non-empty.
  cli('seed');
  for (const [key, role] of [
    ['dataentry', 'dataentry'],
    ['user', 'user'],
    ['resettable', 'user'],
    ['hostile', 'user'],
  ] as const) {
    const account = ACCOUNTS[key];
    cli('user:add', '--email', account.email, '--password', account.password, '--role', role, '--name', account.name);
  }
  await plantHostilePost(dataDir, ACCOUNTS.hostile.email);
  await plantExpiredListing(dataDir, ACCOUNTS.user.email);

  let log = '';
  const child = spawn(process.execPath, [...nodeArgs, serverEntry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitForHealth(baseUrl, child, () => log);

  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('webPushStandIn', { port: pushPort, ...pushCertificate });

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      if (child.exitCode !== null) resolve(undefined);
      else child.once('exit', resolve);
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
