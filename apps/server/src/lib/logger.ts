import type { FastifyServerOptions } from 'fastify';

/** pino with request ids; credentials never reach the log. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.query.signature',
        'body.password',
        'body.oldPassword',
        'body.newPassword',
        'body.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; id: string; ip?: string }) => ({
        method: req.method,
        // Signed upload addresses carry their credential in the query string.
        url: req.url.replace(/signature=[^&]+/, 'signature=[redacted]'),
        id: req.id,
        ip: req.ip,
      }),
    },
  };
}
