import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { routeTable } from '@souq/contract/routes';
import { messages } from '@souq/contract/messages';
import { ZAddDropdownValueRequest } from '@souq/contract/dropdown-values';
import { CLASSIFIED_TYPES, DEFAULT_COUNTRY, type Role } from '@souq/contract/constants';
import type { RouteSpec } from '@souq/contract/route';
import type { InjectOptions } from 'fastify';
import { memberEventsRoute } from '@souq/contract/members-chat';
import { newObjectKey } from '../../src/modules/uploads/storage';
import { bearer, createTestContext, TEST_PASSWORD, type TestContext } from '../helper';
import { injectUntilStreaming } from '../event-stream-client';
import { changedTables, fingerprintReader, writeMarkReader } from './fingerprint';
import { describeRequest, jsonSchemaOf, requestArbitrary, type FuzzRequest, type RouteHints } from './request-arbitrary';
import type { FuzzPools } from './schema-arbitrary';
import { seedSmallDemo } from './seed';

/**
 * Every route of the contract, fed generated input: shaped by its schema and well beyond it.
 * Two properties hold for every request: the answer is never a 5xx, and an answer in 4xx left
 * every table exactly as it was. FUZZ_RUNS sets the cases per route (`npm run fuzz` sends many);
 * a failure prints the FUZZ_SEED, FUZZ_ROUTE and FUZZ_PATH that replay it.
 */
const runs = Number(process.env.FUZZ_RUNS ?? 200);
const baseSeed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const onlyRoute = process.env.FUZZ_ROUTE;
const replayPath = process.env.FUZZ_PATH;
const showStats = process.env.FUZZ_STATS === '1';
const trace = process.env.FUZZ_TRACE === '1';

const label = (route: RouteSpec) => `${route.method} ${route.path}`;
const routes = routeTable
  .map((route, index) => ({ route, seed: (baseSeed + index) % 2 ** 31 }))
  .filter(({ route }) => !onlyRoute || label(route) === onlyRoute);

let t: TestContext;
let fingerprint: () => Promise<string>;
let writeMark: () => Promise<string>;
const tokens = new Map<Role, { id: string; email: string; token: string }>();

type Rows<T> = { rows: T[] };
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as Rows<T>).rows;
}

/**
 * Ids of every table with a uuid key (callers excluded: deleting or blocking the fuzzer's own
 * callers would only turn the rest of the run into 401s), country codes and e-mails. Districts
 * and areas come from the default country, so a district and its country often agree.
 */
async function loadPools(): Promise<FuzzPools> {
  const tables = await rows<{ name: string }>(
    sql`select table_name as name from information_schema.columns
        where table_schema = 'public' and column_name = 'id' and data_type = 'uuid' order by table_name`,
  );
  const callers = new Set([...tokens.values()].map((c) => c.id));
  const idsByTable: Record<string, string[]> = {};
  for (const { name } of tables) {
    const table = sql.identifier(name);
    const query = ['districts', 'areas'].includes(name)
      ? sql`select id::text as id from ${table} where country_id = ${DEFAULT_COUNTRY} order by id limit 20`
      : sql`select id::text as id from ${table} order by id limit 20`;
    idsByTable[name] = (await rows<{ id: string }>(query)).map((r) => r.id).filter((id) => !callers.has(id));
  }
  const countryCodes = (await rows<{ id: string }>(sql`select id from countries where is_selected or id in ('US', 'SA') order by id`)).map((r) => r.id);
  const emails = (await rows<{ email: string }>(sql`select email from users order by email limit 10`)).map((r) => r.email);
  const callerEmails = [...tokens.values()].map((c) => c.email);
  return { idsByTable, countryCodes, emails: [...emails, ...callerEmails], passwords: [TEST_PASSWORD] };
}

async function refreshCaller(role: Role) {
  const caller = await t.userWithToken(role);
  tokens.set(role, caller);
}

/** Signed upload addresses, so some PUTs get past the signature to the byte checks. */
async function uploadHints(): Promise<RouteHints> {
  const expires = new Date(Date.now() + 3_600_000);
  const signed = await Promise.all(
    (['image/png', 'image/jpeg', 'image/gif', 'video/mp4'] as const).map(async (type) => {
      const key = newObjectKey('posts', type);
      const url = new URL((await t.app.storage.presignPut(key, type, expires)).url);
      return { path: key, query: url.search.slice(1) };
    }),
  );
  return { wildcards: signed };
}

/**
 * The pools one route draws from: a classified's add route takes only categories of its type
 * (and their sub-categories) and the country of the pooled districts, as the console offers them; other values
 * would rarely get past those checks to the insert.
 */
async function poolsFor(route: RouteSpec): Promise<FuzzPools> {
  const pools = await loadPools();
  const type = CLASSIFIED_TYPES.find((t) => route.path.endsWith(`/${t.apiUrl}`));
  if (!type) return pools;
  const categories = await rows<{ id: string }>(sql`select id::text as id from categories where classified_type = ${type.key}`);
  const subCategories = await rows<{ id: string }>(
    sql`select id::text as id from sub_categories where category_id in (select id from categories where classified_type = ${type.key}) limit 20`,
  );
  const idsByTable = { ...pools.idsByTable, categories: categories.map((r) => r.id), sub_categories: subCategories.map((r) => r.id) };
  return { ...pools, idsByTable, countryCodes: [DEFAULT_COUNTRY] };
}

async function hintsFor(route: RouteSpec): Promise<RouteHints> {
  if (route.path.endsWith('/*')) return uploadHints();
  if (route.path.endsWith('-bulk')) return { itemSchema: jsonSchemaOf(ZAddDropdownValueRequest) };
  return {};
}

/** Routes that answer an admitted caller with a stream that stays open (Server-Sent Events). */
const STREAMS = new Set([`${memberEventsRoute.method} ${memberEventsRoute.path}`]);

function send(route: RouteSpec, request: FuzzRequest) {
  const token = request.role ? tokens.get(request.role)?.token : undefined;
  const options: InjectOptions = {
    method: request.method,
    url: request.url,
    headers: { ...(token ? bearer(token) : {}), ...(request.contentType ? { 'content-type': request.contentType } : {}) },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    remoteAddress: '10.77.0.1',
  };
  return STREAMS.has(label(route)) ? injectUntilStreaming(t.app, options) : t.app.inject(options);
}

/**
 * The 4xx that write on purpose: the update-password throttle's last refusal ends the session
 * that was guessing, so a stolen token cannot go on guessing the password; a wrong phone code
 * spends one of the code's tries, or the limit of five would limit nothing.
 */
function isDeliberateWrite(route: RouteSpec, status: number, tables: string[]): boolean {
  if (route.path === '/api/v1/me/phone/verify') return status === 400 && tables.every((table) => table === 'phone_codes');
  return route.path === '/api/update-password' && status === 429 && tables.every((table) => table === 'sessions');
}

function assertNoPrototypePollution() {
  const probe: Record<string, unknown> = {};
  for (const key of ['polluted', 'isAdmin', 'role']) {
    if (key in probe) throw new Error(`Object.prototype was polluted with "${key}"`);
  }
}

beforeAll(async () => {
  t = await createTestContext({ LOGIN_RATE_MAX: '100000000', RESET_RATE_MAX: '100000000' });
  await seedSmallDemo(t.db);
  for (const role of ['admin', 'dataentry', 'user'] as const) await refreshCaller(role);
  fingerprint = await fingerprintReader(t.db);
  writeMark = writeMarkReader(t.db);
}, 120_000);
afterAll(() => t?.close());

/** Answers per route and status class: shows which routes the fuzzer gets past validation. */
const stats = new Map<string, Record<string, number>>();
afterAll(() => {
  if (!showStats) return;
  for (const [name, counts] of stats) console.log(`${name.padEnd(60)} ${JSON.stringify(counts)}`);
});

describe(`fuzzing every route (${runs} runs each, FUZZ_SEED=${baseSeed})`, () => {
  it.each(routes.map(({ route, seed }) => [label(route), route, seed] as const))(
    '%s: never a 5xx, never a change on a 4xx',
    async (name, route, seed) => {
      const pools = await poolsFor(route);
      const hints = await hintsFor(route);
      // The fingerprint of the database as it is now, when known; a success clears it.
      let known: string | undefined;
      const property = fc.asyncProperty(requestArbitrary(route, pools, hints), async (request) => {
        const before = known ?? (await fingerprint());
        const markBefore = await writeMark();
        const response = await send(route, request);
        // Work a route starts after answering (the reset mail) belongs to this request: a write
        // it makes later would otherwise be blamed on the next one.
        await t.app.background.settled();
        const status = response.statusCode;
        const counts = stats.get(name) ?? {};
        counts[status] = (counts[status] ?? 0) + 1;
        stats.set(name, counts);
        if (trace) console.log(`${status} ${describeRequest(request).slice(0, 300)}\n    -> ${response.body.slice(0, 200)}`);
        assertNoPrototypePollution();
        if (status >= 500) throw new Error(`answered ${status}: ${response.body.slice(0, 500)}`);
        // The error handler's safety net turns a value PostgreSQL refused into a 400; for the
        // fuzzer it is still a finding: the route's schema should have refused the value itself.
        if (response.body.includes(messages.generic.invalidValue)) throw new Error(`the database refused a value: ${response.body}`);
        if (status >= 400) {
          const after = (await writeMark()) === markBefore ? before : await fingerprint();
          known = after;
          if (after !== before && !isDeliberateWrite(route, status, changedTables(before, after))) {
            throw new Error(`answered ${status} (${response.body.slice(0, 300)}) yet changed: ${changedTables(before, after).join(', ')}`);
          }
          expect(typeof response.json<{ error?: unknown }>().error, `a 4xx carries an error text: ${response.body.slice(0, 300)}`).toBe('string');
        } else {
          known = undefined;
        }
        // A caller the request itself logged out (a changed password, too many wrong ones): a fresh one for the next.
        if ((status === 401 || status === 429) && request.role && route.access !== 'public') {
          await refreshCaller(request.role);
          known = undefined;
        }
      });
      const details = await fc.check(property, { numRuns: runs, seed, ...(replayPath ? { path: replayPath } : {}) });
      if (details.failed) {
        const replay = `replay: FUZZ_SEED=${baseSeed} FUZZ_ROUTE='${name}' FUZZ_PATH='${details.counterexamplePath ?? ''}'`;
        const example = details.counterexample ? describeRequest(details.counterexample[0]) : '';
        const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
        throw new Error(`${replay}\nrequest: ${example}\nerror: ${error}\n${fc.defaultReportMessage(details) ?? ''}`);
      }
    },
    Math.max(120_000, runs * 1_000),
  );
});
