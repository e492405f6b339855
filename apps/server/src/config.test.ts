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

  it('refuses a time zone the runtime does not know', () => {
    expect(() => loadConfig({ APP_TIMEZONE: 'Mars/Olympus' })).toThrow(/APP_TIMEZONE must be an IANA time zone/);
    expect(loadConfig({ APP_TIMEZONE: 'Europe/Berlin' }).timezone).toBe('Europe/Berlin');
  });

  it('treats empty variables as unset and trims the public URL', () => {
    expect(loadConfig({ DATABASE_URL: '', PUBLIC_URL: 'https://souq.example/' }).publicUrl).toBe('https://souq.example');
  });
});
