import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';

/** Requests made many times a minute by probes and balancers: logged at debug, not info. */
const PROBE_PATHS = new Set(['/healthz', '/readyz']);

/**
 * pino with request ids; credentials never reach the log. JSON lines for log pipelines, and
 * readable lines (pino-pretty) when a person watches the terminal.
 */
export function loggerOptions(level: string, terminal = process.stdout.isTTY === true): FastifyServerOptions['logger'] {
  return {
    level,
    ...(terminal ? { stream: pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }) } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'req.query.signature', 'body.password', 'body.oldPassword', 'body.newPassword', 'body.token'],
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

/**
 * One line per request, when it is answered: method, address, status and time taken, instead of
 * Fastify's pair of lines (received, completed). Probes are logged at debug.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) request.log.error({ ...line, err: error }, 'request');
    else if (PROBE_PATHS.has(request.routeOptions.url ?? '')) request.log.debug(line, 'request');
    else request.log.info(line, 'request');
  }
}
