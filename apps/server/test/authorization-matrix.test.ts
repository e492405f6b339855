import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { routeTable } from '@souq/contract/routes';
import type { InjectOptions } from 'fastify';
import type { RouteSpec } from '@souq/contract/route';
import type { Role } from '@souq/contract/constants';
import { memberEventsRoute } from '@souq/contract/members-chat';
import { users } from '../src/db/schema/users';
import { bearer, createTestContext, type TestContext } from './helper';
import { injectUntilStreaming } from './event-stream-client';

/**
 * Every route of the contract's table, called as every kind of caller: the answer must be
 * exactly what the route's declared access says. Input is deliberately empty, so an admitted
 * caller may get a 400 or 404, but never 401/403 (and never a 5xx).
 */
/** A well-formed HS256 token signed with a secret this server does not have. */
function forgedToken(claims: object) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ ...claims, iat: Math.floor(Date.now() / 1000) })}`;
  const signature = crypto.createHmac('sha256', 'another-secret-another-secret-another-1').update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

let t: TestContext;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestContext({ LOGIN_RATE_MAX: '1000' });
  for (const role of ['admin', 'dataentry', 'user'] as const) tokens[role] = (await t.userWithToken(role)).token;
  const expiredUser = await t.userWithToken('admin');
  // A real session's claims, expired: refused for its expiry alone.
  const { sub, sid, role, ver } = t.app.jwt.decode<{ sub: string; sid: string; role: string; ver: number }>(expiredUser.token)!;
  tokens.expired = t.app.jwt.sign({ sub, sid, role, ver }, { expiresIn: -60 });
  const changed = await t.userWithToken('admin');
  tokens.afterPasswordChange = changed.token;
  await t.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, changed.id));
  const blocked = await t.userWithToken('admin');
  tokens.afterBlock = blocked.token;
  await t.db.update(users).set({ blocked: true }).where(eq(users.id, blocked.id));
  const deleted = await t.userWithToken('admin');
  tokens.afterDelete = deleted.token;
  await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
  const loggedOut = await t.userWithToken('admin');
  tokens.afterLogout = loggedOut.token;
  await t.as(loggedOut).post('/api/logout', undefined, { remoteAddress: '10.200.0.1' });
  tokens.malformed = 'not.a.token';
  // Signed with another secret: the shape of a token, but not one this server issued.
  tokens.forged = forgedToken({ sub: expiredUser.id, role: 'admin', ver: 0 });
});
afterAll(() => t.close());

/** Routes that answer an admitted caller with a stream that stays open (Server-Sent Events). */
const STREAMS = new Set([`${memberEventsRoute.method} ${memberEventsRoute.path}`]);

function call(route: RouteSpec, token?: string): Promise<{ statusCode: number; body: string }> {
  const url = route.path
    .replace('/*', '/posts/2026/11/00000000-0000-4000-8000-000000000000.png')
    // A members' record that does not exist: an admitted caller gets a 404, never a 401/403.
    .replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
  const request: InjectOptions = {
    method: route.method,
    url,
    headers: token ? bearer(token) : {},
    ...(route.method === 'GET' ? {} : { payload: {} }),
    remoteAddress: '10.200.0.1',
  };
  return STREAMS.has(`${route.method} ${route.path}`) ? injectUntilStreaming(t.app, request) : t.app.inject(request);
}

const SESSION_ENDING = new Set(['POST /api/logout', 'POST /api/logout-everywhere', 'DELETE /api/v1/me']);
const protectedRoutes = routeTable.filter((r) => r.access !== 'public' && r.access !== 'visitor');
const publicRoutes = routeTable.filter((r) => r.access === 'public');
const visitorRoutes = routeTable.filter((r) => r.access === 'visitor');
const BAD_TOKENS = ['malformed', 'forged', 'expired', 'afterPasswordChange', 'afterBlock', 'afterDelete', 'afterLogout'] as const;
const label = (r: RouteSpec) => `${r.method} ${r.path}`;

describe('authorization matrix', () => {
  it.each(protectedRoutes.map((r) => [label(r), r] as const))('%s refuses callers without a valid token', async (_, route) => {
    for (const kind of [undefined, ...BAD_TOKENS]) {
      const response = await call(route, kind && tokens[kind]);
      expect(response.statusCode, `${kind ?? 'no token'}`).toBe(401);
    }
  });

  it.each(protectedRoutes.map((r) => [label(r), r] as const))('%s admits exactly its declared roles', async (_, route) => {
    for (const role of ['admin', 'dataentry', 'user'] as Role[]) {
      // A route that ends sessions gets a caller of its own, so the shared tokens live on.
      const token = SESSION_ENDING.has(label(route)) ? (await t.userWithToken(role)).token : tokens[role];
      const response = await call(route, token);
      const admitted = (route.access as readonly Role[]).includes(role);
      if (admitted) {
        expect([401, 403], `${role}: ${response.body}`).not.toContain(response.statusCode);
        expect(response.statusCode, `${role}: ${response.body}`).toBeLessThan(500);
      } else {
        expect(response.statusCode, role).toBe(403);
      }
    }
  });

  it.each(visitorRoutes.map((r) => [label(r), r] as const))('%s admits a visitor and every role, and refuses a bad token', async (_, route) => {
    for (const role of [undefined, 'admin', 'dataentry', 'user'] as const) {
      const response = await call(route, role && tokens[role]);
      expect([401, 403], `${role ?? 'visitor'}: ${response.body}`).not.toContain(response.statusCode);
      expect(response.statusCode, `${role ?? 'visitor'}: ${response.body}`).toBeLessThan(500);
    }
    // A token that is sent is checked: an ended session is not read as a visitor.
    for (const kind of BAD_TOKENS) expect((await call(route, tokens[kind])).statusCode, kind).toBe(401);
  });

  it.each(publicRoutes.map((r) => [label(r), r] as const))('%s needs no token', async (_, route) => {
    const response = await call(route);
    expect(response.statusCode).not.toBe(401);
    // The signed upload address is its own credential: without a valid signature it is a 403.
    if (!route.path.startsWith('/api/uploads/object/')) expect(response.statusCode).not.toBe(403);
    expect(response.statusCode).toBeLessThan(500);
  });
});
