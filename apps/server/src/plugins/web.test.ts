import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPlugin } from './web';

// Only the static files are under test here: no database is involved.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-web-'));
const html = '<!doctype html><title>Souq</title>'.repeat(20);
const script = 'console.log("the console");'.repeat(50);
let app: FastifyInstance;

beforeAll(async () => {
  fs.mkdirSync(path.join(root, 'assets'));
  const write = (file: string, text: string) => {
    fs.writeFileSync(path.join(root, file), text);
    fs.writeFileSync(path.join(root, `${file}.br`), brotliCompressSync(text));
    fs.writeFileSync(path.join(root, `${file}.gz`), gzipSync(text));
  };
  write('index.html', html);
  write('assets/app-abc123.js', script);
  write('sw.js', 'self.addEventListener("fetch", () => {});');
  write('manifest.webmanifest', '{"name":"Souq","start_url":"/#/app"}');
  fs.writeFileSync(path.join(root, 'assets/tiny-abc123.js'), 'x');
  app = Fastify();
  await app.register(webPlugin, { root });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends the brotli copy to a browser that accepts it, gzip to one that accepts only gzip', async () => {
    const br = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('keeps index.html fresh and hashed assets cached for a year, compressed or not', async () => {
    for (const encoding of ['br', 'identity']) {
      const index = await app.inject({ url: '/', headers: { 'accept-encoding': encoding } });
      expect(index.statusCode).toBe(200);
      expect(index.headers['cache-control']).toBe('no-cache');
      const asset = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': encoding } });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('keeps the files whose names do not change fresh: the service worker, the manifest', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await app.inject('/sw.js')).headers['content-type']).toMatch(/javascript/);
    expect((await app.inject('/manifest.webmanifest')).headers['content-type']).toMatch(/manifest\+json/);
  });

  it('sends the original of a file that has no compressed copy', async () => {
    const tiny = await app.inject({ url: '/assets/tiny-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('x');
  });
});
