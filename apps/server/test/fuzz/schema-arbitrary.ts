import fc from 'fast-check';
import { awkwardUnicode, hostileValue, protoKeys, sqlAndLikeStrings, wrongIds } from './hostile';

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

/** Real values from the seeded database, so generated ids and e-mails can name real rows. */
export interface FuzzPools {
  /** Ids per table. */
  idsByTable: Readonly<Record<string, readonly string[]>>;
  countryCodes: readonly string[];
  emails: readonly string[];
  /** Passwords that open some of those accounts. */
  passwords: readonly string[];
}

/**
 * How a value is drawn: `valid` keeps to the schema with plausible values (to get past
 * validation to the handler and the database), `fuzzed` strays from it freely.
 */
export type Mode = 'valid' | 'fuzzed';

/**
 * Stands for a few bytes that are not UTF-8: JSON text cannot hold them, so the body builder
 * swaps this marker for raw bytes after serialising.
 */
export const INVALID_UTF8_MARKER = '\u0001\u0002not-utf8\u0002\u0001';

const LONGEST_GENERATED = 40;

/** The table an id field names, by the field's name in the contract. */
const ID_TABLES: Record<string, string> = {
  category_id: 'categories',
  sub_category_id: 'sub_categories',
  district_id: 'districts',
  area_id: 'areas',
  ticket_id: 'tickets',
  contactform_id: 'contact_forms',
  banner_id: 'banners',
  post_id: 'posts',
  story_id: 'stories',
  classified_id: 'classified_posts',
  user_id: 'users',
  block_user_id: 'users',
  user_id_to_delete: 'users',
  manager_id: 'users',
  actor_id: 'users',
  settingID: 'app_settings',
};

const isIdKey = (key: string) => key in ID_TABLES || /(^|_)id$|Id$|ID$/.test(key);
const isEmailKey = (key: string) => /email/i.test(key);
const isUrlKey = (key: string) => /url|URL|image|site|facebook|twitter/.test(key);

const fromPool = (values: readonly string[] | undefined, otherwise: fc.Arbitrary<string>) =>
  values && values.length > 0 ? fc.constantFrom(...values) : otherwise;

function idArbitrary(key: string, pools: FuzzPools, mode: Mode): fc.Arbitrary<string> {
  const table = ID_TABLES[key];
  const own = fromPool(table ? pools.idsByTable[table] : undefined, fc.uuid());
  if (mode === 'valid') return own;
  const anyTable = fromPool(Object.values(pools.idsByTable).flat(), fc.uuid());
  return fc.oneof(
    { weight: 4, arbitrary: own },
    // A real id, of the wrong table.
    { weight: 2, arbitrary: anyTable },
    { weight: 2, arbitrary: fc.uuid({ version: [4, 7] }) },
    { weight: 2, arbitrary: fc.constantFrom(...wrongIds) },
    { weight: 1, arbitrary: fromPool(pools.countryCodes, fc.constant('KW')) },
  );
}

function urlArbitrary(mode: Mode): fc.Arbitrary<string> {
  if (mode === 'valid') return fc.webUrl({ withQueryParameters: true });
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

/** Text a person might type: letters, digits, spaces, Arabic; at least one visible character. */
function plainText(schema: JsonSchema): fc.Arbitrary<string> {
  const { maxLength } = boundedLength(schema);
  const char = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCXYZ0123456789 -.,سوقعربي');
  const minLength = Math.max(0, (schema.minLength ?? 1) - 1);
  return fc.string({ unit: char, minLength, maxLength: Math.max(minLength, maxLength - 1) }).map((s) => `x${s}`);
}

function stringArbitrary(schema: JsonSchema, key: string, pools: FuzzPools, mode: Mode): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...(schema.enum as string[]));
  if (typeof schema.const === 'string') return fc.constant(schema.const);
  const countries = schema.pattern === '^[a-z]{2}$' && pools.countryCodes.length > 0;
  if (mode === 'valid') {
    if (countries) return fc.constantFrom(...pools.countryCodes.map((c) => c.toLowerCase()));
    if (key === 'country_id') return fromPool(pools.countryCodes, fc.constant('KW'));
    if (isIdKey(key)) return idArbitrary(key, pools, mode);
    if (isEmailKey(key)) return fc.oneof(fromPool(pools.emails, fc.constant('nobody@example.test')), fc.stringMatching(/^[a-z]{1,12}@example\.(com|test)$/));
    if (/password/i.test(key)) return fc.oneof(fromPool(pools.passwords, fc.constant('password')), plainText({ minLength: 8, maxLength: 40 }));
    if (isUrlKey(key)) return urlArbitrary(mode);
    if (/phone/.test(key)) return fc.stringMatching(/^\+9659\d{7}$/);
    // Text fields the contract checks for digits only (counts, numbers of a building).
    if (/^(mobile|price|cylinder|floor|rooms|livingRooms|bathrooms|buildingNo|flatNo|blockNo)$/.test(key)) return fc.integer({ min: 0, max: 99 }).map(String);
    return plainText(schema);
  }
  const choices: fc.WeightedArbitrary<string>[] = [];
  if (countries) {
    choices.push({ weight: 6, arbitrary: fc.constantFrom(...pools.countryCodes.map((c) => c.toLowerCase())) });
  } else if (schema.pattern) {
    choices.push({ weight: 3, arbitrary: fc.stringMatching(new RegExp(schema.pattern)) });
  }
  if (isIdKey(key)) choices.push({ weight: 6, arbitrary: idArbitrary(key, pools, mode) });
  if (isEmailKey(key)) {
    choices.push({ weight: 3, arbitrary: fc.emailAddress() });
    if (pools.emails.length > 0) choices.push({ weight: 3, arbitrary: fc.constantFrom(...pools.emails) });
  }
  if (isUrlKey(key)) choices.push({ weight: 4, arbitrary: urlArbitrary(mode) });
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

function numberArbitrary(schema: JsonSchema, integer: boolean, mode: Mode): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1e6, -1e6);
  const max = Math.min(schema.maximum ?? 1e6, 1e6);
  const inRange = integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
  if (mode === 'valid') return integer ? fc.integer({ min: Math.max(min, 0), max: Math.min(max, 50) }) : inRange;
  const edges = [schema.minimum, schema.maximum].filter((n): n is number => n !== undefined).flatMap((n) => [n - 1, n, n + 1]);
  return edges.length > 0 ? fc.oneof({ weight: 4, arbitrary: inRange }, { weight: 1, arbitrary: fc.constantFrom(...edges) }) : inRange;
}

function arrayArbitrary(schema: JsonSchema, key: string, pools: FuzzPools, mode: Mode, itemOverride?: JsonSchema): fc.Arbitrary<unknown[]> {
  const itemSchema = itemOverride ?? schema.items ?? {};
  const item = mode === 'valid' ? shapedValue(itemSchema, key, pools, mode) : fuzzedValue(itemSchema, key, pools);
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 5, 5));
  const sized = fc.array(item, { minLength, maxLength });
  // One past the maximum, when that is small enough to send.
  if (mode === 'fuzzed' && schema.maxItems !== undefined && schema.maxItems <= 1000) {
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

/** Keys nobody declared, with any value: mass assignment and prototype keys. */
export const extraEntry: fc.Arbitrary<readonly [string, unknown]> = fc.tuple(extraKey, fc.oneof(hostileValue, fc.jsonValue({ maxDepth: 2 })));

/** Sets a key as an own property, `__proto__` included. */
export function withKey(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function propertyValue(key: string, property: JsonSchema, pools: FuzzPools, mode: Mode, itemOverride?: JsonSchema) {
  if (property.type === 'array') return arrayArbitrary(property, key, pools, mode, itemOverride);
  return mode === 'valid' ? shapedValue(property, key, pools, mode) : fuzzedValue(property, key, pools);
}

/**
 * An object shaped by the schema. Valid: every required property and some optional ones, with
 * plausible values. Fuzzed: each property usually present, at times hostile or missing (required
 * ones included), and now and then keys nobody declared.
 */
export function objectArbitrary(schema: JsonSchema, pools: FuzzPools, mode: Mode, itemOverride?: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {}).map(([key, property]) => {
    const present = propertyValue(key, property, pools, mode, itemOverride).map((v) => [key, v] as const);
    const absentWeight = mode === 'valid' ? (required.has(key) ? 0 : 1) : 1;
    const presentWeight = required.has(key) ? 12 : 3;
    return absentWeight === 0 ? present : fc.oneof({ weight: presentWeight, arbitrary: present }, { weight: absentWeight, arbitrary: fc.constant(null) });
  });
  const extras =
    mode === 'valid'
      ? fc.constant([] as (readonly [string, unknown])[])
      : fc.oneof(
          { weight: 5, arbitrary: fc.constant([] as (readonly [string, unknown])[]) },
          { weight: 1, arbitrary: fc.array(extraEntry, { minLength: 1, maxLength: 3 }) },
        );
  return fc.tuple(fc.tuple(...entries), extras).map(([declared, extra]) => {
    const result: Record<string, unknown> = {};
    for (const entry of declared) if (entry) withKey(result, entry[0], entry[1]);
    for (const [key, value] of extra) withKey(result, key, value);
    return result;
  });
}

/**
 * A valid object with exactly one thing wrong: a property hostile or missing, or one key too
 * many. Reaches the checks that run after the others passed.
 */
export function mutatedObjectArbitrary(schema: JsonSchema, pools: FuzzPools, itemOverride?: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(schema.properties ?? {});
  const valid = objectArbitrary(schema, pools, 'valid', itemOverride);
  if (keys.length === 0) return fc.tuple(valid, extraEntry).map(([object, [key, value]]) => ({ ...object, [key]: value }));
  const change = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.constantFrom(...keys).chain((key) => fuzzedValue(schema.properties![key]!, key, pools).map((value) => ({ key, value, drop: false }))),
    },
    { weight: 1, arbitrary: fc.constantFrom(...keys).map((key) => ({ key, value: undefined as unknown, drop: true })) },
    { weight: 1, arbitrary: extraEntry.map(([key, value]) => ({ key, value, drop: false })) },
  );
  return fc.tuple(valid, change).map(([object, { key, value, drop }]) => {
    const result: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(object)) if (k !== key) withKey(result, k, v);
    if (!drop) withKey(result, key, value);
    return result;
  });
}

/** A value of the schema's own shape (which may still break rules the schema cannot express). */
export function shapedValue(schema: JsonSchema, key: string, pools: FuzzPools, mode: Mode = 'fuzzed'): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => shapedValue(s, key, pools, mode)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const types = schema.type === undefined ? [] : [schema.type].flat();
  // string-or-number fields are counts, prices and phone numbers: digits.
  if (mode === 'valid' && types.includes('number') && types.includes('string')) {
    return fc.integer({ min: 0, max: 99 }).chain((n) => fc.constantFrom<unknown>(n, String(n)));
  }
  if (types.length > 1) return fc.oneof(...types.map((type) => shapedValue({ ...schema, type }, key, pools, mode)));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema, key, pools, mode);
    case 'integer':
      return numberArbitrary(schema, true, mode);
    case 'number':
      return numberArbitrary(schema, false, mode);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayArbitrary(schema, key, pools, mode);
    case 'object':
      return objectArbitrary(schema, pools, mode);
    default:
      // `{}`: the schema accepts anything.
      return fc.jsonValue({ maxDepth: 3 });
  }
}

/** Mostly the schema's shape, sometimes anything hostile. */
export function fuzzedValue(schema: JsonSchema, key: string, pools: FuzzPools): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: shapedValue(schema, key, pools, 'fuzzed') }, { weight: 1, arbitrary: hostileValue });
}
