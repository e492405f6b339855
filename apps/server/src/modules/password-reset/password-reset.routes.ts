import type { FastifyInstance } from 'fastify';
import { FORGOT_PASSWORD_ANSWER, forgotPasswordRoute, resetPasswordRoute } from '@souq/contract/password-reset';
import { messages } from '@souq/contract/messages';
import { addRoute } from '../../lib/route';
import { throttle, throttledEmailOf } from '../../lib/throttle';
import { resetPassword, sendPasswordReset } from './password-reset.service';

export async function passwordResetRoutes(app: FastifyInstance, options: { publicUrl: string; rateMax: number }) {
  const tooMany = messages.generic.tooManyRequests;
  // Limits the mail one caller can send to a mailbox, and to mailboxes in all. Counted per caller
  // and target, never per target alone: a stranger asking for someone's reset mail many times must
  // not stop that person's own request from going through.
  const forgotLimit = throttle(app, tooMany, [
    { max: options.rateMax, timeWindow: '1 hour', key: (r) => `forgot:${r.ip}:${throttledEmailOf(r.body)}` },
    { max: options.rateMax * 4, timeWindow: '1 hour', key: (r) => `forgot-ip:${r.ip}` },
  ]);
  const resetLimit = throttle(app, tooMany, [
    { max: options.rateMax * 4, timeWindow: '15 minutes', key: (r) => `reset-ip:${r.ip}` },
  ]);

  app.register(async (scope) => {
    scope.addHook('preValidation', forgotLimit);
    // The answer never waits for the lookup, the token or the mail: how long it took would
    // otherwise tell whether the address has an account.
    addRoute(scope, forgotPasswordRoute, async ({ body }) => {
      app.background.run('password-reset mail', () => sendPasswordReset(app.db, app.mailer, options.publicUrl, body.email));
      return { message: FORGOT_PASSWORD_ANSWER };
    });
  });
  app.register(async (scope) => {
    scope.addHook('preValidation', resetLimit);
    addRoute(scope, resetPasswordRoute, async ({ body }) => resetPassword(app.db, body, { onChanged: app.callerChanged }));
  });
}
