import type { FastifyInstance } from 'fastify';
import { FORGOT_PASSWORD_ANSWER, forgotPasswordRoute, resetPasswordRoute } from '@souq/contract/password-reset';
import { addRoute } from '../../lib/route';
import { resetPassword, sendPasswordReset } from './password-reset.service';

/** Both routes spend their write budgets ('reset-mails', 'password-resets': lib/write-budget.ts). */
export async function passwordResetRoutes(app: FastifyInstance, options: { publicUrl: string }) {
  // The answer never waits for the lookup, the token or the mail: how long it took would
  // otherwise tell whether the address has an account.
  addRoute(app, forgotPasswordRoute, async ({ body, request }) => {
    // A member's mail is in the language they joined in; staff's in the language of the page that asked.
    const acceptLanguage = request.headers['accept-language'];
    app.background.run('password-reset mail', () => sendPasswordReset(app.db, app.mailer, options.publicUrl, body.email, { acceptLanguage }));
    return { message: FORGOT_PASSWORD_ANSWER };
  });
  addRoute(app, resetPasswordRoute, async ({ body }) => resetPassword(app.db, body, { onChanged: app.callerChanged }));
}
