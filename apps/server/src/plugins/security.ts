import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';

export interface SecurityOptions {
  publicUrl: string;
  extraOrigins: string[];
  /** Where the rate-limit counters live when several API processes must share them. */
  redisUrl?: string;
}

/**
 * A Redis client for the rate limiter that never holds a request up: commands fail at once while
 * the connection is down (no offline queue), and the limiter then lets the request through.
 */
function rateLimitRedis(url: string, onError: (error: Error) => void) {
  const client = new Redis(url, {
    connectTimeout: 1000,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  let reported = false;
  client.on('error', (error: Error) => {
    // ioredis reports every failed reconnect; one line per outage is enough for the operator.
    if (!reported) onError(error);
    reported = true;
  });
  client.on('ready', () => {
    reported = false;
  });
  return client;
}

/**
 * Helmet's headers for these options, computed once: none depends on the request (no nonces), so
 * each answer gets a ready object instead of helmet rebuilding the policy strings every time
 * (about 2 % of the CPU of a small read when it did).
 */
function precomputedHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: unknown) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * The one inline script the web app's index.html holds (apps/web/index.html): it marks the page so
 * the members' skeleton paints before any JavaScript file arrives, which a file of its own would
 * delay by a round trip. Allowed by its hash, so script-src still refuses any other inline script;
 * security.test.ts fails when the script changes and this does not.
 */
export const INDEX_INLINE_SCRIPT_HASHES = ["'sha256-S7Eer3LSH1lZztkhCXbVA1Y/EXVakZ+BqUR+j9mvO+U='"];

/** Security headers on every answer, and the rate limiter that sensitive routes opt into. */
export const securityPlugin = fp<SecurityOptions>(async (app, options) => {
  const https = options.publicUrl.startsWith('https://');
  const headersWith = (inlineScripts: string[]) =>
    precomputedHelmetHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScripts],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...options.extraOrigins],
          mediaSrc: ["'self'", 'blob:', ...options.extraOrigins],
          connectSrc: ["'self'", ...options.extraOrigins],
          // The members' web app installs: its manifest and its offline service worker,
          // both served by this origin. Stated outright rather than left to default-src's fallback.
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      hsts: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // frame-ancestors says the same to current browsers; this header is for older ones.
      xFrameOptions: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
    });
  const headers = headersWith([]);
  // Only a page runs inline scripts, so only HTML answers carry their hashes: a first load's 130
  // script and API answers would each carry some 55 bytes more (HTTP/1.1 does not compress headers).
  const pagePolicy = headersWith(INDEX_INLINE_SCRIPT_HASHES)['Content-Security-Policy'];
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    // A page with the site's own policy; never an answer that set a policy of its own (uploads are
    // served sandboxed).
    const own = reply.getHeader('content-security-policy') === headers['Content-Security-Policy'];
    if (pagePolicy && own && String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.header('Content-Security-Policy', pagePolicy);
    done(null, payload);
  });

  if (!options.redisUrl) {
    await app.register(rateLimit, { global: false });
    return;
  }
  const redis = rateLimitRedis(options.redisUrl, (error) =>
    app.log.error({ err: error }, 'rate limiter: Redis is unreachable; limits are not enforced until it is back'),
  );
  // Failing open keeps logins working through a Redis outage; the log line above says it happened.
  await redis.connect().catch(() => undefined);
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  await app.register(rateLimit, { global: false, redis, nameSpace: 'souq:rate:', skipOnError: true });
});
