import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RouteAccess, RouteSpec, WriteKind } from '@souq/contract/route';
import { ZErrorBody } from '@souq/contract/common';
import { badRequest } from './errors';
import { routeDocs } from './route-docs';
import { unstorableTextField } from './unstorable-text';
import type { AuthUser } from '../plugins/auth';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteContext<S extends RouteSpec> {
  params: Parsed<S['params']>;
  body: Parsed<S['body']>;
  query: Parsed<S['query']>;
  /** The caller; always set on routes that need a token, null for a visitor on `public` and `visitor` routes. */
  user: S['access'] extends 'public' | 'visitor' ? AuthUser | null : AuthUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<S extends RouteSpec> = (ctx: RouteContext<S>) => Promise<z.output<S['response']>>;

/**
 * Registers a route of the contract: its schemas validate input and shape output, and its
 * declared roles are enforced before the handler runs. Route modules contain no other wiring.
 */
export function addRoute<S extends RouteSpec>(app: FastifyInstance, spec: S, handler: RouteHandler<S>): void {
  const status = spec.status ?? 200;
  const docs = routeDocs(spec);
  app.route({
    method: spec.method,
    url: spec.path,
    schema: {
      operationId: docs.operationId,
      summary: spec.summary,
      tags: [spec.tag],
      // A visitor route takes a token or none: OpenAPI's empty requirement is "no token needed".
      ...(spec.access === 'public' ? {} : { security: spec.access === 'visitor' ? [{}, { bearer: [] }] : [{ bearer: [] }] }),
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.body ? { body: spec.body } : {}),
      ...(spec.query ? { querystring: spec.query } : {}),
      response: { [status]: spec.response, ...docs.errors, '4xx': ZErrorBody, '5xx': ZErrorBody },
    },
    config: { access: spec.access, budget: spec.budget },
    // Callers are identified before their input is even read: strangers learn nothing from errors.
    onRequest: app.guard(spec.access),
    preValidation: [
      // Token-less readers of the members' content, counted per address before any input is read.
      ...(spec.access === 'visitor' ? [app.visitorThrottle] : []),
      // An empty POST still gets the field-by-field messages instead of "expected object".
      async (request) => {
        if (spec.body && (request.body === undefined || request.body === null)) request.body = {};
      },
      // The write budget the route declares: after the guard (the caller is known), before its
      // input is even checked, so a flood costs no validation and no database work.
      ...(spec.budget ? [app.writeBudget.hook(spec.budget)] : []),
    ],
    // After the schemas (whose own messages come first), before any handler touches the database.
    // Only what the route declares as input is text to check: a raw upload's body is a stream.
    ...(spec.body || spec.query
      ? {
          preHandler: async (request: FastifyRequest) => {
            const problem = (spec.query ? unstorableTextField(request.query) : undefined) ?? (spec.body ? unstorableTextField(request.body) : undefined);
            if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });
          },
        }
      : {}),
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params,
        body: request.body,
        query: request.query,
        user: request.auth,
        request,
        reply,
      } as RouteContext<S>);
      reply.code(status);
      return result;
    },
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's declared access, kept for introspection (the authorization matrix test). */
    access?: RouteAccess;
    /** The route's write budget, kept for introspection (the write-budget completeness test). */
    budget?: WriteKind;
  }
}
