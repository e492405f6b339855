import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import type { Db } from '../db/client';
import { isInvalidValueError, sqlStateOf } from '../lib/database-errors';
import { freshDatabase } from '../../test/database';
import { errorHandlerPlugin } from './error-handler';

/** A real error of the database for a query, as the driver and drizzle throw it. */
async function errorOf(db: Db, query: ReturnType<typeof sql>): Promise<unknown> {
  try {
    await db.execute(query);
  } catch (error) {
    return error;
  }
  throw new Error('the query succeeded');
}

let db: Db;
let app: FastifyInstance;
beforeAll(async () => {
  db = (await freshDatabase()).db;
  app = Fastify();
  await app.register(errorHandlerPlugin);
  app.get('/value/:kind', async (request) => {
    const { kind } = request.params as { kind: string };
    const queries: Record<string, ReturnType<typeof sql>> = {
      uuid: sql`select 'not-a-uuid'::uuid`,
      range: sql`select 99999999999::int4`,
      nul: sql`select ${'a\u0000b'}::text`,
      missing: sql`select * from no_such_table`,
    };
    throw await errorOf(db, queries[kind]!);
  });
  await app.ready();
});
afterAll(() => app.close());

describe('database errors in the error handler', () => {
  it('reads the SQLSTATE through the wrappers', async () => {
    expect(sqlStateOf(await errorOf(db, sql`select 'x'::uuid`))).toBe('22P02');
    expect(isInvalidValueError(await errorOf(db, sql`select * from no_such_table`))).toBe(false);
    expect(sqlStateOf(new Error('plain'))).toBeUndefined();
  });

  it('answers a value PostgreSQL refused (class 22) with a 400 and a clear text', async () => {
    for (const kind of ['uuid', 'range', 'nul']) {
      const response = await app.inject({ method: 'GET', url: `/value/${kind}` });
      expect(response.statusCode, kind).toBe(400);
      expect(response.json(), kind).toEqual({ error: messages.generic.invalidValue });
    }
  });

  it('keeps any other database error a 500 with the generic text', async () => {
    const response = await app.inject({ method: 'GET', url: '/value/missing' });
    expect(response.statusCode).toBe(500);
    expect(response.json<{ error: string }>().error).toBe(messages.generic.internal);
  });
});
