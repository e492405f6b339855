import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { bareReads, type RawQuery } from './bare-reads';
import { discoverFixtures, removeBenchWrites } from './bench-data';

interface CleanupBody {
  adminEmail?: string;
  since?: string;
  statuses?: { id: string; active: boolean }[];
}

/**
 * The benchmark's baseline: the console's reads with nothing of the API around them (no auth, no
 * validation, no response schema; `reply.send` and JSON.stringify), plus the two helpers the
 * benchmark needs on the same database. Never part of the product: it listens on loopback only
 * and answers anything to anyone.
 */
export function buildBareApp(options: {
  database: Database;
  timezone: string;
  /** A bearer token of this member from the product's app in the same process (members' reads). */
  memberToken?: (userId: string) => Promise<string>;
}): FastifyInstance {
  const { database, timezone, memberToken } = options;
  const app = Fastify({ logger: false });
  const reads = bareReads(database.db, timezone);

  app.get<{ Params: { read: string }; Querystring: RawQuery }>('/bare/:read', async (request, reply) => {
    const read = reads[request.params.read];
    if (!read) return reply.code(404).send({ error: `no bare read ${request.params.read}` });
    return reply.send(await read(request.query));
  });

  app.get('/bench/fixtures', async (_request, reply) => reply.send(await discoverFixtures(database.db, database.kind)));

  app.get<{ Querystring: { user_id?: string } }>('/bench/member-token', async (request, reply) => {
    const userId = request.query.user_id;
    if (!memberToken || !userId) return reply.code(400).send({ error: 'user_id is required, and the API must run in this process' });
    return reply.send({ token: await memberToken(userId) });
  });

  app.post<{ Body: CleanupBody }>('/bench/cleanup', async (request, reply) => {
    const { adminEmail, since, statuses = [] } = request.body ?? {};
    if (!adminEmail || !since || Number.isNaN(Date.parse(since))) {
      return reply.code(400).send({ error: 'adminEmail and since (ISO time) are required' });
    }
    return reply.send(await removeBenchWrites(database.db, { adminEmail, since: new Date(since), statuses }));
  });

  return app;
}
