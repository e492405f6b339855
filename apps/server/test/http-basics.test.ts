import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { freshDatabase } from './database';

let app: App;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-http-'));
const logged: string[] = [];

beforeAll(async () => {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error', JWT_SECRET: 'x'.repeat(40) });
  const stream = { write: (line: string) => logged.push(line) };
  app = await buildApp({ config, database: await freshDatabase(), logger: { level: 'error', stream }, webRoot: dataDir });
  app.get('/test/explode', async () => {
    throw new Error('secret database detail');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('HTTP basics', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await app.inject('/readyz')).json()).toEqual({ status: 'ok' });
  });

  it('hides unexpected errors behind a generic text and the request id, logging the details', async () => {
    const response = await app.inject('/test/explode');
    expect(response.statusCode).toBe(500);
    const body = response.json<{ error: string; requestId: string }>();
    expect(body.error).toBe(messages.generic.internal);
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.body).not.toContain('secret database detail');
    expect(logged.join('\n')).toContain('secret database detail');
    expect(logged.join('\n')).toContain(body.requestId);
  });

  it('answers unknown paths with a JSON 404', async () => {
    const response = await app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: messages.generic.notFound });
  });

  it('refuses bodies over the limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: messages.generic.payloadTooLarge });
  });

  it('sends security headers: a CSP without inline scripts, no framing, nosniff', async () => {
    const response = await app.inject('/healthz');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const response = await app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ openapi: string }>().openapi).toMatch(/^3\./);
  });
});
