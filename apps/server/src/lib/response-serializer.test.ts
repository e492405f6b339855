import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZDateTime } from '@souq/contract/common';
import { checkedSerializer, compiledSerializer } from './response-serializer';

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/test', httpStatus: '200' });

const ZAnswer = z.object({
  _id: z.string(),
  createdAt: ZDateTime,
  owner: z.object({ _id: z.string(), photo: z.string().nullable() }).nullable(),
  tags: z.array(z.string()),
  price: z.number(),
  details: z.record(z.string(), z.unknown()),
});

const answer = {
  _id: 'a1',
  createdAt: new Date('2026-11-24T10:00:00.000Z'),
  owner: { _id: 'u1', photo: null, passwordHash: 'never sent' },
  tags: ['x'],
  price: 12.5,
  details: { rooms: 3, furnished: true },
  internal: 'never sent either',
};

describe('the compiled response serializer', () => {
  it('writes what the contract writes: ISO dates, nulls, nested objects, and no undeclared property', () => {
    const compiled = compiledSerializer(route(ZAnswer) as never) as (data: unknown) => string;
    expect(JSON.parse(compiled(answer))).toEqual({
      _id: 'a1',
      createdAt: '2026-11-24T10:00:00.000Z',
      owner: { _id: 'u1', photo: null },
      tags: ['x'],
      price: 12.5,
      details: { rooms: 3, furnished: true },
    });
    expect(JSON.parse(compiled({ ...answer, owner: null })).owner).toBeNull();
  });

  it('refuses an answer without a required property', () => {
    const compiled = compiledSerializer(route(ZAnswer) as never) as (data: unknown) => string;
    const { _id: _omitted, ...withoutId } = answer;
    expect(() => compiled(withoutId)).toThrow();
  });

  it('in tests, also checks the answer with zod and fails when the two serializers disagree', () => {
    const checked = checkedSerializer(route(ZAnswer) as never) as (data: unknown) => string;
    expect(JSON.parse(checked(answer)).createdAt).toBe('2026-11-24T10:00:00.000Z');
    // zod applies the overwrite when it encodes; a JSON Schema cannot say it: the check notices.
    const lowerCased = z.object({ code: z.string().overwrite((v) => v.toLowerCase()) });
    const disagreeing = checkedSerializer(route(lowerCased) as never) as (data: unknown) => string;
    expect(() => disagreeing({ code: 'KW' })).toThrow(/compiled serializer/);
  });
});
