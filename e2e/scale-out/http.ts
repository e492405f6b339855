import { expect } from 'vitest';

export interface CallOptions {
  token?: string;
  body?: unknown;
}

/** One call to the API at `origin` (nginx or one API process), as the apps make it. */
export async function call(origin: string, method: string, path: string, options: CallOptions = {}) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: () => JSON.parse(text) as Record<string, unknown>, text };
}

/** Logs an account in at `origin`; answers its session token. */
export async function login(origin: string, account: { email: string; password: string }): Promise<string> {
  const response = await call(origin, 'POST', '/api/login', { body: { email: account.email, password: account.password } });
  expect(response.status, response.text).toBe(200);
  return String(response.json().token);
}
