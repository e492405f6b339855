import fc from 'fast-check';

/**
 * Values no client should send, grouped by the kind of mistake or attack they stand for. Each
 * group is a small constant list: the fuzzer mixes them into schema-shaped input, where shrinking
 * them further would teach nothing.
 */

export const HUGE_LENGTH = 100_000;
const hugeAscii = 'a'.repeat(HUGE_LENGTH);
const hugeArabic = 'ع'.repeat(HUGE_LENGTH);
const hugeDigits = '9'.repeat(HUGE_LENGTH);

export const hugeStrings = [hugeAscii, hugeArabic, hugeDigits, `${hugeAscii}@example.test`];

export const sqlAndLikeStrings = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "%' OR '1'='1",
  '%',
  '%%',
  '_',
  '\\',
  '\\%',
  '\\_',
  '%_\\',
  '$1',
  ':name',
  '?',
  '*',
  '(',
  '[a-',
  "admin'--",
  '1; select pg_sleep(10)',
  "E'\\x00'",
];

/** Strings PostgreSQL or JavaScript treat specially: NUL, lone surrogates, bidi controls, BOM. */
export const awkwardUnicode = ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\u202eevil', '\ufeff', '\u200b', 'ﷺ', '👩‍👩‍👧‍👦', 'é', '\r\n\t', ' ', ''];

export const hugeAndOddNumbers = [
  0,
  -1,
  -0,
  0.5,
  -0.5,
  1e-320,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  2 ** 64,
];

export const numericStrings = [
  '0',
  '-1',
  '-0',
  '1.5',
  '1e309',
  '-1e309',
  '1e-400',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x1F',
  '0b11',
  '1_000',
  '１２',
  '٣',
  '  7  ',
  '+1',
  '99999999999999999999999999',
  '2147483648',
  '9223372036854775808',
  '-9223372036854775809',
  '1,5',
  '',
];

/** Ids of every other shape: integers where UUIDs live and the reverse, codes, words. */
export const wrongIds = [
  '1',
  '0',
  '-1',
  '2147483648',
  '9223372036854775808',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-4000-8000-00000000000',
  '{00000000-0000-4000-8000-000000000000}',
  '00000000000040008000000000000000',
  'KW',
  'kw',
  'XX',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '../../etc/passwd',
];

/** Object keys that have tripped prototype handling in JavaScript servers. */
export const protoKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'];

/**
 * Objects carrying those keys as own properties: parsed from JSON text, since an object
 * literal's `__proto__` would set the prototype instead of adding a key.
 */
export const prototypePollution: unknown[] = [
  JSON.parse('{"__proto__":{"polluted":"yes","isAdmin":true}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":"yes"}}}'),
  JSON.parse('{"__proto__":null}'),
  JSON.parse('{"prototype":{"role":"admin"}}'),
];

export const wrongTypes: unknown[] = [null, true, false, 0, 1, [], {}, [null], ['a', 'b'], { a: 1 }, '', ' ', 'null'];

/** Arrays nested `depth` deep (built in a loop: no recursion to overflow here). */
export function deepArray(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

/** Objects nested `depth` deep under the key `a`. */
export function deepObject(depth: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

/**
 * Deep enough to break naive recursion, shallow enough for JSON.stringify in the test (the raw
 * bodies go deeper, 100k levels, as text).
 */
const deepValues = [deepArray(1500), deepObject(1500), deepArray(50), deepObject(50)];

/** Any hostile value, for a field of any type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...wrongTypes),
  fc.constantFrom(...hugeStrings),
  fc.constantFrom(...sqlAndLikeStrings),
  fc.constantFrom(...awkwardUnicode),
  fc.constantFrom(...hugeAndOddNumbers),
  fc.constantFrom(...numericStrings),
  fc.constantFrom(...wrongIds),
  fc.constantFrom(...prototypePollution),
  fc.constantFrom(...deepValues),
);

/** A hostile value that can travel as text (a query string value or a path segment). */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...hugeStrings),
  fc.constantFrom(...sqlAndLikeStrings),
  fc.constantFrom(...awkwardUnicode),
  fc.constantFrom(...numericStrings),
  fc.constantFrom(...wrongIds),
  fc.constantFrom(...protoKeys),
  fc.constantFrom('[]', '{}', '[[[[[[[[[[', '{"a":1}', 'true', 'false', 'null'),
);

/**
 * Percent-encoded byte sequences that are not UTF-8, or not valid percent-encoding at all:
 * stray continuation bytes, overlong forms, encoded surrogates, code points past U+10FFFF.
 */
export const invalidPercentEncodings = [
  '%ff',
  '%fe%ff',
  '%c3%28',
  '%c0%80',
  '%e0%80%af',
  '%ed%a0%80',
  '%f4%90%80%80',
  '%80',
  '%',
  '%z',
  '%zz',
  '%0',
  '%00',
  'a%00b',
  '%25',
  '%2e%2e%2f',
];

/** The same kinds of sequences as raw bytes, to splice into a JSON body. */
export const invalidUtf8Bytes = [
  Buffer.from([0xff]),
  Buffer.from([0xfe, 0xff]),
  Buffer.from([0xc3, 0x28]),
  Buffer.from([0xc0, 0x80]),
  Buffer.from([0xe0, 0x80, 0xaf]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xf4, 0x90, 0x80, 0x80]),
  Buffer.from([0x80]),
  Buffer.from([0x00]),
];
