import { z } from 'zod';
import type { RouteSpec } from '@souq/contract/route';
import { ZErrorBody } from '@souq/contract/common';

/**
 * The schemas /api/docs names as components: each route's request body and answer, and the error.
 * Query strings stay inline: OpenAPI lists them as parameters, one by one.
 */
export const apiSchemas = z.registry<{ id: string }>();
apiSchemas.add(ZErrorBody, { id: 'Error' });

/**
 * Paths shared between methods: the members' API, and the staff resources added beyond the spec
 * (whose paths name a resource, not an action as the spec's do).
 */
const RESOURCE_PATHS = ['/api/v1/', '/api/search-synonyms', '/api/chat-warning-rules', '/api/watched-words'];

/** Routes whose derived id another route already has: the members' people search would be `getUsers`, the spec's `GET /api/get-users`. */
const NAMED_OPERATIONS: Readonly<Record<string, string>> = { 'GET /api/v1/users': 'searchMembers' };

/**
 * `/api/category/get-categories` -> `categoryGetCategories`: stable, unique, readable in generated
 * clients. Resource paths share a path between methods, so theirs start with the method and
 * name their parameters: `DELETE /api/v1/posts/:id/like` -> `deletePostsByIdLike`.
 */
export function operationIdOf(spec: Pick<RouteSpec, 'method' | 'path'>): string {
  const named = NAMED_OPERATIONS[`${spec.method} ${spec.path}`];
  if (named) return named;
  const resource = RESOURCE_PATHS.some((prefix) => spec.path.startsWith(prefix));
  const words = spec.path
    .replace(/^\/api\/(v1\/)?/, '')
    .replace(/:(\w+)/g, resource ? 'by-$1' : '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  if (resource) words.unshift(spec.method.toLowerCase());
  return words.map((word, i) => (i === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1))).join('');
}

const pascal = (id: string) => id[0]!.toUpperCase() + id.slice(1);

function name(schema: z.ZodType | undefined, id: string): void {
  // A schema shared by two routes keeps the first route's name.
  if (schema && !apiSchemas.has(schema)) apiSchemas.add(schema, { id });
}

/** The input's field names, when it is an object: ids among them mean the route can answer 404. */
function fieldNames(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

const ID_FIELD = /(^|_)id$|Id$|ID$/;

/** Every refusal the route can give, each answered with the shared error body. */
export function errorStatusesOf(spec: RouteSpec): number[] {
  const statuses = new Set<number>();
  if (spec.body || spec.query || spec.params) statuses.add(400);
  // A visitor route refuses a bad token (401) and, past VISITOR_RATE_MAX, a token-less caller (429).
  if (spec.access === 'visitor') statuses.add(401).add(429);
  else if (spec.access !== 'public') statuses.add(401).add(403);
  if (spec.params || [...fieldNames(spec.body), ...fieldNames(spec.query)].some((field) => ID_FIELD.test(field))) statuses.add(404);
  for (const status of spec.errors ?? []) statuses.add(status);
  if (spec.budget) statuses.add(429);
  if (spec.body) statuses.add(413);
  return [...statuses].sort();
}

/** What a route adds to its Fastify schema for the OpenAPI document. */
export function routeDocs(spec: RouteSpec) {
  const operationId = operationIdOf(spec);
  name(spec.body, `${pascal(operationId)}Request`);
  name(spec.response, `${pascal(operationId)}Response`);
  const errors = Object.fromEntries(errorStatusesOf(spec).map((status) => [status, ZErrorBody]));
  return { operationId, errors };
}
