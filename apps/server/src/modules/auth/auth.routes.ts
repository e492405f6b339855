import type { FastifyInstance } from 'fastify';
import { loginRoute, logoutEverywhereRoute, logoutRoute, meRoute, updatePasswordRoute } from '@souq/contract/auth';
import { messages } from '@souq/contract/messages';
import { AppError } from '../../lib/errors';
import { addRoute } from '../../lib/route';
import { failureThrottle, throttledEmailOf } from '../../lib/throttle';
import { BlockedAccountError, endAllSessions, getMe, login, updatePassword, WrongOldPasswordError } from './auth.service';
import { blockAppealToken } from '../strikes/strikes.service';

/** Wrong current passwords an account may send in 15 minutes; the last one also ends the session. */
export const UPDATE_PASSWORD_FAILURES_MAX = 5;

export async function authRoutes(app: FastifyInstance, options: { loginRateMax: number; appealSecret: string }) {
  // Failed logins only: correct ones never lock anybody out. Per address and account, so guessing
  // one account is slow; per address with a generous cap, so an office behind one address (and
  // its typos) is not locked out while one address still cannot try every account.
  const loginLimit = failureThrottle(app, messages.login.tooManyAttempts, [
    { max: options.loginRateMax, timeWindow: '15 minutes', key: (r) => `login-fail:${r.ip}:${throttledEmailOf(r.body)}` },
    { max: options.loginRateMax * 10, timeWindow: '15 minutes', key: (r) => `login-fail-ip:${r.ip}` },
  ]);
  // Per account, wherever the guesses come from: a stolen session must not guess the password.
  const passwordLimit = failureThrottle(app, messages.password.tooManyWrongOld, [
    { max: UPDATE_PASSWORD_FAILURES_MAX, timeWindow: '15 minutes', key: (r) => `password-fail:${r.auth?.id ?? r.ip}` },
  ]);

  app.register(async (scope) => {
    scope.addHook('preValidation', loginLimit.guard);
    addRoute(scope, loginRoute, async ({ body, request, reply }) => {
      try {
        // A correct password spends the log-in budget just before the session is made, so a
        // refusal makes none; wrong ones are the failure throttle's.
        return await login(
          app.db,
          async (user) => {
            await app.writeBudget.spend('logins', request, reply);
            return app.startSession(user);
          },
          body,
        );
      } catch (error) {
        // A 401 here is a wrong e-mail or password, the only failure the login throttle counts.
        if (error instanceof AppError && error.statusCode === 401) await loginLimit.recordFailure(request);
        // The right password of a blocked account: the refusal carries the way to appeal the block.
        if (error instanceof BlockedAccountError) {
          const appealToken = await blockAppealToken(app.db, options.appealSecret, error.userId);
          throw new AppError(403, error.message, appealToken ? { appealToken } : undefined);
        }
        throw error;
      }
    });
  });

  app.register(async (scope) => {
    scope.addHook('preValidation', passwordLimit.guard);
    addRoute(scope, updatePasswordRoute, async ({ user, body, request, reply }) => {
      try {
        const answer = await updatePassword(app.db, app.startSession, user.id, body);
        app.callerChanged(user.id);
        return answer;
      } catch (error) {
        if (error instanceof WrongOldPasswordError && (await passwordLimit.recordFailure(request))) {
          await app.endSession(user.id, user.sessionId);
          reply.header('retry-after', String(15 * 60));
          throw new AppError(429, messages.password.tooManyWrongOld);
        }
        throw error;
      }
    });
  });

  addRoute(app, meRoute, async ({ user }) => getMe(app.db, user.id));
  addRoute(app, logoutRoute, async ({ user }) => {
    await app.endSession(user.id, user.sessionId);
    return { message: messages.session.loggedOut };
  });
  addRoute(app, logoutEverywhereRoute, async ({ user }) => {
    await endAllSessions(app.db, user.id);
    app.callerChanged(user.id);
    return { message: messages.session.loggedOutEverywhere };
  });
}
