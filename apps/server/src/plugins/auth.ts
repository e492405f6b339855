import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Role } from '@souq/contract/constants';
import type { RouteAccess } from '@souq/contract/route';
import { messages } from '@souq/contract/messages';
import { users } from '../db/schema/users';
import { forbidden, unauthorized } from '../lib/errors';
import { isUuid } from '../lib/ids';

export interface AuthUser {
  id: string;
  role: Role;
  name: string;
  email: string;
}

const ZTokenPayload = z.object({ sub: z.string(), role: z.string(), ver: z.number().int() });

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs a bearer token for a user at their current token version. */
    signToken(user: { id: string; role: Role; tokenVersion: number }): string;
    /** The hook enforcing a route's declared access, before any input is parsed or validated. */
    guard(access: RouteAccess): onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
  }
}

export interface AuthOptions {
  secret: string;
  tokenTtl: string;
}

/**
 * Stateless bearer tokens that can still be revoked: each carries the user's token version,
 * and the guard compares it with the row (one primary-key read), so a password change, a block
 * or a deletion ends every older token at once.
 */
export const authPlugin = fp<AuthOptions>(async (app, options) => {
  await app.register(fastifyJwt, { secret: options.secret, sign: { expiresIn: options.tokenTtl } });
  app.decorateRequest('auth', null);

  // Every authenticated request runs this lookup: prepared once, so neither drizzle nor PostgreSQL
  // builds and plans it again per request (named statements are kept per pooled connection).
  let preparedCaller: ReturnType<typeof prepareCallerLookup> | undefined;
  function prepareCallerLookup() {
    return app.db
      .select({
        id: users.id,
        role: users.role,
        name: users.name,
        email: users.email,
        tokenVersion: users.tokenVersion,
        blocked: users.blocked,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('souq_auth_caller');
  }
  const callerById = () => (preparedCaller ??= prepareCallerLookup());

  app.decorate('signToken', (user: { id: string; role: Role; tokenVersion: number }) =>
    app.jwt.sign({ sub: user.id, role: user.role, ver: user.tokenVersion }),
  );

  async function authenticate(request: FastifyRequest): Promise<AuthUser> {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw unauthorized(messages.session.notAuthorized);
    let payload: z.infer<typeof ZTokenPayload>;
    try {
      payload = ZTokenPayload.parse(app.jwt.verify(token));
    } catch {
      throw unauthorized(messages.session.notAuthorized);
    }
    if (!isUuid(payload.sub)) throw unauthorized(messages.session.notAuthorized);
    const [row] = await callerById().execute({ id: payload.sub });
    if (!row || row.blocked || row.deletedAt || row.tokenVersion !== payload.ver) {
      throw unauthorized(messages.session.notAuthorized);
    }
    return { id: row.id, role: row.role, name: row.name, email: row.email };
  }

  app.decorate('guard', (access: RouteAccess): onRequestAsyncHookHandler => {
    if (access === 'public') return async () => undefined;
    return async (request) => {
      const user = await authenticate(request);
      if (!access.includes(user.role)) throw forbidden(messages.session.forbidden);
      request.auth = user;
    };
  });
});
