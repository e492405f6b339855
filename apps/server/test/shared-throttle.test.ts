import crypto from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { messages } from '@souq/contract/messages';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestContext, errorOf, TEST_PASSWORD, type TestContext } from './helper';

/**
 * Two API processes behind a balancer must count one caller's attempts together: with REDIS_URL
 * the login limit is shared through Redis (the machine's, or TEST_REDIS_URL's).
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let t: TestContext;
let second: App;

async function assertRedisAnswers() {
  const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 });
  try {
    await probe.connect();
    await probe.ping();
  } catch {
    throw new Error(`These tests need Redis at ${redisUrl} (start it, or set TEST_REDIS_URL)`);
  } finally {
    probe.disconnect();
  }
}

beforeAll(async () => {
  await assertRedisAnswers();
  t = await createTestContext({ REDIS_URL: redisUrl, LOGIN_RATE_MAX: '3' });
  // A second app on the same database and Redis, as a second API process would be.
  second = await buildApp({ config: t.config, database: t.database, webRoot: path.join(t.config.dataDir, 'no-web') });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await t.close();
});

// A fresh address per test, so runs sharing the Redis server never count each other's attempts.
const someAddress = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

function login(app: App, email: string, password: string, remoteAddress: string) {
  return app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });
}

describe('login throttling shared through Redis', () => {
  it('counts the attempts made on both processes together', async () => {
    const user = await t.userWithToken('user');
    const address = someAddress();
    expect((await login(t.app, user.email, 'wrong-pass', address)).statusCode).toBe(401);
    expect((await login(second, user.email, 'wrong-pass', address)).statusCode).toBe(401);
    expect((await login(t.app, user.email, 'wrong-pass', address)).statusCode).toBe(401);
    const blocked = await login(second, user.email, TEST_PASSWORD, address);
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked)).toBe(messages.login.tooManyAttempts);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by this one's attempts.
    expect((await login(t.app, user.email, TEST_PASSWORD, someAddress())).statusCode).toBe(200);
  });

  it('keeps logins working when Redis cannot be reached', async () => {
    const config = loadConfig({
      DATA_DIR: t.config.dataDir,
      PUBLIC_URL: 'http://souq.test',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_LEVEL: 'silent',
      REDIS_URL: 'redis://127.0.0.1:1',
    });
    const cut = await buildApp({ config, database: t.database, webRoot: path.join(t.config.dataDir, 'no-web') });
    try {
      await cut.ready();
      const user = await t.userWithToken('user');
      const started = Date.now();
      const response = await login(cut, user.email, TEST_PASSWORD, someAddress());
      expect(response.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await cut.close();
    }
  });
});

describe('REDIS_URL', () => {
  it('is refused at start when it is not a redis address', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });
});
