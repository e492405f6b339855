import { ROLES } from './constants';
import { loginMessages } from './messages-core';
import type { LoginRequest, LoginResponse } from './auth';

/**
 * The login call checked by hand, without zod: the console's login page has a JavaScript budget
 * (docs/performance.md) and zod with the schemas outweighs the page itself. `auth.ts` builds its
 * schemas from the same limits, and the console's tests hold these checks to those schemas.
 */
export const LOGIN_PATH = '/api/login';
/** Where the console's Logout goes, also without zod: the console shell loads no schema. */
export const LOGOUT_PATH = '/api/logout';
export const LOGIN_EMAIL_MAX = 320;
export const LOGIN_PASSWORD_MAX = 1024;

export type LoginFieldErrors = Partial<Record<keyof LoginRequest, string>>;

export type LoginCheck = { ok: true; values: LoginRequest } | { ok: false; errors: LoginFieldErrors };

const m = loginMessages;

/** What `ZLoginRequest` answers for these fields: the trimmed e-mail, or the first message per field. */
export function checkLoginRequest(input: { email: unknown; password: unknown }): LoginCheck {
  const errors: LoginFieldErrors = {};
  const email = typeof input.email === 'string' ? input.email.trim() : undefined;
  if (email === undefined || email.length < 1) errors.email = m.emptyUsername;
  else if (email.length > LOGIN_EMAIL_MAX) errors.email = m.invalidCredentials;
  const password = typeof input.password === 'string' ? input.password : undefined;
  if (password === undefined || password.length < 1) errors.password = m.emptyPassword;
  else if (password.length > LOGIN_PASSWORD_MAX) errors.password = m.invalidCredentials;
  if (errors.email || errors.password || email === undefined || password === undefined) return { ok: false, errors };
  return { ok: true, values: { email, password } };
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** Whether a value has the shape `ZLoginResponse` accepts (a stored login, or the server's answer). */
export function isLoginResponse(value: unknown): value is LoginResponse {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return (
    isString(record._id) &&
    isString(record.name) &&
    isString(record.email) &&
    (ROLES as readonly unknown[]).includes(record.role) &&
    (record.photo === null || isString(record.photo)) &&
    isString(record.token)
  );
}

/** The answer without properties the schema does not declare (zod's objects strip them too). */
export function pickLoginResponse(value: LoginResponse): LoginResponse {
  const { _id, name, email, role, photo, token } = value;
  return { _id, name, email, role, photo, token };
}
