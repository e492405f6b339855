import { z } from 'zod';
import { ROLES, STAFF_ROLES } from './constants';
import { defineRoute } from './route';
import { loginMessages } from './messages-core';
import { passwordMessages } from './messages-posts-passwords';
import { ZMessageBody } from './common';
import { LOGIN_EMAIL_MAX, LOGIN_PASSWORD_MAX, LOGIN_PATH, LOGOUT_PATH } from './login-check';

const m = loginMessages;

export const ZLoginRequest = z.object({
  email: z.string({ error: m.emptyUsername }).trim().min(1, m.emptyUsername).max(LOGIN_EMAIL_MAX, m.invalidCredentials),
  password: z.string({ error: m.emptyPassword }).min(1, m.emptyPassword).max(LOGIN_PASSWORD_MAX, m.invalidCredentials),
});
export type LoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  photo: z.string().nullable(),
  token: z.string(),
});
export type LoginResponse = z.infer<typeof ZLoginResponse>;

const p = passwordMessages;
/** The shortest password anyone may set; logging in takes older, shorter ones too. */
export const PASSWORD_MIN_LENGTH = 10;

/** The new password as every form that sets one checks it. */
export const ZNewPassword = z
  .string({ error: p.newRequired })
  .min(1, p.newRequired)
  .min(PASSWORD_MIN_LENGTH, p.tooShort)
  .max(256, 'The new password must have at most 256 characters');

export const ZUpdatePasswordRequest = z.object({
  oldPassword: z.string({ error: p.oldRequired }).min(1, p.oldRequired).max(1024, p.oldIncorrect),
  newPassword: ZNewPassword,
});
export type UpdatePasswordRequest = z.infer<typeof ZUpdatePasswordRequest>;

/** Changing the password revokes every older token, this one included: a fresh one comes back. */
export const ZUpdatePasswordResponse = z.object({ message: z.string(), token: z.string() });

export const loginRoute = defineRoute({
  method: 'POST',
  path: LOGIN_PATH,
  access: 'public',
  budget: 'logins',
  tag: 'account',
  summary: 'Log in with e-mail and password; answers the user and a bearer token',
  body: ZLoginRequest,
  response: ZLoginResponse,
  errors: [429],
});

export const updatePasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/update-password',
  access: ROLES,
  budget: 'account',
  tag: 'account',
  summary: "Change the caller's password; older tokens stop working",
  body: ZUpdatePasswordRequest,
  response: ZUpdatePasswordResponse,
  errors: [429],
});

export const ZMeResponse = ZLoginResponse.omit({ token: true });
export const meRoute = defineRoute({
  method: 'GET',
  path: '/api/me',
  access: ROLES,
  tag: 'account',
  summary: 'The caller as the token identifies them',
  response: ZMeResponse,
});

/** Ends the session of the presented token alone: the server refuses it from then on. */
export const logoutRoute = defineRoute({
  method: 'POST',
  path: LOGOUT_PATH,
  access: ROLES,
  tag: 'account',
  summary: 'Sign out: the presented token stops working at once',
  response: ZMessageBody,
});

/** Ends every session of the caller, on every device, this one included. */
export const logoutEverywhereRoute = defineRoute({
  method: 'POST',
  path: '/api/logout-everywhere',
  access: ROLES,
  tag: 'account',
  summary: "Sign out everywhere: every token of the caller's account stops working at once",
  response: ZMessageBody,
});

export { STAFF_ROLES };
