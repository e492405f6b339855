import type { FastifyInstance } from 'fastify';
import { loginRoute, meRoute, updatePasswordRoute } from '@souq/contract/auth';
import { messages } from '@souq/contract/messages';
import { addRoute } from '../../lib/route';
import { throttle } from '../../lib/throttle';
import { getMe, login, updatePassword } from './auth.service';

function emailOf(body: unknown): string {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : '';
}

export async function authRoutes(app: FastifyInstance, options: { loginRateMax: number }) {
  // Guessing is slowed per account and per address: one address may not try many accounts either.
  const limit = throttle(app, messages.login.tooManyAttempts, [
    { max: options.loginRateMax, timeWindow: '15 minutes', key: (r) => `login:${r.ip}:${emailOf(r.body)}` },
    { max: options.loginRateMax * 5, timeWindow: '15 minutes', key: (r) => `login-ip:${r.ip}` },
  ]);

  app.register(async (scope) => {
    scope.addHook('preValidation', limit);
    addRoute(scope, loginRoute, async ({ body }) => login(app.db, app.signToken, body));
  });

  addRoute(app, meRoute, async ({ user }) => getMe(app.db, user.id));
  addRoute(app, updatePasswordRoute, async ({ user, body }) => updatePassword(app.db, app.signToken, user.id, body));
}
