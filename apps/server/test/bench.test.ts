import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { categories } from '../src/db/schema/categories';
import { auditLog, banners } from '../src/db/schema/content';
import { ticketMessages } from '../src/db/schema/support';
import { users } from '../src/db/schema/users';
import { seedDemo } from '../src/seed/demo';
import { seedReferenceData } from '../src/seed/reference';
import { bearer, createTestContext, TEST_PASSWORD, type TestContext } from './helper';
import { buildBareApp } from '../bench/bare-app';
import { BENCH_MARKER, deepPage, searchWordOf, type BenchFixtures } from '../bench/bench-data';

interface ApiRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  anonymous?: boolean;
  requests?: { setupRequest: (request: object) => { body: string } }[];
}
interface BenchCase {
  id: string;
  kind: string;
  api: ApiRequest;
  bare?: string;
}
type Budgets = Record<'postgres' | 'embedded', { p95: Record<string, number | undefined>; ratio?: number }>;
interface BenchReport {
  replaceBlock(document: string, kind: string, block: string, beforeHeading: string): string;
  judge(
    target: string,
    row: { kind: string; api: { p95: number | null; errors: number }; bare?: object; ratio?: number },
    budgets?: Budgets,
  ): {
    p95Met?: boolean;
    ratioMet?: boolean;
  };
  readBudgets(docPath?: string): Budgets;
}
interface BenchCases {
  readCases(fixtures: BenchFixtures, admin: { email: string; password: string }): BenchCase[];
  writeCases(fixtures: BenchFixtures): BenchCase[];
}

// The benchmark's own case table (plain JS run by node), loaded as it is: these tests prove that
// each of its API calls and its bare twin answer, and answer the same rows.
const casesFile = path.resolve(import.meta.dirname, '../../../scripts/lib/bench-cases.mjs');
const reportFile = path.resolve(import.meta.dirname, '../../../scripts/lib/bench-report.mjs');

let t: TestContext;
let bare: FastifyInstance;
let admin: { id: string; email: string; token: string };
let fixtures: BenchFixtures;
let cases: BenchCases;
let uploadsDir: string;

beforeAll(async () => {
  t = await createTestContext();
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-bench-test-'));
  admin = await t.userWithToken('admin');
  await seedReferenceData(t.db, { uploadsDir });
  await seedDemo(t.db, { users: 30, posts: 40, classifieds: 60, stories: 12 }, { uploadsDir, log: () => undefined });
  bare = buildBareApp({ database: t.database, timezone: t.config.timezone });
  await bare.ready();
  fixtures = (await bare.inject({ method: 'GET', url: '/bench/fixtures' })).json<BenchFixtures>();
  cases = (await import(casesFile)) as BenchCases;
}, 120_000);

afterAll(async () => {
  await bare?.close();
  await t?.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

function callApi(request: ApiRequest) {
  const body = request.requests ? request.requests[0]!.setupRequest({}).body : request.body;
  return t.app.inject({
    method: request.method,
    url: request.path,
    headers: { ...(request.anonymous ? {} : bearer(admin.token)), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: body }),
  });
}

/** The rows a list answer carries, by id, wherever the list sits in it. */
function idsOf(json: unknown): string[] {
  for (const value of Object.values(json as Record<string, unknown>)) {
    const list = Array.isArray(value) ? value : Object.values((value ?? {}) as Record<string, unknown>).find(Array.isArray);
    if (list) return (list as { _id: string }[]).map((row) => row._id);
  }
  return [];
}

describe('fixtures', () => {
  it('are read from the data: counts, a commented post, threads, words that find rows', async () => {
    expect(fixtures.counts).toMatchObject({ users: 31, posts: 40, classifieds: 60, stories: 12 });
    expect(fixtures.database.kind).toBe(t.database.kind);
    expect(fixtures.users.deepPage).toBe(4);
    expect(fixtures.postId).toBeTruthy();
    const comments = await t.as(admin).get(`/api/post/getcomments?post_id=${fixtures.postId}`);
    expect(comments.json<{ total: number }>().total).toBeGreaterThan(0);
    expect(fixtures.tickets.length).toBeGreaterThan(0);
    expect(fixtures.statusUsers.length).toBe(16);
    for (const [list, url] of [
      ['users', `/api/get-users?page=1&textSearch=${encodeURIComponent(fixtures.users.search!)}`],
      ['posts', `/api/post/get-all-posts?page=1&textSearch=${encodeURIComponent(fixtures.posts.search!)}`],
    ] as const) {
      const found = await t.as(admin).get(url);
      expect(idsOf(found.json()).length, list).toBeGreaterThan(0);
    }
  });

  it('pick page 1,000 when the data has it, else the last page, and a word of four letters or more', () => {
    expect(deepPage(0)).toBe(1);
    expect(deepPage(31)).toBe(4);
    expect(deepPage(5_000_000)).toBe(1000);
    expect(searchWordOf('A big Golden retriever')).toBe('Golden');
    expect(searchWordOf('شقة للبيع في الكويت')).toBe('للبيع');
    expect(searchWordOf('a b c')).toBeUndefined();
  });
});

describe('the bench cases', () => {
  it('each read answers 2xx on the API and on the bare server, with the same rows', async () => {
    const reads = cases.readCases(fixtures, { email: admin.email, password: TEST_PASSWORD });
    expect(reads.map((c) => c.kind)).toEqual(expect.arrayContaining(['login', 'list', 'deep', 'search', 'dashboard', 'detail']));
    expect(reads.filter((c) => c.kind === 'dashboard')).toHaveLength(6);
    for (const c of reads) {
      const api = await callApi(c.api);
      expect(api.statusCode, `${c.id}: ${api.body}`).toBeLessThan(300);
      if (!c.bare) continue;
      const plain = await bare.inject({ method: 'GET', url: c.bare });
      expect(plain.statusCode, `${c.id} bare: ${plain.body}`).toBe(200);
      if (c.kind === 'dashboard') expect(plain.json(), c.id).toEqual(api.json());
      else expect(idsOf(plain.json()), c.id).toEqual(idsOf(api.json()));
    }
  });

  it('each write answers 2xx and the clean-up takes back exactly what the writes did', async () => {
    // Made before the run: neither is the bench's, both must stay.
    const keepCategory = await callApi({
      method: 'POST',
      path: '/api/category/add-category',
      body: JSON.stringify({ category_en: 'Kept', category_ar: 'باقية', category_image: '/uploads/kept.png' }),
    });
    expect(keepCategory.statusCode).toBe(201);
    const auditBefore = await t.db.$count(auditLog);
    const since = new Date();
    const target = fixtures.statusUsers[0]!;

    for (const c of cases.writeCases(fixtures)) {
      const response = await callApi(c.api);
      expect(response.statusCode, `${c.id}: ${response.body}`).toBeLessThan(300);
    }
    const [flipped] = await t.db.select({ active: users.active }).from(users).where(eq(users.id, target.id));
    expect(flipped?.active).toBe(!target.active);
    expect(await t.db.$count(categories, like(categories.categoryEn, `${BENCH_MARKER}%`))).toBe(1);
    expect(await t.db.$count(ticketMessages, like(ticketMessages.message, `${BENCH_MARKER}%`))).toBe(1);

    const cleanup = await bare.inject({
      method: 'POST',
      url: '/bench/cleanup',
      payload: { adminEmail: admin.email, since: since.toISOString(), statuses: fixtures.statusUsers },
    });
    expect(cleanup.json()).toMatchObject({ categories: 1, banners: 1, ticketMessages: 1, auditRows: 4 });
    const [restored] = await t.db.select({ active: users.active }).from(users).where(eq(users.id, target.id));
    expect(restored?.active).toBe(target.active);
    expect(await t.db.$count(categories, like(categories.categoryEn, `${BENCH_MARKER}%`))).toBe(0);
    expect(await t.db.$count(banners, like(banners.bannerActionUrl, `%${BENCH_MARKER}%`))).toBe(0);
    expect(await t.db.$count(ticketMessages, like(ticketMessages.message, `${BENCH_MARKER}%`))).toBe(0);
    expect(await t.db.$count(categories, eq(categories.categoryEn, 'Kept'))).toBe(1);
    expect(await t.db.$count(auditLog)).toBe(auditBefore);
    const [kept] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.id), eq(auditLog.action, 'category.create')));
    expect(kept?.n).toBe(1);
  });

  it('the bare server refuses what it does not know', async () => {
    expect((await bare.inject({ url: '/bare/nothing' })).statusCode).toBe(404);
    expect((await bare.inject({ method: 'POST', url: '/bench/cleanup', payload: {} })).statusCode).toBe(400);
  });
});

describe('the bench report', () => {
  it('replaces only its own block, marked on lines of their own, and adds it before the next section', async () => {
    const { replaceBlock } = (await import(reportFile)) as BenchReport;
    const doc = '# P\n\nquoted `<!-- bench:postgres -->` here\n\n## Console JavaScript\nkept\n';
    const added = replaceBlock(doc, 'postgres', 'first', '## Console JavaScript');
    expect(added).toBe(
      '# P\n\nquoted `<!-- bench:postgres -->` here\n\n<!-- bench:postgres -->\nfirst\n<!-- /bench:postgres -->\n\n## Console JavaScript\nkept\n',
    );
    const replaced = replaceBlock(added, 'postgres', 'second', '## Console JavaScript');
    expect(replaced).toBe(added.replace('first', 'second'));
    expect(replaceBlock(replaced, 'embedded', 'e', '## Console JavaScript')).toContain('<!-- /bench:postgres -->\n\n<!-- bench:embedded -->\ne\n');
  });

  it('reads the budgets from the table of a document, the one place they are written', async () => {
    const { readBudgets } = (await import(reportFile)) as BenchReport;
    const doc = path.join(uploadsDir, 'budgets.md');
    fs.writeFileSync(
      doc,
      [
        '**Budgets** (for the test):',
        '',
        '| database and size | list page | search | deep page (1,000) | dashboard, any period | API/bare req/s |',
        '|---|---|---|---|---|---|',
        '| PostgreSQL, any size | p95 ≤ 20 ms | p95 ≤ 50 ms | p95 ≤ 100 ms | p95 ≤ 50 ms | ≥ 0.8 |',
        '| embedded, any size | p95 ≤ 50 ms | p95 ≤ 50 ms | p95 ≤ 50 ms | — | — |',
        '',
      ].join('\n'),
    );
    expect(readBudgets(doc)).toEqual({
      postgres: { p95: { list: 20, search: 50, deep: 100, dashboard: 50 }, ratio: 0.8 },
      embedded: { p95: { list: 50, search: 50, deep: 50, dashboard: undefined }, ratio: undefined },
    });
    // The project's own document parses too (its values are the document's business).
    const own = readBudgets();
    expect(Object.keys(own).sort()).toEqual(['embedded', 'postgres']);
  });

  it('judges p95 and API/bare against the budgets of the database kind, an error failing the case', async () => {
    const { judge } = (await import(reportFile)) as BenchReport;
    const budgets: Budgets = {
      postgres: { p95: { list: 20, search: 50, deep: 100, dashboard: 50 }, ratio: 0.8 },
      embedded: { p95: { list: 50, search: 50, deep: 50 }, ratio: undefined },
    };
    const list = (p95: number, errors = 0, ratio?: number) => ({ kind: 'list', api: { p95, errors }, bare: {}, ratio });
    expect(judge('postgres', list(20, 0, 0.8), budgets)).toMatchObject({ p95Met: true, ratioMet: true });
    expect(judge('postgres', list(21, 0, 0.79), budgets)).toMatchObject({ p95Met: false, ratioMet: false });
    expect(judge('postgres', list(5, 1), budgets)).toMatchObject({ p95Met: false });
    expect(judge('embedded', list(50, 0, 0.1), budgets)).toMatchObject({ p95Met: true, ratioMet: undefined });
    expect(judge('postgres', { kind: 'deep', api: { p95: 99, errors: 0 } }, budgets)).toMatchObject({ p95Met: true });
    expect(judge('postgres', { kind: 'write', api: { p95: 999, errors: 0 } }, budgets)).toMatchObject({ p95Met: undefined });
  });
});
