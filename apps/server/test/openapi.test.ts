import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '@souq/contract/routes';
import { errorStatusesOf, operationIdOf } from '../src/lib/route-docs';
import { createTestContext, type TestContext } from './helper';

interface Schema {
  $ref?: string;
  type?: string | string[];
  description?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  required?: string[];
}
interface Media {
  schema: Schema;
  example?: unknown;
}
interface Operation {
  operationId?: string;
  summary?: string;
  parameters?: { name: string; description?: string; example?: unknown }[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { description: string; content?: Record<string, Media> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

let t: TestContext;
let document: Document;
beforeAll(async () => {
  t = await createTestContext();
  document = (await t.app.inject('/api/docs/json')).json<Document>();
});
afterAll(() => t.close());

const operations = () =>
  routeTable.map((route) => ({
    route,
    operation: document.paths[route.path.replace('/*', '/{*}').replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()],
  }));

/** Every property of a schema, however deep, with where it sits. */
function properties(schema: Schema | undefined, at: string, found: [string, Schema][] = []): [string, Schema][] {
  if (!schema) return found;
  for (const [name, value] of Object.entries(schema.properties ?? {})) {
    found.push([`${at}.${name}`, value]);
    properties(value, `${at}.${name}`, found);
  }
  properties(schema.items, `${at}[]`, found);
  for (const option of schema.anyOf ?? []) properties(option, at, found);
  return found;
}

describe('the OpenAPI document', () => {
  it('gives every operation a unique operationId and a summary', () => {
    const ids = operations().map(({ route, operation }) => {
      expect(operation?.operationId, `${route.method} ${route.path}`).toBe(operationIdOf(route));
      expect(operation?.summary?.length).toBeGreaterThan(5);
      return operation?.operationId;
    });
    expect(new Set(ids).size).toBe(routeTable.length);
    expect(operationIdOf({ method: 'GET', path: '/api/category/get-categories' })).toBe('categoryGetCategories');
  });

  it('names its schemas as components: each request body, each answer and the shared error', () => {
    const names = Object.keys(document.components.schemas);
    expect(names).toContain('Error');
    expect(names).toContain('LoginRequest');
    expect(names).toContain('LoginResponse');
    expect(names.filter((name) => name.endsWith('Input'))).toEqual([]);
    for (const { operation } of operations()) {
      const body = operation?.requestBody?.content['application/json']?.schema;
      if (body) expect(body.$ref).toMatch(/^#\/components\/schemas\/\w+Request$/);
      for (const [status, response] of Object.entries(operation?.responses ?? {})) {
        const schema = response.content?.['application/json']?.schema;
        if (schema && !/^2/.test(status)) expect(schema.$ref).toBe('#/components/schemas/Error');
      }
    }
    expect(document.components.schemas.Error?.properties).toHaveProperty('fields');
  });

  it('describes every field of every component and every query parameter', () => {
    const undescribed = Object.entries(document.components.schemas)
      .flatMap(([name, schema]) => properties(schema, name))
      .filter(([, schema]) => !schema.$ref && !schema.description)
      .map(([where]) => where);
    expect(undescribed).toEqual([]);
    const bareParameters = operations().flatMap(({ route, operation }) =>
      (operation?.parameters ?? []).filter((p) => !p.description).map((p) => `${route.path} ${p.name}`),
    );
    expect(bareParameters).toEqual([]);
  });

  it('shows an example request and answer for every operation', () => {
    for (const { route, operation } of operations()) {
      const where = `${route.method} ${route.path}`;
      if (route.body) expect(operation?.requestBody?.content['application/json']?.example, where).toBeDefined();
      for (const parameter of operation?.parameters ?? []) expect(parameter.example, `${where} ${parameter.name}`).toBeDefined();
      const success = operation?.responses[String(route.status ?? 200)];
      expect(success?.content?.['application/json']?.example, where).toBeDefined();
    }
    const login = document.paths['/api/login']?.post;
    expect(login?.requestBody?.content['application/json']?.example).toEqual({
      email: 'sara@example.com',
      password: 'a long secret phrase',
    });
  });

  it('lists the real refusals of each operation, each explained', () => {
    for (const { route, operation } of operations()) {
      const documented = Object.keys(operation?.responses ?? {}).filter((status) => /^[45]\d\d$/.test(status));
      expect(documented, `${route.method} ${route.path}`).toEqual(errorStatusesOf(route).map(String));
      for (const response of Object.values(operation?.responses ?? {})) expect(response.description).not.toBe('Default Response');
    }
    const statuses = (path: string, method: string) => Object.keys(document.paths[path]?.[method]?.responses ?? {});
    expect(statuses('/api/login', 'post')).toEqual(expect.arrayContaining(['400', '413', '429']));
    expect(statuses('/api/login', 'post')).not.toContain('401');
    expect(statuses('/api/admin/blockuserbyadmin', 'post')).toEqual(expect.arrayContaining(['400', '401', '403', '404', '409', '413']));
  });
});

describe('API_DOCS decides who reads /api/docs', () => {
  it('staff: a console login reads it, strangers and members do not', async () => {
    const staff = await createTestContext({ API_DOCS: 'staff' });
    try {
      expect((await staff.app.inject('/api/docs/json')).statusCode).toBe(401);
      expect((await staff.app.inject('/api/docs')).statusCode).toBe(401);
      const member = await staff.userWithToken('user');
      expect((await staff.as(member).get('/api/docs/json')).statusCode).toBe(403);
      const dataentry = await staff.userWithToken('dataentry');
      const read = await staff.as(dataentry).get('/api/docs/json');
      expect(read.statusCode).toBe(200);
      expect(read.json<Document>().paths).toHaveProperty('/api/login');
    } finally {
      await staff.close();
    }
  });

  it('off: there is no document at all', async () => {
    const off = await createTestContext({ API_DOCS: 'off' });
    try {
      const admin = await off.userWithToken('admin');
      expect((await off.as(admin).get('/api/docs/json')).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('public (the embedded default): anyone reads it', async () => {
    expect((await t.app.inject('/api/docs/json')).statusCode).toBe(200);
  });
});
