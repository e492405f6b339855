import fc from 'fast-check';
import { hostileValue, protoKeys, sqlAndLikeStrings, awkwardUnicode, wrongIds } from './hostile';

/** The part of JSON Schema (as `z.toJSONSchema` writes it) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

/** Real values from the seeded database, so some generated ids and e-mails name real rows. */
export interface FuzzPools {
  ids: readonly string[];
  countryCodes: readonly string[];
  emails: readonly string[];
}

/**
 * Stands for a few bytes that are not UTF-8: JSON text cannot hold them, so the body builder
 * swaps this marker for raw bytes after serialising.
 */
export const INVALID_UTF8_MARKER = '\u0001\u0002not-utf8\u0002\u0001';

const LONGEST_GENERATED = 40;

const isIdKey = (key: string) => /(^|_)id$|Id$|ID$/.test(key);
const isEmailKey = (key: string) => /email/i.test(key);
const isUrlKey = (key: string) => /url|URL|image|site|facebook|twitter/.test(key);

function idArbitrary(pools: FuzzPools): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: pools.ids.length > 0 ? fc.constantFrom(...pools.ids) : fc.uuid() },
    { weight: 2, arbitrary: fc.uuid({ version: [4, 7] }) },
    { weight: 2, arbitrary: fc.constantFrom(...wrongIds) },
    { weight: 1, arbitrary: pools.countryCodes.length > 0 ? fc.constantFrom(...pools.countryCodes) : fc.constant('KW') },
  );
}

function urlArbitrary(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.webUrl(),
    fc.constantFrom(
      '/uploads/posts/2026/11/00000000-0000-4000-8000-000000000000.png',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://',
      'https://example.com/%ff',
      '//evil.example',
    ),
  );
}

function boundedLength(schema: JsonSchema): { minLength: number; maxLength: number } {
  const minLength = schema.minLength ?? 0;
  return { minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? LONGEST_GENERATED, LONGEST_GENERATED)) };
}

function stringArbitrary(schema: JsonSchema, key: string, pools: FuzzPools): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...(schema.enum as string[]));
  if (typeof schema.const === 'string') return fc.constant(schema.const);
  const choices: fc.WeightedArbitrary<string>[] = [];
  if (schema.pattern === '^[a-z]{2}$' && pools.countryCodes.length > 0) {
    choices.push({ weight: 6, arbitrary: fc.constantFrom(...pools.countryCodes.map((c) => c.toLowerCase())) });
  } else if (schema.pattern) {
    choices.push({ weight: 3, arbitrary: fc.stringMatching(new RegExp(schema.pattern)) });
  }
  if (isIdKey(key)) choices.push({ weight: 6, arbitrary: idArbitrary(pools) });
  if (isEmailKey(key)) {
    choices.push({ weight: 3, arbitrary: fc.emailAddress() });
    if (pools.emails.length > 0) choices.push({ weight: 3, arbitrary: fc.constantFrom(...pools.emails) });
  }
  if (isUrlKey(key)) choices.push({ weight: 4, arbitrary: urlArbitrary() });
  const length = boundedLength(schema);
  const edges = [schema.minLength, schema.maxLength]
    .filter((n): n is number => n !== undefined && n < 100_000)
    .flatMap((n) => [n - 1, n, n + 1])
    .filter((n) => n >= 0);
  choices.push(
    { weight: 4, arbitrary: fc.string({ unit: 'grapheme', ...length }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', ...length }) },
    { weight: 1, arbitrary: fc.constantFrom(...sqlAndLikeStrings) },
    { weight: 1, arbitrary: fc.constantFrom(...awkwardUnicode, INVALID_UTF8_MARKER) },
  );
  if (edges.length > 0) choices.push({ weight: 1, arbitrary: fc.constantFrom(...edges).map((n) => 'x'.repeat(n)) });
  return fc.oneof(...choices);
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1e6, -1e6);
  const max = Math.min(schema.maximum ?? 1e6, 1e6);
  const inRange = integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
  const edges = [schema.minimum, schema.maximum].filter((n): n is number => n !== undefined).flatMap((n) => [n - 1, n, n + 1]);
  return edges.length > 0 ? fc.oneof({ weight: 4, arbitrary: inRange }, { weight: 1, arbitrary: fc.constantFrom(...edges) }) : inRange;
}

function arrayArbitrary(schema: JsonSchema, key: string, pools: FuzzPools, itemOverride?: JsonSchema): fc.Arbitrary<unknown[]> {
  const item = fuzzedValue(itemOverride ?? schema.items ?? {}, key, pools);
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 5, 5));
  const sized = fc.array(item, { minLength, maxLength });
  // One past the maximum, when that is small enough to send.
  if (schema.maxItems !== undefined && schema.maxItems <= 1000) {
    const tooMany = schema.maxItems + 1;
    return fc.oneof({ weight: 6, arbitrary: sized }, { weight: 1, arbitrary: item.map((v) => Array.from({ length: tooMany }, () => v)) });
  }
  return sized;
}

const extraKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...protoKeys),
  fc.constantFrom('role', 'isAdmin', '_id', 'id', 'user_id', 'deletedAt', 'createdAt', 'tokenVersion'),
  fc.string({ maxLength: 12 }),
);

/** Sets a key as an own property, `__proto__` included. */
function withKey(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * An object shaped by the schema: each property usually present with a value of its type, at
 * times hostile or missing (required ones included), plus now and then keys nobody declared.
 */
export function objectArbitrary(schema: JsonSchema, pools: FuzzPools, itemOverride?: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {}).map(([key, property]) => {
    const value = property.type === 'array' ? arrayArbitrary(property, key, pools, itemOverride) : fuzzedValue(property, key, pools);
    return fc.oneof(
      { weight: required.has(key) ? 12 : 3, arbitrary: value.map((v) => [key, v] as const) },
      { weight: 1, arbitrary: fc.constant(null) },
    );
  });
  const extras = fc.oneof(
    { weight: 5, arbitrary: fc.constant([] as (readonly [string, unknown])[]) },
    { weight: 1, arbitrary: fc.array(fc.tuple(extraKey, fc.oneof(hostileValue, fc.jsonValue({ maxDepth: 2 }))), { minLength: 1, maxLength: 3 }) },
  );
  return fc.tuple(fc.tuple(...entries), extras).map(([declared, extra]) => {
    const result: Record<string, unknown> = {};
    for (const entry of declared) if (entry) withKey(result, entry[0], entry[1]);
    for (const [key, value] of extra) withKey(result, key, value);
    return result;
  });
}

/** A value of the schema's own shape (which may still break rules the schema cannot express). */
export function shapedValue(schema: JsonSchema, key: string, pools: FuzzPools): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => shapedValue(s, key, pools)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const types = schema.type === undefined ? [] : [schema.type].flat();
  if (types.length > 1) return fc.oneof(...types.map((type) => shapedValue({ ...schema, type }, key, pools)));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema, key, pools);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayArbitrary(schema, key, pools);
    case 'object':
      return objectArbitrary(schema, pools);
    default:
      // `{}`: the schema accepts anything.
      return fc.jsonValue({ maxDepth: 3 });
  }
}

/** Mostly the schema's shape, sometimes anything hostile. */
export function fuzzedValue(schema: JsonSchema, key: string, pools: FuzzPools): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: shapedValue(schema, key, pools) }, { weight: 1, arbitrary: hostileValue });
}
