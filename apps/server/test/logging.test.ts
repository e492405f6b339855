import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { loggerOptions } from '../src/lib/logger';
import { freshDatabase } from './database';
import { captureLogLines } from './log-capture';

/** Every JSON line the app logs. */
const { stream: capture, lines: lines } = captureLogLines();

let app: App;
beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-log-'));
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://souq.test', JWT_SECRET: 'test-secret-test-secret-test-secret-0123' });
  const options = loggerOptions('debug', false);
  app = await buildApp({
    config,
    database: await freshDatabase(),
    webRoot: path.join(dataDir, 'no-web'),
    logger: { ...(options as object), stream: capture },
  });
  await app.ready();
});
afterAll(() => app.close());

const requestLines = (url: string) => lines.filter((line) => (line.req as { url?: string } | undefined)?.url === url);

describe('request logs', () => {
  it('write one line per request, when it is answered, with its status and time', async () => {
    lines.length = 0;
    await app.inject({ url: '/api/me' });
    const logged = requestLines('/api/me');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 30, msg: 'request', status: 401 });
    expect(typeof logged[0]!.ms).toBe('number');
  });

  it('log health and readiness probes at debug level only', async () => {
    lines.length = 0;
    await app.inject({ url: '/healthz' });
    await app.inject({ url: '/readyz' });
    for (const url of ['/healthz', '/readyz']) {
      const logged = requestLines(url);
      expect(logged).toHaveLength(1);
      expect(logged[0]!.level).toBe(20);
    }
  });

  it('never carry the bearer token', async () => {
    lines.length = 0;
    await app.inject({ url: '/api/me', headers: { authorization: 'Bearer secret-token-value' } });
    expect(JSON.stringify(lines)).not.toContain('secret-token-value');
  });
});

describe('log format', () => {
  it('is readable text for a terminal and JSON lines otherwise', () => {
    expect(loggerOptions('info', true)).toHaveProperty('stream');
    expect(loggerOptions('info', false)).not.toHaveProperty('stream');
  });
});
