import { z } from 'zod';
import { defineRoute } from './route';
import { messages } from './messages';
import { ZMessageBody } from './common';
import { ZNewPassword } from './auth';

export const ZForgotPasswordRequest = z.object({
  email: z.string({ error: messages.settings.emailRequired }).trim().min(1, messages.settings.emailRequired).max(320, messages.settings.emailInvalid),
});

export const ZResetPasswordRequest = z.object({
  password: ZNewPassword,
  token: z.string({ error: messages.password.tokenInvalid }).trim().min(1, messages.password.tokenInvalid).max(200, messages.password.tokenInvalid),
});

/** The same answer whether or not the address has an account: nobody learns who is registered. */
export const FORGOT_PASSWORD_ANSWER = 'If an account exists for this e-mail, a link to reset the password has been sent.';

export const forgotPasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/forgot-password',
  access: 'public',
  budget: 'reset-mails',
  tag: 'account',
  summary: 'E-mail a single-use password reset link valid for one hour (same answer for unknown addresses)',
  body: ZForgotPasswordRequest,
  response: ZMessageBody,
  errors: [429],
});

export const resetPasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/forgort-change-Password', // (sic) the apps' path
  access: 'public',
  budget: 'password-resets',
  tag: 'account',
  summary: "Set a new password with a reset link's token; ends every existing session of the account",
  body: ZResetPasswordRequest,
  response: ZMessageBody,
  errors: [429],
});
