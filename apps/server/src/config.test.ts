import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:8080',
      timezone: 'Asia/Kuwait',
      seedDemo: true,
      databaseUrl: undefined,
      s3: undefined,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('turns demo data off by default on PostgreSQL, unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', JWT_SECRET: 'short', ADMIN_PASSWORD: '123' })).toThrow(
      /PORT[\s\S]*ADMIN_PASSWORD must have at least 8 characters[\s\S]*JWT_SECRET must have at least 32 characters/,
    );
  });

  it('takes only http(s) addresses for the public URL and the store links the public pages show', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://souq.example']) {
      expect(() => loadConfig({ ANDROID_STORE_URL: bad })).toThrow(/ANDROID_STORE_URL must be an http:\/\/ or https:\/\/ address/);
      expect(() => loadConfig({ IOS_STORE_URL: bad })).toThrow(/IOS_STORE_URL must be an http:\/\/ or https:\/\/ address/);
      expect(() => loadConfig({ PUBLIC_URL: bad })).toThrow(/PUBLIC_URL must be an http:\/\/ or https:\/\/ address/);
    }
    expect(loadConfig({ IOS_STORE_URL: 'https://apps.apple.com/app/x/id1' }).stores.ios).toBe('https://apps.apple.com/app/x/id1');
  });

  it('refuses a time zone the runtime does not know', () => {
    expect(() => loadConfig({ APP_TIMEZONE: 'Mars/Olympus' })).toThrow(/APP_TIMEZONE must be an IANA time zone/);
    expect(loadConfig({ APP_TIMEZONE: 'Europe/Berlin' }).timezone).toBe('Europe/Berlin');
  });

  it('resolves FCM_CREDENTIALS to an absolute path, and leaves push unconfigured without it', () => {
    expect(loadConfig({}).fcmCredentials).toBeUndefined();
    expect(loadConfig({ FCM_CREDENTIALS: '' }).fcmCredentials).toBeUndefined();
    expect(loadConfig({ FCM_CREDENTIALS: '/etc/souq/firebase.json' }).fcmCredentials).toBe('/etc/souq/firebase.json');
    const relative = loadConfig({ FCM_CREDENTIALS: 'secrets/firebase.json' }).fcmCredentials;
    expect(relative).toBe(path.resolve('secrets/firebase.json'));
    expect(path.isAbsolute(relative ?? '')).toBe(true);
  });

  it('bounds the wait for a database connection and lets push go to another FCM endpoint', () => {
    expect(loadConfig({}).pgConnectTimeoutMs).toBe(2_000);
    expect(loadConfig({ PG_CONNECT_TIMEOUT_MS: '750' }).pgConnectTimeoutMs).toBe(750);
    expect(() => loadConfig({ PG_CONNECT_TIMEOUT_MS: '0' })).toThrow(/PG_CONNECT_TIMEOUT_MS/);
    expect(loadConfig({}).fcmApiUrl).toBeUndefined();
    expect(loadConfig({ FCM_API_URL: 'http://127.0.0.1:9099' }).fcmApiUrl).toBe('http://127.0.0.1:9099');
    expect(() => loadConfig({ FCM_API_URL: 'not a url' })).toThrow(/FCM_API_URL/);
  });

  it('runs the outbox worker in the API process unless OUTBOX_WORKER is off', () => {
    expect(loadConfig({}).outboxWorker).toBe(true);
    for (const off of ['off', 'false', '0', 'no']) expect(loadConfig({ OUTBOX_WORKER: off }).outboxWorker, off).toBe(false);
    for (const on of ['on', 'true', '1', 'yes']) expect(loadConfig({ OUTBOX_WORKER: on }).outboxWorker, on).toBe(true);
    expect(() => loadConfig({ OUTBOX_WORKER: 'sometimes' })).toThrow(/OUTBOX_WORKER/);
  });

  it('treats empty variables as unset and trims the public URL', () => {
    expect(loadConfig({ DATABASE_URL: '', PUBLIC_URL: 'https://souq.example/' }).publicUrl).toBe('https://souq.example');
  });
});
