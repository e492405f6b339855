import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, SETTING_NAMES } from './config';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

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

  it('reads MEMBER_WRITE_LIMITS as kind=max pairs, and refuses unknown kinds and bad numbers', () => {
    expect(loadConfig({ MEMBER_WRITE_LIMITS: 'uploads=10, tickets=2' }).memberWriteLimits).toEqual({ uploads: 10, tickets: 2 });
    expect(loadConfig({}).memberWriteLimits).toEqual({});
    expect(() => loadConfig({ MEMBER_WRITE_LIMITS: 'upload=10' })).toThrow(/unknown kind "upload"/);
    expect(() => loadConfig({ MEMBER_WRITE_LIMITS: 'uploads=0' })).toThrow(/uploads needs a whole number/);
  });

  it('caps live event streams per member, per address and in all, each configurable', () => {
    expect(loadConfig({}).eventStreams).toEqual({ perMember: 5, perAddress: 100, total: 5000 });
    const set = loadConfig({ EVENT_STREAMS_PER_MEMBER: '2', EVENT_STREAMS_PER_ADDRESS: '7', EVENT_STREAMS_MAX: '40' });
    expect(set.eventStreams).toEqual({ perMember: 2, perAddress: 7, total: 40 });
    expect(() => loadConfig({ EVENT_STREAMS_PER_MEMBER: '0' })).toThrow(/EVENT_STREAMS_PER_MEMBER/);
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

  it('refuses half an S3 configuration, naming what is missing, and never fills in a cloud default', () => {
    expect(() => loadConfig({ S3_BUCKET: 'media' })).toThrow(
      /S3_BUCKET is set, so S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set too/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'x', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /so S3_SECRET_ACCESS_KEY must be set too/,
    );
    const complete = {
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'x',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    };
    expect(loadConfig(complete).s3).toMatchObject({ bucket: 'media', endpoint: 'http://minio:9000', region: 'x' });
    // The keys alone, without a bucket, leave uploads on the local disk.
    expect(loadConfig({ S3_REGION: 'x', S3_ACCESS_KEY_ID: 'k' }).s3).toBeUndefined();
  });

  it('shows /api/docs to everyone on the embedded default and to staff on PostgreSQL, unless told', () => {
    expect(loadConfig({}).apiDocs).toBe('public');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).apiDocs).toBe('staff');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', API_DOCS: 'public' }).apiDocs).toBe('public');
    expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe('off');
    expect(() => loadConfig({ API_DOCS: 'everyone' })).toThrow(/API_DOCS must be one of public, staff, off/);
  });

  it('documents every variable it reads in the README table and in .env.example, and nothing else', () => {
    const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const tableRows = readme.split('\n').filter((line) => line.startsWith('| `'));
    const inReadme = new Set(tableRows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1])));
    const example = fs.readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
    const inExample = new Set([...example.matchAll(/^(?:# )?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    const read = [...SETTING_NAMES].sort();
    expect([...inReadme].sort()).toEqual(read);
    expect([...inExample].sort()).toEqual(read);
  });
});
