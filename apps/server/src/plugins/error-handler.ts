import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { messages } from '@souq/contract/messages';
import { isInvalidValueError } from '../lib/database-errors';
import { AppError } from '../lib/errors';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../lib/db-unavailable';

const g = messages.generic;

/**
 * One place turns every failure into `{ error, fields? }` with the right status. Unexpected
 * errors answer a generic text and the request id; their details go only to the log.
 */
export const errorHandlerPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= issue.message ?? g.invalidInput;
      }
      return reply.code(400).send({ error: error.validation[0]?.message ?? g.invalidInput, fields });
    }
    if (error instanceof AppError) {
      // A 5xx the caller can read (storage full, a dependency down) is still the operator's problem.
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return reply.code(error.statusCode).send({ error: error.message, ...(error.fields ? { fields: error.fields } : {}) });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && error.statusCode === 400)) {
      return reply.code(400).send({ error: g.invalidJson });
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(400).send({ error: g.invalidJson });
    }
    if (error.statusCode === 413) return reply.code(413).send({ error: g.payloadTooLarge });
    if (error.statusCode === 429) return reply.code(429).send({ error: error.message || g.tooManyRequests });
    if (!isResponseSerializationError(error as never) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ error: error.message || g.invalidInput });
    }
    if (isInvalidValueError(error)) {
      // Logged: each one is a schema that should have refused the value first.
      request.log.warn({ err: error }, 'database refused a value');
      return reply.code(400).send({ error: g.invalidValue });
    }
    if (isDatabaseUnavailable(error)) {
      // A restart or failover, not a bug: the caller is told to come back, the pool reconnects.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.code(503).send({ error: g.unavailable });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: g.internal, requestId: String(request.id) });
  });

  app.setNotFoundHandler((request, reply) => reply.code(404).send({ error: g.notFound }));
});
