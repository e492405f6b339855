import { createHash } from 'node:crypto';
import fs from 'node:fs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { INDEX_INLINE_SCRIPT_HASHES, securityPlugin } from './security';

/** The web app's page template: the built index.html keeps its inline scripts as they are written. */
const indexHtml = fs.readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
const inlineScripts = [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');

describe('the content security policy', () => {
  it("allows index.html's inline scripts by their hashes on pages, and nothing else inline", async () => {
    expect(inlineScripts.length).toBeGreaterThan(0);
    const hashes = inlineScripts.map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
    expect(hashes).toEqual(INDEX_INLINE_SCRIPT_HASHES);

    const app = Fastify();
    await app.register(securityPlugin, { publicUrl: 'http://localhost', extraOrigins: [] });
    app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html><title>Souq</title>'));
    app.get('/data', async () => ({ ok: true }));
    app.get('/sandboxed', async (_request, reply) =>
      reply.header('content-security-policy', "default-src 'none'; sandbox").type('text/html').send('<p>an upload</p>'),
    );
    const scriptSrc = async (url: string) => {
      const policy = String((await app.inject({ url })).headers['content-security-policy']);
      return policy
        .split(';')
        .find((directive) => directive.trim().startsWith('script-src'))
        ?.trim();
    };
    // Only pages run inline scripts: other answers (scripts, the API) go without the hashes' bytes.
    expect(await scriptSrc('/page')).toBe(`script-src 'self' ${hashes.join(' ')}`);
    expect(await scriptSrc('/data')).toBe("script-src 'self'");
    // An answer's own policy stays its own.
    expect((await app.inject({ url: '/sandboxed' })).headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    await app.close();
  });
});
