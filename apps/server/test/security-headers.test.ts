import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEX_INLINE_SCRIPT_HASHES } from '../src/plugins/security';
import { buildPost } from './factories';
import { createTestContext, type TestContext } from './helper';

/**
 * The browser-facing defences every answer carries: the SPA, the API, uploaded files and the
 * server-rendered link preview. Two apps, because HSTS belongs only to an https PUBLIC_URL.
 */

const webTemplate = path.resolve(import.meta.dirname, '../../web/index.html');
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-web-'));
const hostile = `"><script>window.__xss=1</script><img src=x onerror="window.__xss=1">`;

let plain: TestContext;
let secure: TestContext;
let postId: string;

beforeAll(async () => {
  // The page Vite builds from: its scripts must stay external files for the CSP to hold.
  fs.copyFileSync(webTemplate, path.join(webRoot, 'index.html'));
  plain = await createTestContext({ PUBLIC_URL: 'http://souq.test' }, { webRoot });
  secure = await createTestContext({ PUBLIC_URL: 'https://souq.example' }, { webRoot });
  for (const t of [plain, secure]) {
    const uploads = path.join(t.config.dataDir, 'uploads', 'posts');
    fs.mkdirSync(uploads, { recursive: true });
    fs.writeFileSync(path.join(uploads, 'photo.png'), 'not really a png');
  }
  const author = await plain.userWithToken('user', { name: `Mona ${hostile}` });
  const post = await buildPost(plain.db, {
    userId: author.id,
    title: `Sunset ${hostile}`,
    description: hostile,
    media: [{ url: 'javascript:window.__xss=1', type: 'image' }],
  });
  postId = post.id;
}, 60_000);

afterAll(async () => {
  await plain?.close();
  await secure?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

/** The CSP as a map from directive to its sources. */
function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(header, 'a Content-Security-Policy header').toBeTypeOf('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

const UPLOADED_FILE = '/uploads/posts/photo.png';

const pages = () => [
  { what: 'the SPA', url: '/' },
  { what: 'the SPA page by name', url: '/index.html' },
  { what: 'an API answer', url: '/api/public-info' },
  { what: 'an API error', url: '/api/nothing-here' },
  { what: 'the link preview of a post', url: `/post/${postId}` },
  { what: 'the link preview of an unknown id', url: `/post/${encodeURIComponent('"><script>x</script>')}` },
];

describe('security headers', () => {
  it('send a CSP that runs only same-origin script files and allows no framing, on every kind of answer', async () => {
    for (const { what, url } of pages()) {
      const response = await plain.app.inject(url);
      expect(response.statusCode, what).toBeLessThan(500);
      const csp = directives(response);
      expect(csp.get('default-src'), what).toEqual(["'self'"]);
      // Scripts from this origin only; an HTML page also runs the one inline script index.html
      // holds, named by its hash (so no other inline script runs).
      const html = String(response.headers['content-type'] ?? '').startsWith('text/html');
      expect(csp.get('script-src'), what).toEqual(html ? ["'self'", ...INDEX_INLINE_SCRIPT_HASHES] : ["'self'"]);
      // Inline handlers (onerror=, onload=) are refused even if markup ever slipped through.
      expect(csp.get('script-src-attr'), what).toEqual(["'none'"]);
      expect(csp.get('object-src'), what).toEqual(["'none'"]);
      expect(csp.get('base-uri'), what).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
      expect(response.headers['x-frame-options'], what).toBe('DENY');
      expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-content-type-options'], what).toBe('nosniff');
    }
  });

  it('let the members’ web app install: its manifest and service worker from this origin only', async () => {
    for (const { what, url } of pages()) {
      const csp = directives(await plain.app.inject(url));
      expect(csp.get('manifest-src'), what).toEqual(["'self'"]);
      expect(csp.get('worker-src'), what).toEqual(["'self'"]);
    }
  });

  it('serve uploaded files under a stricter policy: nothing loads, nothing runs, no framing', async () => {
    for (const app of [plain.app, secure.app]) {
      const response = await app.inject(UPLOADED_FILE);
      expect(response.statusCode).toBe(200);
      const csp = directives(response);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.has('sandbox')).toBe(true);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.has('script-src')).toBe(false);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    expect((await plain.app.inject(UPLOADED_FILE)).headers['strict-transport-security']).toBeUndefined();
    expect(String((await secure.app.inject(UPLOADED_FILE)).headers['strict-transport-security'])).toContain('includeSubDomains');
  });

  it('never allow inline or evaluated script, nor script from other schemes', async () => {
    for (const { what, url } of pages()) {
      const csp = directives(await plain.app.inject(url));
      for (const directive of ['default-src', 'script-src', 'script-src-elem']) {
        const sources = csp.get(directive) ?? [];
        for (const forbidden of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", 'data:', 'blob:', '*', 'http:', 'https:']) {
          expect(sources, `${what}: ${directive}`).not.toContain(forbidden);
        }
      }
    }
  });

  it('send HSTS and upgrade insecure requests only when PUBLIC_URL is https', async () => {
    for (const { what, url } of pages().filter((page) => !page.url.startsWith('/post/'))) {
      const insecure = await plain.app.inject(url);
      expect(insecure.headers['strict-transport-security'], what).toBeUndefined();
      expect(directives(insecure).has('upgrade-insecure-requests'), what).toBe(false);

      const https = await secure.app.inject(url);
      const hsts = String(https.headers['strict-transport-security']);
      expect(hsts, what).toMatch(/max-age=(\d+)/);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), what).toBeGreaterThanOrEqual(180 * 24 * 3600);
      expect(hsts, what).toContain('includeSubDomains');
      expect(directives(https).has('upgrade-insecure-requests'), what).toBe(true);
    }
  });
});

describe('served HTML', () => {
  /** An attribute such as onerror= in the markup itself (quoted values, escaped, are left out). */
  const hasEventHandler = (html: string) => /<[^>]+\son[a-z]+\s*=/i.test(html.replace(/"[^"]*"/g, '""'));

  it('the SPA page loads its code from files, but for the one inline script its CSP names by hash', async () => {
    const html = (await plain.app.inject('/')).body;
    expect(html).toContain('<div id="root">');
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(INDEX_INLINE_SCRIPT_HASHES.length);
    for (const script of inline) {
      expect(INDEX_INLINE_SCRIPT_HASHES).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    }
    expect(hasEventHandler(html)).toBe(false);
  });

  it('the link preview has no script, escapes hostile titles and names, and drops non-http images', async () => {
    for (const url of [`/post/${postId}`, `/post/${encodeURIComponent('"><svg onload=window.__xss=1>')}`]) {
      const response = await plain.app.inject(url);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const html = response.body;
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/<img/i);
      expect(html).not.toMatch(/<svg/i);
      expect(hasEventHandler(html)).toBe(false);
      expect(html).not.toContain('javascript:');
    }
    const preview = (await plain.app.inject(`/post/${postId}`)).body;
    expect(preview).toContain('Sunset &quot;&gt;&lt;script&gt;window.__xss=1&lt;/script&gt;');
    expect(preview).not.toContain('og:image');
  });
});
