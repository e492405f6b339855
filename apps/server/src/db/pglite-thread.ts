// The main thread's side of the PGlite thread (PGLITE_THREAD=on): a client with the surface
// drizzle's PGlite driver and client.ts use (query, exec, transaction, listen, close) whose every
// call is answered by ./pglite-thread-worker.ts. PGlite's own PGliteWorker is written for browser
// Web Workers (global postMessage, BroadcastChannel leader election) and does not run on
// Node's worker_threads.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { distDir } from '../lib/paths';
import type { Answer, Call, CallMessage, PgliteThreadOptions, PostedError, PostedQueryOptions } from './pglite-thread-worker';

/** What runs statements: the client itself, or one of its open transactions. */
export interface PgliteThreadQueryable {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

export interface PgliteThread extends PgliteThreadQueryable {
  /** An interactive transaction: committed when `callback` resolves, rolled back when it throws. */
  transaction<T>(callback: (tx: PgliteThreadQueryable) => Promise<T>): Promise<T>;
  /** LISTEN; a notification reaches `onNotify` before the statement that caused it returns. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * The worker: dist/pglite-thread-worker.js from any of the built bundles (server, cli,
 * bench/bare-server); under tsx or vitest the .ts file beside this one, which the thread loads
 * through tsx's loader (named by its file URL: a bare name would resolve from the cwd).
 */
function startWorker(options: PgliteThreadOptions): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(pathToFileURL(path.join(distDir, 'pglite-thread-worker.js')), { workerData: options });
  }
  return new Worker(new URL('./pglite-thread-worker.ts', import.meta.url), { workerData: options, execArgv: ['--import', tsxLoaderUrl()] });
}

/** tsx's ESM loader (its package's `.` import entry), which registers tsx in the thread it runs in. */
function tsxLoaderUrl(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { exports: Record<string, string | undefined> };
  const entry = exports['.'];
  if (typeof entry !== 'string') throw new Error('tsx has no ESM loader entry');
  return pathToFileURL(path.join(path.dirname(manifest), entry)).href;
}

/** The worker's error with its PostgreSQL fields (`code`, `constraint`, `detail`...) as they were. */
function restoredError({ name, message, stack, fields }: PostedError): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  if (stack) error.stack = stack;
  return error;
}

/** Functions cannot cross threads: parsers must be identity ones (drizzle's are), sent as type ids. */
function postedOptions(options: QueryOptions = {}): PostedQueryOptions {
  if (options.serializers || options.onNotice || options.paramTypes) {
    throw new Error('The PGlite thread supports the query options rowMode, parsers (identity) and blob only');
  }
  return { rowMode: options.rowMode, rawTypes: options.parsers && Object.keys(options.parsers).map(Number), blob: options.blob };
}

/** Starts the PGlite thread and answers once its database is open. */
export async function openPgliteThread(options: PgliteThreadOptions): Promise<PgliteThread> {
  const worker = startWorker(options);
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<number, (payload: string) => void>();
  let nextCallId = 1;
  let nextListenerId = 1;
  let stopped: Error | undefined;

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (answer: Answer) => {
      switch (answer.kind) {
        case 'ready':
          return resolve();
        case 'failed':
          return reject(restoredError(answer.error));
        case 'notify':
          return listeners.get(answer.listenerId)?.(answer.payload);
      }
      const call = pending.get(answer.callId);
      pending.delete(answer.callId);
      // Like a socket, the thread keeps the process alive only while a call waits for it.
      if (pending.size === 0) worker.unref();
      if (answer.kind === 'result') call?.resolve(answer.value);
      else call?.reject(restoredError(answer.error));
    });
    worker.on('error', (error) => (stopped ??= error));
    worker.once('exit', (code) => {
      stopped ??= new Error(`The PGlite thread stopped (exit code ${code})`);
      for (const call of pending.values()) call.reject(stopped);
      pending.clear();
      listeners.clear();
      reject(stopped);
    });
  });
  await ready;
  worker.unref();

  const call = (message: Call): Promise<unknown> => {
    if (stopped) return Promise.reject(stopped);
    const callId = nextCallId++;
    if (pending.size === 0) worker.ref();
    return new Promise((resolve, reject) => {
      pending.set(callId, { resolve, reject });
      worker.postMessage({ callId, call: message } satisfies CallMessage);
    });
  };

  const queryable = (txId?: number): PgliteThreadQueryable => ({
    query: async <T>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
      (await call({ op: 'query', sql, params, options: postedOptions(options), txId })) as Results<T>,
    exec: async (sql) => (await call({ op: 'exec', sql, txId })) as Results[],
  });

  return {
    ...queryable(),
    transaction: async (callback) => {
      const txId = (await call({ op: 'begin' })) as number;
      let result;
      try {
        result = await callback(queryable(txId));
      } catch (error) {
        // The callback's error is the one that matters; a failed ROLLBACK adds nothing to it.
        await call({ op: 'rollback', txId }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'commit', txId });
      return result;
    },
    listen: async (channel, onNotify) => {
      const listenerId = nextListenerId++;
      listeners.set(listenerId, onNotify);
      try {
        await call({ op: 'listen', channel, listenerId });
      } catch (error) {
        listeners.delete(listenerId);
        throw error;
      }
      return async () => {
        listeners.delete(listenerId);
        await call({ op: 'unlisten', listenerId });
      };
    },
    close: async () => {
      if (stopped) return;
      await call({ op: 'close' });
      stopped = new Error('The PGlite thread is closed');
      await worker.terminate();
    },
  };
}
