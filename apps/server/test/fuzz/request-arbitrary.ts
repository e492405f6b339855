import fc from 'fast-check';
import { z } from 'zod';
import type { Role } from '@souq/contract/constants';
import type { HttpMethod, RouteSpec } from '@souq/contract/route';
import { hostileText, hostileValue, invalidPercentEncodings, invalidUtf8Bytes } from './hostile';
import { INVALID_UTF8_MARKER, mutatedObjectArbitrary, objectArbitrary, shapedValue, type FuzzPools, type JsonSchema, type Mode } from './schema-arbitrary';

/** One request the fuzzer sends: who calls, and the exact bytes of the address and body. */
export interface FuzzRequest {
  role: Role | null;
  method: HttpMethod;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

/** Extra ways into a route the schemas cannot describe (a signed address, the rows of a list). */
export interface RouteHints {
  /** Fillers for a trailing `/*` of the path, with the query they are valid with, if any. */
  wildcards?: readonly { path: string; query?: string }[];
  /** The schema of each element of the body's arrays, where the contract types them `unknown`. */
  itemSchema?: JsonSchema;
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Percent-encodes the UTF-8 bytes of `text` (lone surrogates become U+FFFD, as a client's would). */
export function percentEncode(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\ufffd'));
}

/** The text a query string carries for a generated value. */
function asQueryText(value: unknown): string[] {
  if (Array.isArray(value)) return value.length > 0 ? value.flatMap((v) => asQueryText(v).slice(0, 1)) : [''];
  if (value === null || value === undefined) return [''];
  if (typeof value === 'object') return [JSON.stringify(value) ?? ''];
  return [String(value)];
}

const queryValue = (schema: JsonSchema, key: string, pools: FuzzPools): fc.Arbitrary<string[]> =>
  fc.oneof(
    { weight: 8, arbitrary: shapedValue(schema, key, pools).map((v) => asQueryText(v).map(percentEncode)) },
    { weight: 2, arbitrary: hostileText.map((t) => [percentEncode(t)]) },
    { weight: 1, arbitrary: hostileValue.map((v) => asQueryText(v).map(percentEncode)) },
    // Sent as is: sequences that are not percent-encoded UTF-8.
    { weight: 2, arbitrary: fc.constantFrom(...invalidPercentEncodings).map((raw) => [raw]) },
    // The same key twice: an array where a string is expected.
    { weight: 1, arbitrary: fc.tuple(hostileText, hostileText).map(([a, b]) => [percentEncode(a), percentEncode(b)]) },
  );

const extraQueryKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'a[b]', 'page[]', 'role', '%ff', '%', ''),
  fc.string({ maxLength: 10 }).map(percentEncode),
);
const extraQueryEntry = fc.tuple(extraQueryKey, hostileText).map(([key, value]) => [key, [percentEncode(value)]] as const);

/** A query string as its keys, each with the already-encoded values it is sent with. */
type QueryEntry = readonly [string, readonly string[]];

const serialize = (entries: readonly (QueryEntry | null)[]) =>
  entries
    .filter((e): e is QueryEntry => e !== null)
    .flatMap(([key, values]) => values.map((v) => `${key}=${v}`))
    .join('&');

function queryEntries(schema: JsonSchema, pools: FuzzPools, mode: Mode): fc.Arbitrary<(QueryEntry | null)[]> {
  const required = new Set(schema.required ?? []);
  const declared = Object.entries(schema.properties ?? {}).map(([key, property]) => {
    const value =
      mode === 'valid' ? shapedValue(property, key, pools, 'valid').map((v) => asQueryText(v).map(percentEncode)) : queryValue(property, key, pools);
    const present = value.map((values): QueryEntry => [key, values]);
    if (mode === 'valid' && required.has(key)) return present;
    return fc.oneof({ weight: required.has(key) ? 12 : 3, arbitrary: present }, { weight: 1, arbitrary: fc.constant(null) });
  });
  const extras =
    mode === 'valid'
      ? fc.constant([] as QueryEntry[])
      : fc.oneof(
          { weight: 5, arbitrary: fc.constant([] as QueryEntry[]) },
          { weight: 1, arbitrary: fc.array(extraQueryEntry, { minLength: 1, maxLength: 3 }) },
        );
  return fc.tuple(fc.tuple(...declared), extras).map(([d, e]) => [...d, ...e]);
}

/** A valid query with one key hostile, missing or added. */
function mutatedQueryEntries(schema: JsonSchema, pools: FuzzPools): fc.Arbitrary<(QueryEntry | null)[]> {
  const keys = Object.keys(schema.properties ?? {});
  const valid = queryEntries(schema, pools, 'valid');
  if (keys.length === 0) return fc.tuple(valid, extraQueryEntry).map(([entries, extra]) => [...entries, extra]);
  const change = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.constantFrom(...keys).chain((key) => queryValue(schema.properties![key]!, key, pools).map((values): QueryEntry => [key, values])),
    },
    { weight: 1, arbitrary: fc.constantFrom(...keys).map((key): QueryEntry => [key, []]) },
    { weight: 1, arbitrary: extraQueryEntry },
  );
  return fc.tuple(valid, change).map(([entries, [key, values]]) => [...entries.filter((e) => e?.[0] !== key), [key, values] as const]);
}

function queryArbitrary(route: RouteSpec, pools: FuzzPools): fc.Arbitrary<string> {
  const schema = route.query ? jsonSchemaOf(route.query) : {};
  return fc
    .oneof(
      { weight: 2, arbitrary: queryEntries(schema, pools, 'valid') },
      { weight: 3, arbitrary: mutatedQueryEntries(schema, pools) },
      { weight: 3, arbitrary: queryEntries(schema, pools, 'fuzzed') },
    )
    .map(serialize);
}

/** JSON text where every invalid-UTF-8 marker becomes the given raw bytes. */
function jsonWithBytes(value: unknown, bytes: Buffer): string | Buffer {
  const text = JSON.stringify(value) ?? 'null';
  const marker = JSON.stringify(INVALID_UTF8_MARKER).slice(1, -1);
  if (!text.includes(marker)) return text;
  const pieces = text.split(marker).map((piece) => Buffer.from(piece, 'utf8'));
  return Buffer.concat(pieces.flatMap((piece, i) => (i === 0 ? [piece] : [bytes, piece])));
}

const bodyContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16le',
  'application/json; charset=latin1',
  'application/json, text/plain',
  undefined,
];

const rawBodies: (string | Buffer)[] = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '0',
  '{"a":1}{"b":2}',
  '\ufeff{}',
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '['.repeat(100_000) + ']'.repeat(100_000),
  '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000),
  '['.repeat(5000) + '1' + ']'.repeat(5000),
  '{"a":'.repeat(5000) + '"x"' + '}'.repeat(5000),
  ...invalidUtf8Bytes,
  Buffer.concat([Buffer.from('{"x":"'), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), Buffer.from('"}')]),
];

type Body = Pick<FuzzRequest, 'payload' | 'contentType'>;

function bodyArbitrary(route: RouteSpec, pools: FuzzPools, hints: RouteHints): fc.Arbitrary<Body> {
  const schema = route.body ? jsonSchemaOf(route.body) : { type: 'object', properties: {} };
  const json = (value: unknown, bytes: Buffer): Body => ({ payload: jsonWithBytes(value, bytes), contentType: 'application/json' });
  const bytes = fc.constantFrom(...invalidUtf8Bytes);
  const item = hints.itemSchema;
  return fc.oneof(
    { weight: 3, arbitrary: objectArbitrary(schema, pools, 'valid', item).map((v) => json(v, Buffer.alloc(0))) },
    { weight: 5, arbitrary: fc.tuple(mutatedObjectArbitrary(schema, pools, item), bytes).map(([v, b]) => json(v, b)) },
    { weight: 4, arbitrary: fc.tuple(objectArbitrary(schema, pools, 'fuzzed', item), bytes).map(([v, b]) => json(v, b)) },
    { weight: 1, arbitrary: hostileValue.map((v) => json(v, Buffer.alloc(0))) },
    { weight: 1, arbitrary: fc.constantFrom(...rawBodies).map((payload): Body => ({ payload, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(objectArbitrary(schema, pools, 'valid', item), fc.constantFrom(...bodyContentTypes))
        .map(([v, contentType]): Body => ({ payload: JSON.stringify(v), contentType })),
    },
  );
}

/** Bytes for an upload: a real tiny PNG, other types' magic numbers, or noise. */
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const uploadBodies: fc.Arbitrary<Body> = fc.oneof(
  fc.constantFrom<Body>(
    { payload: PNG_1PX, contentType: 'image/png' },
    { payload: PNG_1PX, contentType: 'image/jpeg' },
    { payload: Buffer.from('GIF89a'), contentType: 'image/gif' },
    { payload: Buffer.from('<svg onload=alert(1)>'), contentType: 'image/png' },
    { payload: Buffer.alloc(0), contentType: 'image/png' },
    { payload: Buffer.from('{"a":1}'), contentType: 'application/json' },
  ),
  fc.uint8Array({ maxLength: 64 }).map((bytes): Body => ({ payload: Buffer.from(bytes), contentType: 'image/png' })),
);

const wildcardSegment = fc.oneof(
  fc.constantFrom('posts', 'stories', '2026', '11', '..', '.', '', '%2e%2e', '..%2f..%2f', '%2F', 'etc', 'passwd'),
  fc.constantFrom(...invalidPercentEncodings),
  hostileText.map(percentEncode),
  fc.uuid().map((id) => `${id}.png`),
);

/** The `/*` of a path: a signed upload key (with its valid query, usually), or hostile segments. */
function wildcardArbitrary(route: RouteSpec, pools: FuzzPools, hints: RouteHints): fc.Arbitrary<{ path: string; query: string }> {
  const signed = hints.wildcards ?? [];
  const junk = fc.tuple(fc.array(wildcardSegment, { minLength: 1, maxLength: 5 }), queryArbitrary(route, pools)).map(([segments, query]) => ({
    path: segments.join('/'),
    query,
  }));
  if (signed.length === 0) return junk;
  const valid = fc.constantFrom(...signed).map((w) => ({ path: w.path, query: w.query ?? '' }));
  const signedKeyJunkQuery = fc.tuple(fc.constantFrom(...signed), queryArbitrary(route, pools)).map(([w, query]) => ({ path: w.path, query }));
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: signedKeyJunkQuery }, { weight: 2, arbitrary: junk });
}

function callerArbitrary(route: RouteSpec): fc.Arbitrary<Role | null> {
  if (route.access === 'public') return fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constant<Role>('admin') });
  // A visitor route is read as a visitor and as a member alike.
  if (route.access === 'visitor')
    return fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 2, arbitrary: fc.constantFrom<Role>('user', 'admin') });
  return fc.constantFrom(...route.access);
}

/** A `:name` segment of a members' path: a real id of any table, an unknown UUID, or junk. */
function paramArbitrary(pools: FuzzPools): fc.Arbitrary<string> {
  const ids = Object.values(pools.idsByTable).flat();
  return fc.oneof(
    { weight: 4, arbitrary: ids.length > 0 ? fc.constantFrom(...ids) : fc.uuid() },
    { weight: 2, arbitrary: fc.uuid().map((id) => id.toUpperCase()) },
    { weight: 2, arbitrary: hostileText.map(percentEncode).filter((text) => text.length > 0) },
    { weight: 1, arbitrary: fc.constantFrom(...invalidPercentEncodings) },
  );
}

/** The path with each `:name` filled in. */
function withParams(path: string, pools: FuzzPools): fc.Arbitrary<string> {
  const names = path.match(/:\w+/g) ?? [];
  if (names.length === 0) return fc.constant(path);
  return fc.array(paramArbitrary(pools), { minLength: names.length, maxLength: names.length }).map((values) => {
    let i = 0;
    return path.replace(/:\w+/g, () => values[i++]!);
  });
}

/** Every request the fuzzer may send to one route, as its declared callers. */
export function requestArbitrary(route: RouteSpec, pools: FuzzPools, hints: RouteHints = {}): fc.Arbitrary<FuzzRequest> {
  const hasBody = route.method !== 'GET';
  const isWildcard = route.path.endsWith('/*');
  const target = isWildcard
    ? wildcardArbitrary(route, pools, hints).map(({ path, query }) => ({ path: route.path.replace('/*', `/${path}`), query }))
    : fc.tuple(withParams(route.path, pools), queryArbitrary(route, pools)).map(([path, query]) => ({ path, query }));
  const body: fc.Arbitrary<Body> = !hasBody ? fc.constant({}) : isWildcard ? uploadBodies : bodyArbitrary(route, pools, hints);
  return fc.tuple(callerArbitrary(route), target, body).map(([role, { path, query }, { payload, contentType }]) => {
    const request: FuzzRequest = {
      role,
      method: route.method,
      url: query ? `${path}?${query}` : path,
      ...(payload === undefined ? {} : { payload }),
      ...(contentType === undefined ? {} : { contentType }),
    };
    // fast-check prints counterexamples with this: a summary instead of 100k characters.
    return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
  });
}

const clip = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);

/** What a failure report shows: enough to read the request, never a 100k-character dump. */
export function describeRequest(request: FuzzRequest): string {
  const body =
    request.payload === undefined
      ? ''
      : Buffer.isBuffer(request.payload)
        ? ` body(bytes)=${clip(request.payload.toString('hex'))}`
        : ` body=${clip(request.payload)}`;
  return `${request.role ?? 'anonymous'} ${request.method} ${clip(request.url)} [${request.contentType ?? 'no content-type'}]${body}`;
}
