import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { contactForms, tickets } from '../db/schema/support';
import { passwordResetTokens } from '../db/schema/users';
import { createTestContext, errorOf, type TestContext } from '../../test/helper';
import { unstorableTextField } from './unstorable-text';

const nul = messages.generic.nulCharacter;
const unicode = messages.generic.invalidUnicode;
const fieldOf = (value: unknown) => unstorableTextField(value)?.field;

describe('unstorableTextField', () => {
  it('names the first field holding U+0000 or a lone surrogate, keys included', () => {
    expect(unstorableTextField({ a: 'fine', b: ['x', { c: 'y\u0000' }] })).toEqual({ field: 'b.1.c', message: nul });
    expect(unstorableTextField('\u0000')).toEqual({ field: '_', message: nul });
    expect(unstorableTextField({ ['k\u0000']: 1 })).toEqual({ field: 'k\\u0000', message: nul });
    expect(unstorableTextField({ leaseType: '\ud800' })).toEqual({ field: 'leaseType', message: unicode });
    expect(unstorableTextField({ a: 'x\udfffy' })).toEqual({ field: 'a', message: unicode });
    expect(unstorableTextField({ ['\udc00']: 1 })).toEqual({ field: '\\udc00', message: unicode });
  });

  it('passes clean input: emoji (surrogate pairs), Arabic, escapes written as text, bytes', () => {
    expect(fieldOf({ a: 'fine', n: 1, z: null, list: [true, 'é', 'سوق', '👩‍👩‍👧‍👦', '\\u0000 as text'] })).toBeUndefined();
    expect(fieldOf(Buffer.from([0]))).toBeUndefined();
  });

  it('walks input nested 100k levels deep without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(fieldOf(deep)).toMatch(/^0(\.0)+$/);
  });
});

/**
 * Found by the route fuzzer: each of these answered a 500 ("invalid byte sequence for encoding
 * UTF8: 0x00"; for the lone surrogate, "Unicode low surrogate must follow a high surrogate" from
 * the jsonb column of a classified's extras).
 */
describe('requests carrying text PostgreSQL cannot store', () => {
  let t: TestContext;
  let admin: string;
  beforeAll(async () => {
    t = await createTestContext();
    admin = (await t.userWithToken('admin')).token;
  });
  afterAll(() => t.close());

  const rowsIn = async (table: typeof contactForms | typeof tickets | typeof passwordResetTokens) => (await t.db.select({ n: count() }).from(table))[0]!.n;

  it('are refused with a 400 naming the field, and write nothing', async () => {
    const cases = [
      { url: '/api/support/add-contact-form', payload: { message: 'hi\u0000' }, field: 'message', table: contactForms },
      { url: '/api/support/create-ticket', payload: { title: '\u0000', description: 'd' }, field: 'title', table: tickets },
      { url: '/api/forgot-password', payload: { email: '\u0000' }, field: 'email', table: passwordResetTokens },
    ] as const;
    for (const { url, payload, field, table } of cases) {
      const before = await rowsIn(table);
      const response = await t.as(admin).post(url, payload);
      expect(response.statusCode, url).toBe(400);
      expect(errorOf(response)).toBe(nul);
      expect(response.json<{ fields: Record<string, string> }>().fields).toEqual({ [field]: nul });
      expect(await rowsIn(table), url).toBe(before);
    }
  });

  it('are refused when they carry a lone surrogate (a JSON \\ud800 escape)', async () => {
    const response = await t
      .as(admin)
      .post('/api/support/create-ticket', '{"title":"t","description":"\\ud800"}', { headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: unicode, fields: { description: unicode } });
  });

  it('are refused in a query string too (percent-encoded)', async () => {
    for (const url of ['/api/category/get-banners?textSearch=a%00b', '/api/get-users?textSearch=a%00b']) {
      const response = await t.as(admin).get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ error: nul, fields: { textSearch: nul } });
    }
  });
});
