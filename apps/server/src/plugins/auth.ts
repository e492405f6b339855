import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Role } from '@souq/contract/constants';
import type { RouteAccess } from '@souq/contract/route';
import { messages } from '@souq/contract/messages';
import { sessions, users } from '../db/schema/users';
import { forbidden, unauthorized } from '../lib/errors';
import { isUuid } from '../lib/ids';
import { CallerCache } from './caller-cache';

export interface AuthUser {
  id: string;
  role: Role;
  name: string;
  email: string;
  /** The login this request's token belongs to: what a logout revokes. */
  sessionId: string;
}

const ZTokenPayload = z.object({ sub: z.string(), sid: z.string(), role: z.string(), ver: z.number().int() });

/** Who a new session is for: the user at their current token version. */
export interface SessionUser {
  id: string;
  role: Role;
  tokenVersion: number;
}

/** The channel migration 0010's triggers announce a changed user on. */
export const AUTH_CHANGES_CHANNEL = 'souq_auth';
/** A payload on that channel that is not a user id: see callerChangesSettled. */
const SETTLE_MARKER = 'settle:';
/** Sessions the guard remembers per process, and for how long at most. */
const CACHED_SESSIONS_MAX = 20_000;
const CACHED_SESSION_MAX_AGE_MS = 60_000;

/** Expired sessions deleted per login: bounded work, and the table cannot grow without end. */
const EXPIRED_SESSIONS_SWEPT_PER_LOGIN = 100;

declare module 'fastify' {
  interface FastifyInstance {
    /** Opens a session (a row the token names) and signs its bearer token. */
    startSession(user: SessionUser): Promise<string>;
    /** Revokes one session: its token is refused from then on. */
    endSession(userId: string, sessionId: string): Promise<void>;
    /** The hook enforcing a route's declared access, before any input is parsed or validated. */
    guard(access: RouteAccess): onRequestAsyncHookHandler;
    /**
     * This process changed what the guard reads of a user (password, block, deletion, sessions):
     * forget their cached sessions now, before the database's notification comes back.
     */
    callerChanged(userId: string): void;
    /**
     * Calls `listener` whenever a user's sessions may have changed (this process's own change, or
     * another process's announced on the channel), so what outlives a request (a live event
     * stream) can check its token again at once. Answers the function that stops listening.
     */
    onCallerChanged(listener: (userId: string) => void): () => void;
    /** Whether the guard's cache is in use (the change notifications are being received). */
    callerCacheListening(): boolean;
    /**
     * Resolves once every change committed before the call has reached the guard's cache: a
     * marker sent on the channel comes back after them (notifications arrive in commit order).
     * For tests and tools that change users in the database directly.
     */
    callerChangesSettled(): Promise<void>;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
  }
}

export interface AuthOptions {
  secret: string;
  tokenTtl: string;
  tokenTtlMs: number;
}

/**
 * Bearer tokens that can be revoked: each names its session (a row a logout revokes) and carries
 * the user's token version, which the guard compares with the user's row in the same read, so a
 * password change, a block or a deletion ends every older token at once. Only HS256 tokens with
 * an expiry are accepted: a token signed with another algorithm, or without `exp`, is refused.
 */
export const authPlugin = fp<AuthOptions>(async (app, options) => {
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256', expiresIn: options.tokenTtl },
    verify: { algorithms: ['HS256'], requiredClaims: ['exp'] },
  });
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
        revokedAt: sessions.revokedAt,
      })
      .from(users)
      .innerJoin(sessions, eq(sessions.userId, users.id))
      .where(and(eq(users.id, sql.placeholder('id')), eq(sessions.id, sql.placeholder('sid'))))
      .limit(1)
      .prepare('souq_auth_caller_session');
  }
  const callerById = () => (preparedCaller ??= prepareCallerLookup());
  type CallerRow = Awaited<ReturnType<ReturnType<typeof callerById>['execute']>>[number];

  const cache = new CallerCache<CallerRow>(CACHED_SESSIONS_MAX, CACHED_SESSION_MAX_AGE_MS);
  const changeListeners = new Set<(userId: string) => void>();
  function userChanged(userId: string) {
    cache.forgetUser(userId);
    for (const listener of [...changeListeners]) {
      try {
        listener(userId);
      } catch (error) {
        app.log.error({ err: error }, 'guard: a listener failed to take a changed caller');
      }
    }
  }
  const markers = new Map<string, () => void>();
  let closing = false;
  const stopListening = await app.database.listen(
    AUTH_CHANGES_CHANNEL,
    (payload) => {
      if (payload.startsWith(SETTLE_MARKER)) markers.get(payload)?.();
      else userChanged(payload);
    },
    (listening) => {
      if (listening && !cache.isListening) app.log.info('guard cache: receiving change notifications');
      // Not an outage: every caller is read from the database until the notifications are back.
      if (!listening && cache.isListening && !closing) app.log.warn('guard cache: change notifications lost; reading every caller from the database');
      cache.setListening(listening);
    },
  );
  app.addHook('onClose', async () => {
    closing = true;
    await stopListening();
  });
  app.decorate('callerChanged', userChanged);
  app.decorate('onCallerChanged', (listener: (userId: string) => void) => {
    changeListeners.add(listener);
    return () => void changeListeners.delete(listener);
  });
  app.decorate('callerCacheListening', () => cache.isListening);
  app.decorate('callerChangesSettled', async () => {
    if (!cache.isListening) return;
    const marker = `${SETTLE_MARKER}${crypto.randomUUID()}`;
    const arrived = new Promise<void>((resolve) => {
      markers.set(marker, resolve);
      // Bounded: a lost connection clears the cache anyway, so there is nothing to wait for then.
      setTimeout(resolve, 2_000).unref();
    });
    await app.db.execute(sql`SELECT pg_notify(${AUTH_CHANGES_CHANNEL}, ${marker})`);
    await arrived;
    markers.delete(marker);
  });

  async function callerRow(userId: string, sessionId: string): Promise<CallerRow | undefined> {
    const cached = cache.get(sessionId);
    if (cached) return cached.id === userId ? cached : undefined;
    const epoch = cache.begin();
    const [row] = await callerById().execute({ id: userId, sid: sessionId });
    if (row) cache.store(sessionId, userId, row, epoch);
    return row;
  }

  app.decorate('startSession', async (user: SessionUser) => {
    const now = Date.now();
    const [session] = await app.db
      .insert(sessions)
      .values({ userId: user.id, expiresAt: new Date(now + options.tokenTtlMs) })
      .returning({ id: sessions.id });
    if (!session) throw new Error('no session row');
    const expired = app.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(lt(sessions.expiresAt, new Date(now)))
      .limit(EXPIRED_SESSIONS_SWEPT_PER_LOGIN);
    await app.db.delete(sessions).where(inArray(sessions.id, expired));
    return app.jwt.sign({ sub: user.id, sid: session.id, role: user.role, ver: user.tokenVersion });
  });

  app.decorate('endSession', async (userId: string, sessionId: string) => {
    await app.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
    userChanged(userId);
  });

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
    if (!isUuid(payload.sub) || !isUuid(payload.sid)) throw unauthorized(messages.session.notAuthorized);
    const row = await callerRow(payload.sub, payload.sid);
    if (!row || row.blocked || row.deletedAt || row.revokedAt || row.tokenVersion !== payload.ver) {
      throw unauthorized(messages.session.notAuthorized);
    }
    return { id: row.id, role: row.role, name: row.name, email: row.email, sessionId: payload.sid };
  }

  app.decorate('guard', (access: RouteAccess): onRequestAsyncHookHandler => {
    if (access === 'public') return async () => undefined;
    // A visitor sends no token and reads as nobody; a token that is sent must be valid (an expired
    // one is a 401, so the apps end that session instead of quietly showing a visitor's view).
    if (access === 'visitor') {
      return async (request) => {
        if (request.headers.authorization === undefined) return;
        request.auth = await authenticate(request);
      };
    }
    return async (request) => {
      const user = await authenticate(request);
      if (!access.includes(user.role)) throw forbidden(messages.session.forbidden);
      request.auth = user;
    };
  });
});
