import { createHash } from 'node:crypto';
import fs from 'node:fs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { INDEX_INLINE_SCRIPT_HASHES, securityPlugin } from './security';

/** The web app's page template: the built index.html keeps its inline scripts as they are written. */
const indexHtml = fs.readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
const inlineScripts = [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');

describe('the content security policy', () => {
  it("allows index.html's inline scripts by their hashes, and nothing else inline", async () => {
    expect(inlineScripts.length).toBeGreaterThan(0);
    const hashes = inlineScripts.map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
    expect(hashes).toEqual(INDEX_INLINE_SCRIPT_HASHES);

    const app = Fastify();
    await app.register(securityPlugin, { publicUrl: 'http://localhost', extraOrigins: [] });
    app.get('/', async () => 'ok');
    const policy = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    await app.close();
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' ${hashes.join(' ')}`);
  });
});
