import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { contactForms, tickets } from '../db/schema/support';
import { passwordResetTokens } from '../db/schema/users';
import { bearer, createTestContext, errorOf, type TestContext } from '../../test/helper';
import { nulCharacterField } from './nul-characters';

const nul = messages.generic.nulCharacter;

describe('nulCharacterField', () => {
  it('names the first field holding U+0000, keys included, and nothing for clean input', () => {
    expect(nulCharacterField({ a: 'fine', b: ['x', { c: 'y\u0000' }] })).toBe('b.1.c');
    expect(nulCharacterField('\u0000')).toBe('_');
    expect(nulCharacterField({ ['k\u0000']: 1 })).toBe('k\\u0000');
    expect(nulCharacterField({ a: 'fine', n: 1, z: null, list: [true, 'é', '\\u0000 as text'] })).toBeUndefined();
    expect(nulCharacterField(Buffer.from([0]))).toBeUndefined();
  });

  it('walks input nested 100k levels deep without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(nulCharacterField(deep)).toMatch(/^0(\.0)+$/);
  });
});

/** Found by the route fuzzer: each of these answered a 500 ("invalid byte sequence ... 0x00"). */
describe('requests carrying a NUL character', () => {
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
      const response = await t.app.inject({ method: 'POST', url, headers: bearer(admin), payload });
      expect(response.statusCode, url).toBe(400);
      expect(errorOf(response)).toBe(nul);
      expect(response.json<{ fields: Record<string, string> }>().fields).toEqual({ [field]: nul });
      expect(await rowsIn(table), url).toBe(before);
    }
  });

  it('are refused in a query string too (percent-encoded)', async () => {
    for (const url of ['/api/category/get-banners?textSearch=a%00b', '/api/get-users?textSearch=a%00b']) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ error: nul, fields: { textSearch: nul } });
    }
  });
});
