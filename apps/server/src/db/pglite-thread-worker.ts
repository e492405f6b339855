// The embedded database on a thread of its own (PGLITE_THREAD=on): this worker owns the PGlite
// instance and answers the main thread's calls (./pglite-thread.ts), so a slow statement no
// longer stalls the API's event loop. Built as dist/pglite-thread-worker.js (build.mjs).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type RowMode, type Transaction } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions';

export interface PgliteThreadOptions {
  /** The PGlite data folder; undefined keeps the database in memory. */
  dataDir: string | undefined;
}

/** A query's options as posted: functions cannot cross threads, so parsers are type ids. */
export interface PostedQueryOptions {
  rowMode?: RowMode;
  /** Types whose text is handed back as it is (drizzle's parsers for dates, intervals...). */
  rawTypes?: number[];
  blob?: Blob;
}

export type Call =
  | { op: 'query'; sql: string; params: unknown[]; options: PostedQueryOptions; txId?: number }
  | { op: 'exec'; sql: string; txId?: number }
  | { op: 'begin' }
  | { op: 'commit' | 'rollback'; txId: number }
  | { op: 'listen'; channel: string; listenerId: number }
  | { op: 'unlisten'; listenerId: number }
  | { op: 'close' };

export interface CallMessage {
  callId: number;
  call: Call;
}

/** An error as posted: its message and its primitive fields (PostgreSQL's `code`, `constraint`...). */
export interface PostedError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, string | number | boolean>;
}

export type Answer =
  | { kind: 'ready' }
  | { kind: 'failed'; error: PostedError }
  | { kind: 'result'; callId: number; value: unknown }
  | { kind: 'error'; callId: number; error: PostedError }
  | { kind: 'notify'; listenerId: number; payload: string };

function postedError(error: unknown): PostedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: PostedError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

const identity = (value: string) => value;

function queryOptions({ rowMode, rawTypes = [], blob }: PostedQueryOptions): QueryOptions {
  return { rowMode, blob, parsers: Object.fromEntries(rawTypes.map((type) => [type, identity])) };
}

interface OpenTransaction {
  tx: Transaction;
  finish(outcome: 'commit' | 'rollback'): void;
  /** Settles once COMMIT or ROLLBACK has run. */
  finished: Promise<void>;
}

async function serve(port: NonNullable<typeof parentPort>, { dataDir }: PgliteThreadOptions) {
  const post = (answer: Answer) => port.postMessage(answer);
  let pg: PGlite;
  try {
    pg = await PGlite.create({ dataDir, extensions: pgliteExtensions });
  } catch (error) {
    post({ kind: 'failed', error: postedError(error) });
    return;
  }
  const transactions = new Map<number, OpenTransaction>();
  const unlisteners = new Map<number, () => Promise<void>>();
  let nextTxId = 1;

  const inTransaction = (txId: number | undefined) => {
    if (txId === undefined) return pg;
    const open = transactions.get(txId);
    if (!open) throw new Error(`Transaction ${txId} is closed`);
    return open.tx;
  };

  /** Opens an interactive transaction, held until the main thread commits or rolls it back. */
  const begin = () =>
    new Promise<number>((opened, failed) => {
      const txId = nextTxId++;
      let began = false;
      let decide!: (outcome: 'commit' | 'rollback') => void;
      const decided = new Promise<'commit' | 'rollback'>((resolve) => (decide = resolve));
      const finished = pg.transaction(async (tx) => {
        began = true;
        transactions.set(txId, { tx, finish: decide, finished });
        opened(txId);
        if ((await decided) === 'rollback') await tx.rollback();
      });
      // BEGIN itself failed: the callback never ran. Later failures are the commit's answer.
      finished.catch((error: unknown) => (began ? undefined : failed(error)));
    });

  const finish = async (txId: number, outcome: 'commit' | 'rollback') => {
    const open = transactions.get(txId);
    if (!open) throw new Error(`Transaction ${txId} is closed`);
    open.finish(outcome);
    try {
      await open.finished;
    } finally {
      transactions.delete(txId);
    }
  };

  const answer = async (call: Call): Promise<unknown> => {
    switch (call.op) {
      case 'query':
        return inTransaction(call.txId).query(call.sql, call.params, queryOptions(call.options));
      case 'exec':
        return inTransaction(call.txId).exec(call.sql);
      case 'begin':
        return begin();
      case 'commit':
      case 'rollback':
        return finish(call.txId, call.op);
      case 'listen': {
        const stop = await pg.listen(call.channel, (payload) => post({ kind: 'notify', listenerId: call.listenerId, payload }));
        unlisteners.set(call.listenerId, stop);
        return undefined;
      }
      case 'unlisten': {
        const stop = unlisteners.get(call.listenerId);
        unlisteners.delete(call.listenerId);
        return stop?.();
      }
      case 'close':
        return pg.close();
    }
  };

  port.on('message', ({ callId, call }: CallMessage) => {
    answer(call).then(
      (value: unknown) => {
        try {
          post({ kind: 'result', callId, value });
        } catch (error) {
          // A value that cannot be cloned: the caller gets an error rather than no answer.
          post({ kind: 'error', callId, error: postedError(error) });
        }
      },
      (error: unknown) => post({ kind: 'error', callId, error: postedError(error) }),
    );
  });
  post({ kind: 'ready' });
}

if (parentPort) void serve(parentPort, workerData as PgliteThreadOptions);
