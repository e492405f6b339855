import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Role } from '@souq/contract/constants';
import { buildApp, type App } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Database, Db } from '../src/db/client';
import { createUser } from '../src/modules/users/users.service';
import type { Mailer } from '../src/lib/mailer';
import type { SmsSender } from '../src/lib/sms';
import { freshDatabase } from './database';

export const TEST_PASSWORD = 'correct horse battery staple';

export interface TestContext {
  app: App;
  db: Db;
  database: Database;
  config: Config;
  /** Creates a user of this role and answers its id, e-mail and a fresh bearer token. */
  userWithToken(role: Role, overrides?: { email?: string; name?: string }): Promise<{ id: string; email: string; token: string }>;
  /** Requests on the app as this caller: `await t.as(admin).post('/api/...', body)`. */
  as(caller: Caller): Requests;
  /** Requests with no bearer token, as `t.as(null)`. */
  anonymous: Requests;
  close(): Promise<void>;
}

let counter = 0;

/**
 * Builds the real app on a fresh, migrated database, with DATA_DIR in a temporary folder.
 * `mailer` replaces the outbox-file mailer for tests that hold or inspect outgoing mail (`sms`
 * likewise the text messages' outbox);
 * `webRoot` serves a web build (none by default).
 */
export async function createTestContext(
  env: Record<string, string> = {},
  deps: { mailer?: Mailer; sms?: SmsSender; webRoot?: string; logger?: FastifyServerOptions['logger'] } = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://souq.test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const database = await freshDatabase();
  const app = await buildApp({
    config,
    database,
    webRoot: deps.webRoot ?? path.join(dataDir, 'no-web'),
    mailer: deps.mailer,
    sms: deps.sms,
    logger: deps.logger,
    checkResponses: true,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    async userWithToken(role, overrides = {}) {
      counter += 1;
      const email = overrides.email ?? `${role}-${counter}-${Date.now()}@example.test`;
      const user = await createUser(database.db, { email, password: TEST_PASSWORD, role, name: overrides.name });
      const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password: TEST_PASSWORD } });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      return { id: user.id, email, token: response.json<{ token: string }>().token };
    },
    as: (caller) => requestsAs(app, caller),
    anonymous: requestsAs(app, null),
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** Who sends a request: a user as `userWithToken` answers it, or only its token; null for nobody. */
export type Caller = { token: string } | string | null;

/** What a request carries besides its method, address and body: more headers, remoteAddress, ... */
export type RequestOptions = Omit<InjectOptions, 'method' | 'url' | 'path' | 'payload' | 'body'>;
/** Any value: tests send junk (null, numbers, arrays) as readily as forms; a non-string goes as JSON. */
type Body = unknown;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Answer = Promise<LightMyRequestResponse>;

/** One caller's requests: its bearer token on each (none for nobody); `options.headers` add to it or override it. */
export interface Requests {
  get(url: string, options?: RequestOptions): Answer;
  post(url: string, body?: Body, options?: RequestOptions): Answer;
  put(url: string, body?: Body, options?: RequestOptions): Answer;
  patch(url: string, body?: Body, options?: RequestOptions): Answer;
  delete(url: string, body?: Body, options?: RequestOptions): Answer;
  /** For a test that loops over methods. */
  send(method: Method, url: string, body?: Body, options?: RequestOptions): Answer;
}

/** The requests of `caller` on an app (the test context's `as` for its own app). */
export function requestsAs(app: FastifyInstance, caller: Caller): Requests {
  const token = typeof caller === 'string' ? caller : caller?.token;
  const send = (method: Method, url: string, body: Body | undefined, options: RequestOptions = {}) =>
    app.inject({
      ...options,
      method,
      url,
      headers: { ...(token === undefined ? {} : bearer(token)), ...options.headers },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
  return {
    get: (url, options) => send('GET', url, undefined, options),
    post: (url, body, options) => send('POST', url, body, options),
    put: (url, body, options) => send('PUT', url, body, options),
    patch: (url, body, options) => send('PATCH', url, body, options),
    delete: (url, body, options) => send('DELETE', url, body, options),
    send,
  };
}

/** The `{ error }` text of a failed answer. */
export function errorOf(response: LightMyRequestResponse): string {
  return response.json<{ error: string }>().error;
}

/** Listens on an ephemeral loopback port, for tests that need real sockets: answers the base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server has no TCP address');
  return `http://127.0.0.1:${address.port}`;
}
