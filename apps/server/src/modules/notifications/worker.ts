import type { Db } from '../../db/client';
import type { PushResult, PushTransport } from './transport';
import { wakeableSleep } from '../../lib/wakeable-sleep';
import {
  claimDeliveries,
  fanOutBatch,
  PUSH_NOT_CONFIGURED,
  recordOutcomes,
  removeDeviceTokens,
  TOKEN_MOVED,
  TOKEN_REMOVED,
  type ClaimedDelivery,
  type DeliveryOutcome,
} from './outbox';

/** What the worker logs through: pino's shape, so the app's logger fits. */
export interface WorkerLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OutboxWorkerOptions {
  db: Db;
  /** Null when push is not configured: deliveries are then recorded as skipped. */
  transport: PushTransport | null;
  logger?: WorkerLogger;
  /** Deliveries claimed and sent per batch. */
  batchSize?: number;
  /** Devices queued per fan-out transaction. */
  fanoutBatchSize?: number;
  /** How long to sleep when there is nothing to do. */
  pollIntervalMs?: number;
  /** How long a claimed batch stays invisible to other workers; it must outlast one send. */
  leaseMs?: number;
  maxAttempts?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
}

export interface OutboxWorker {
  start(): void;
  /**
   * Lets the requests in flight finish, puts the batch's unsent messages back in the queue,
   * records every outcome, then stops: nothing is left claimed, so nothing is sent twice.
   */
  stop(): Promise<void>;
  readonly running: boolean;
}

const silent: WorkerLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Keys FCM keeps for itself in a message's data; a message using one is refused. */
const RESERVED_DATA_KEY = /^(from|message_type|google.*|gcm.*)$/i;

/**
 * The data payload of a delivery, as FCM HTTP v1 takes it: string values only (others as JSON,
 * empty ones left out), no reserved key, and the outbox's own ids last so nothing overrides them.
 * The outbox is at-least-once across a crash (a killed worker's batch is sent again when its
 * lease ends) and FCM has no idempotency key: the delivery's id, the same on every attempt, lets
 * the app drop a repeat.
 */
export function pushData(delivery: Pick<ClaimedDelivery, 'id' | 'notificationId' | 'data'>): Record<string, string> {
  const data: Record<string, string> = {};
  for (const [key, value] of Object.entries(delivery.data ?? {})) {
    if (value === null || value === undefined || value === '' || RESERVED_DATA_KEY.test(key)) continue;
    data[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  if (delivery.notificationId) data.notification_id = delivery.notificationId;
  data.delivery_id = delivery.id;
  return data;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The push outbox worker: fans notifications out to devices and delivers them in batches. Any
 * number of these may run (in the API process or on their own); row claims with
 * SKIP LOCKED keep them from ever working on the same rows.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport } = options;
  const log = options.logger ?? silent;
  const batchSize = options.batchSize ?? 500;
  const fanoutBatchSize = options.fanoutBatchSize ?? 1000;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const maxAttempts = options.maxAttempts ?? 5;
  const backoffBaseMs = options.backoffBaseMs ?? 30_000;
  const backoffMaxMs = options.backoffMaxMs ?? 60 * 60_000;

  let loop: Promise<void> | null = null;
  let stopping = false;
  const idle = wakeableSleep();
  let abort = new AbortController();

  function outcomeOf(delivery: ClaimedDelivery, result: PushResult, jitter: number): DeliveryOutcome {
    const id = delivery.id;
    switch (result.status) {
      case 'sent':
        return { id, status: 'sent', error: null };
      case 'not-attempted':
        return { id, status: 'queued', error: null, retryAt: new Date(), notAttempted: true };
      case 'invalid-token':
      case 'failed':
        return { id, status: 'failed', error: result.error };
      case 'skipped':
        return { id, status: 'skipped', error: result.error };
      case 'retry': {
        if (delivery.attempts >= maxAttempts) {
          return { id, status: 'failed', error: `gave up after ${delivery.attempts} attempts: ${result.error}` };
        }
        const backoff = Math.min(backoffBaseMs * 2 ** (delivery.attempts - 1), backoffMaxMs) * jitter;
        const wait = Math.round(Math.max(backoff, result.retryAfterMs ?? 0));
        return { id, status: 'queued', error: result.error, retryAt: new Date(Date.now() + wait) };
      }
    }
  }

  /** Outcomes must land: until they do, the batch counts as claimed and could be sent again. */
  async function record(outcomes: DeliveryOutcome[]) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await recordOutcomes(db, outcomes);
        return;
      } catch (error) {
        if (attempt >= 5) throw error;
        log.warn({ err: error, attempt }, 'outbox: recording outcomes failed, trying again');
        await pause(200 * attempt);
      }
    }
  }

  async function deliverBatch(): Promise<number> {
    const claimed = await claimDeliveries(db, { batchSize, leaseMs });
    if (claimed.length === 0) return 0;
    const outcomes: DeliveryOutcome[] = [];
    const sendable: (ClaimedDelivery & { token: string })[] = [];
    for (const d of claimed) {
      if (d.token === null) outcomes.push({ id: d.id, status: 'skipped', error: TOKEN_REMOVED });
      else if (d.tokenMoved) outcomes.push({ id: d.id, status: 'skipped', error: TOKEN_MOVED });
      else if (!transport) outcomes.push({ id: d.id, status: 'skipped', error: PUSH_NOT_CONFIGURED });
      else sendable.push({ ...d, token: d.token });
    }
    const invalidTokens: string[] = [];
    if (transport && sendable.length > 0) {
      let results: PushResult[];
      try {
        results = await transport.send(
          sendable.map((d) => ({
            token: d.token,
            title: d.title,
            body: d.body,
            data: pushData(d),
            // A repeat replaces the first; a member's separate pushes do not replace each other.
            collapseKey: d.notificationId ?? d.id,
            ...(d.webPush ? { webPush: d.webPush } : {}),
          })),
          { signal: abort.signal },
        );
      } catch (error) {
        log.warn({ err: error }, 'outbox: the push transport failed the whole batch; it will be retried');
        results = sendable.map((d) => ({ token: d.token, status: 'retry', error: errorText(error) }));
      }
      const byToken = new Map(results.map((r) => [r.token, r]));
      // One jitter per batch keeps retries spread out between batches but grouped within one.
      const jitter = 0.8 + Math.random() * 0.4;
      sendable.forEach((d, i) => {
        const result = (results[i]?.token === d.token ? results[i] : byToken.get(d.token)) ?? {
          token: d.token,
          status: 'retry',
          error: 'no result from the transport',
        };
        if (result.status === 'invalid-token') invalidTokens.push(d.token);
        outcomes.push(outcomeOf(d, result, jitter));
      });
    }
    await record(outcomes);
    if (invalidTokens.length > 0) {
      // After the outcomes commit, in its own transaction: a token left behind by a crash here
      // is rejected again next time and removed then.
      const removed = await removeDeviceTokens(db, invalidTokens);
      log.info({ removed }, 'outbox: removed device tokens the push service rejected');
    }
    const failed = outcomes.filter((o) => o.status === 'failed').length;
    if (failed > 0) log.warn({ failed, batch: claimed.length }, 'outbox: push deliveries failed');
    return claimed.length;
  }

  const fcmConfigured = transport !== null && transport.fcmConfigured !== false;

  async function run() {
    log.info({ pushConfigured: fcmConfigured }, 'outbox worker started');
    while (!stopping) {
      let busy = false;
      try {
        const fanned = await fanOutBatch(db, { batchSize: fanoutBatchSize, pushEnabled: fcmConfigured });
        busy = fanned !== null;
        // The stop check sits between whole batches only: a claimed batch is always finished.
        if (!stopping) busy = (await deliverBatch()) > 0 || busy;
      } catch (error) {
        // Sleep before trying again, so a database outage is not hammered.
        log.error({ err: error }, 'outbox worker: batch failed');
        busy = false;
      }
      if (!busy && !stopping) await idle.sleep(pollIntervalMs);
    }
    log.info({}, 'outbox worker stopped');
  }

  return {
    start() {
      if (loop) return;
      stopping = false;
      abort = new AbortController();
      loop = run();
    },
    async stop() {
      if (!loop) return;
      stopping = true;
      abort.abort();
      idle.wake();
      await loop;
      loop = null;
    },
    get running() {
      return loop !== null && !stopping;
    },
  };
}
