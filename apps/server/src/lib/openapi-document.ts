import { describeField } from '@souq/contract/field-docs';

/** The OpenAPI document as @fastify/swagger hands it over: plain JSON. */
type Json = Record<string, unknown>;
type Schema = Json & { $ref?: string; properties?: Record<string, Schema>; items?: Schema };

const REF = '#/components/schemas/';

const RESPONSE_TEXT: Record<string, string> = {
  '200': 'Done: the answer',
  '201': 'Created: the new record',
  '204': 'Done, nothing to answer',
  '400': 'Bad input: `error` says what, and `fields` names each refused field with its message. Nothing was changed.',
  '401': 'No token, or the token was refused (expired, signed out, or the account blocked)',
  '403': "The caller's role may not use this route, or the record belongs to someone else",
  '404': 'An id in the request names nothing',
  '409': 'Conflicts with stored data (a duplicate, a record still in use, the last admin). Nothing was changed.',
  '413': 'The body is larger than this route accepts',
  '429': 'Too many attempts: wait the seconds the Retry-After header gives',
  '4XX': 'Another refusal, with the same error body',
  '5XX': 'A failure on the server: quote `requestId` when reporting it',
};

const STRING_EXAMPLES: Record<string, string> = {
  email: 'sara@example.com',
  password: 'a long secret phrase',
  oldPassword: 'the current phrase',
  newPassword: 'a new long phrase',
  name: 'Sara Al-Sabah',
  token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIuLi4ifQ.signature',
  error: 'Invalid input',
  requestId: '9b2f4c1e-0d7a-4e5b-8c3f-6a1d2e3f4b5c',
  message: 'Thank you, we are looking into it.',
  textSearch: 'corolla',
  contentType: 'image/jpeg',
  flocation: 'posts',
  fileName: 'car-models.xlsx',
  phone: '+965 2222 3333',
  mobile: '+965 5555 1234',
  country_id: 'KW',
  currency_code: 'KWD',
  currency_symbol: 'KD',
  title: 'Cannot upload a photo',
  description: 'Clean, one owner, full service history.',
};

const EXAMPLE_UUID = '3f1c2a9e-7b4d-4c8a-9e21-5d6f8a0b1c2d';
const EXAMPLE_TIME = '2026-11-24T09:30:00.000Z';

function stringExample(schema: Schema, name: string): string {
  if (STRING_EXAMPLES[name]) return STRING_EXAMPLES[name];
  if (schema.format === 'uuid' || name === '_id' || name.endsWith('_id')) return EXAMPLE_UUID;
  if (schema.format === 'date-time') return EXAMPLE_TIME;
  if (schema.format === 'email') return STRING_EXAMPLES.email!;
  if (/(image|photo|_url|URL)$/.test(name)) return '/uploads/posts/2026/11/3f1c2a9e-7b4d-4c8a-9e21-5d6f8a0b1c2d.jpg';
  if (schema.format === 'uri' || /url$/i.test(name)) return 'https://souq.example/uploads/posts/2026/11/photo.jpg';
  if (name.endsWith('_ar')) return 'سيارات';
  if (name.endsWith('_en')) return 'Cars';
  return 'text';
}

const NUMBER_EXAMPLES: Record<string, number> = { page: 1, itemsPerPage: 20, maxCountInaPage: 20, price: 2500, total: 42, bytes: 183_204 };

/** A value that fits the schema, built from the field names' examples. */
function exampleOf(schema: Schema | undefined, name: string, components: Record<string, Schema>, depth = 0): unknown {
  if (!schema || depth > 8) return undefined;
  if (schema.$ref) return exampleOf(components[schema.$ref.slice(REF.length)], name, components, depth + 1);
  if ('example' in schema) return schema.example;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('default' in schema && schema.default !== undefined) return schema.default;
  const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (options) return exampleOf(options.find((option) => option.type !== 'null') ?? options[0], name, components, depth + 1);
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : (schema.type as string | undefined);
  switch (type) {
    case 'object': {
      const entries = Object.entries(schema.properties ?? {}).map(([key, value]) => [key, exampleOf(value, key, components, depth + 1)]);
      return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
    }
    case 'array':
      return [exampleOf(schema.items, name, components, depth + 1)].filter((value) => value !== undefined);
    case 'string':
      return stringExample(schema, name);
    case 'integer':
    case 'number':
      return NUMBER_EXAMPLES[name] ?? (typeof schema.minimum === 'number' ? schema.minimum : 1);
    case 'boolean':
      return true;
    default:
      return undefined;
  }
}

/** Gives every property of the schema, however deep, the description its name has in the glossary. */
function describeProperties(schema: Schema | undefined, depth = 0): void {
  if (!schema || typeof schema !== 'object' || depth > 12) return;
  for (const [key, value] of Object.entries(schema.properties ?? {})) {
    if (value && typeof value === 'object' && !value.description && !value.$ref) {
      const text = describeField(key);
      if (text) value.description = text;
    }
    describeProperties(value, depth + 1);
  }
  describeProperties(schema.items, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
    for (const option of (schema[key] as Schema[] | undefined) ?? []) describeProperties(option, depth + 1);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') describeProperties(schema.additionalProperties as Schema, depth + 1);
}

/** Component names the paths use, with those the used components use in turn. */
function usedComponents(paths: unknown, components: Record<string, Schema>): Set<string> {
  const used = new Set<string>();
  const pending = [...JSON.stringify(paths).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (used.has(name)) continue;
    used.add(name);
    pending.push(...[...JSON.stringify(components[name] ?? {}).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!));
  }
  return used;
}

/**
 * Finishes the generated document: components are the schemas the operations use, request bodies
 * named `...Request` (zod's input side); every field has its description; every operation an
 * example request and answer; every answer a description of what the status means.
 */
export function finishDocument<T extends Json>(document: T): T {
  const schemas = ((document.components as Json | undefined)?.schemas ?? {}) as Record<string, Schema>;
  const used = usedComponents(document.paths, schemas);
  const rename = (name: string) => (name.endsWith('RequestInput') ? name.slice(0, -'Input'.length) : name);
  const renamed = JSON.parse(
    JSON.stringify({ paths: document.paths, schemas: Object.fromEntries([...used].map((name) => [name, schemas[name]])) }).replace(
      /"#\/components\/schemas\/([^"]+)"/g,
      (_, name: string) => `"${REF}${rename(name)}"`,
    ),
  ) as { paths: Record<string, Record<string, Json>>; schemas: Record<string, Schema> };
  const components: Record<string, Schema> = Object.fromEntries(Object.entries(renamed.schemas).map(([name, schema]) => [rename(name), schema]));
  for (const schema of Object.values(components)) describeProperties(schema);

  for (const operations of Object.values(renamed.paths)) {
    for (const operation of Object.values(operations)) {
      for (const parameter of (operation.parameters as Json[] | undefined) ?? []) {
        const name = String(parameter.name);
        parameter.description ??= describeField(name);
        parameter.example ??= exampleOf(parameter.schema as Schema, name, components);
      }
      const body = (operation.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
      for (const media of Object.values(body ?? {})) media.example ??= exampleOf(media.schema as Schema, '', components);
      for (const [status, response] of Object.entries((operation.responses as Record<string, Json> | undefined) ?? {})) {
        response.description = RESPONSE_TEXT[status] ?? String(response.description);
        const content = response.content as Record<string, Json> | undefined;
        if (/^2/.test(status)) for (const media of Object.values(content ?? {})) media.example ??= exampleOf(media.schema as Schema, '', components);
      }
    }
  }
  return { ...document, paths: renamed.paths, components: { ...(document.components as Json), schemas: components } };
}
