import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '@souq/contract/routes';
import { createTestContext, type TestContext } from './helper';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

// Routes that are not part of the API: documentation, served files, the link-preview and listing pages, the sitemap and robots.txt.
const PAGES = new Set(['/', '/*', '/post/:id', '/l/:id/:slug?', '/listing-page.js', '/sitemap.xml', '/sitemaps/:file', '/robots.txt']);
const infrastructure = (url: string) => url.startsWith('/api/docs') || url.startsWith('/uploads/') || PAGES.has(url);

describe('the route table', () => {
  it('lists every API route the server answers, with the access the server enforces', () => {
    const served = t.app.registeredRoutes.filter((r) => !infrastructure(r.url));
    const declared = routeTable.map((r) => `${r.method} ${r.path}`).sort();
    expect(served.map((r) => `${r.method} ${r.url}`).sort()).toEqual(declared);
    for (const route of served) {
      const spec = routeTable.find((r) => r.method === route.method && r.path === route.url);
      expect(route.access, `${route.method} ${route.url}`).toEqual(spec?.access);
    }
  });

  it('declares each route once', () => {
    const keys = routeTable.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('documents every route in OpenAPI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    for (const route of routeTable) {
      const path = route.path.replace('/*', '/{*}').replace(/:(\w+)/g, '{$1}');
      expect(paths[path]?.[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
    }
  });
});
