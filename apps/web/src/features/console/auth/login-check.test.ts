import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZLoginRequest, ZLoginResponse } from '@souq/contract/auth';
import { ZErrorBody } from '@souq/contract/common';
import { ROLES } from '@souq/contract/constants';
import { checkLoginRequest, isLoginResponse, LOGIN_EMAIL_MAX, pickLoginResponse } from '@souq/contract/login-check';
import { messages } from '@/i18n/console/messages';
import { readErrorBody } from '@/lib/api-client';

// The login page checks by hand what the server checks with zod (to stay under its JavaScript
// budget); these properties hold the two together.

const text = fc.oneof(fc.string(), fc.constantFrom('', ' ', '  \t', 'a@b.c', ' a@b.c '), fc.string({ minLength: 1000, maxLength: 1100 }));
const anything = fc.oneof(text, fc.constant(undefined), fc.constant(null), fc.integer(), fc.boolean());

/** What zodResolver shows: the first message per field, and the parsed values. */
function zodAnswer(input: unknown) {
  const parsed = ZLoginRequest.safeParse(input);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

describe('checkLoginRequest', () => {
  it('answers what ZLoginRequest answers, field by field', () => {
    fc.assert(
      fc.property(anything, anything, (email, password) => {
        expect(checkLoginRequest({ email, password })).toEqual(zodAnswer({ email, password }));
      }),
      { numRuns: 500 },
    );
  });

  it('trims the e-mail and names the empty fields with the spec texts', () => {
    expect(checkLoginRequest({ email: '  ops@souq.test ', password: ' secret ' })).toEqual({
      ok: true,
      values: { email: 'ops@souq.test', password: ' secret ' },
    });
    expect(checkLoginRequest({ email: '   ', password: '' })).toEqual({
      ok: false,
      errors: { email: messages.login.emptyUsername, password: messages.login.emptyPassword },
    });
    expect(checkLoginRequest({ email: 'x'.repeat(LOGIN_EMAIL_MAX + 1), password: 'p' })).toEqual({
      ok: false,
      errors: { email: messages.login.invalidCredentials },
    });
  });
});

const validAnswer = fc.record({
  _id: fc.string(),
  name: fc.string(),
  email: fc.string(),
  role: fc.constantFrom(...ROLES),
  photo: fc.option(fc.string(), { nil: null }),
  token: fc.string(),
});
/** A valid answer with one property replaced, removed, or one more added. */
const loginAnswer = fc.oneof(
  validAnswer,
  fc.tuple(validAnswer, fc.constantFrom('_id', 'name', 'email', 'role', 'photo', 'token', 'extra'), fc.option(anything)).map(([answer, key, value]) => {
    const copy: Record<string, unknown> = { ...answer };
    if (value === null) delete copy[key];
    else copy[key] = value;
    return copy;
  }),
);

describe('isLoginResponse', () => {
  it('accepts exactly what ZLoginResponse accepts, and keeps the same properties', () => {
    fc.assert(
      fc.property(fc.oneof(loginAnswer, loginAnswer, anything), (value) => {
        const parsed = ZLoginResponse.safeParse(value);
        expect(isLoginResponse(value)).toBe(parsed.success);
        if (parsed.success && isLoginResponse(value)) expect(pickLoginResponse(value)).toEqual(parsed.data);
      }),
      { numRuns: 1000 },
    );
  });
});

const errorBody = fc.record(
  {
    error: anything,
    fields: fc.oneof(fc.dictionary(fc.string(), fc.string()), fc.dictionary(fc.string(), anything), anything),
    requestId: anything,
  },
  { requiredKeys: [] },
);

describe('readErrorBody', () => {
  it('reads exactly what ZErrorBody reads', () => {
    fc.assert(
      fc.property(fc.oneof(errorBody, anything), (value) => {
        const parsed = ZErrorBody.safeParse(value);
        expect(readErrorBody(value)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 1000 },
    );
  });
});
