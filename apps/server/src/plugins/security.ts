import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';

/** Security headers on every answer, and the rate limiter that sensitive routes opt into. */
export const securityPlugin = fp<{ publicUrl: string; extraOrigins: string[] }>(async (app, options) => {
  const https = options.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...options.extraOrigins],
        mediaSrc: ["'self'", 'blob:', ...options.extraOrigins],
        connectSrc: ["'self'", ...options.extraOrigins],
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
  await app.register(rateLimit, { global: false });
});
