import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '../../db/client';

/**
 * How the members' live events travel between API processes: every process publishes
 * on one shared channel and hears everything published on it, then hands each event to the
 * streams open on itself. An existing engine carries them: Redis pub/sub when REDIS_URL is set,
 * otherwise PostgreSQL's LISTEN/NOTIFY. Nothing polls the database.
 */
export interface EventTransport {
  /** Which engine, for the log. */
  readonly name: string;
  /** Starts hearing the channel; `onState` says whether events from other processes arrive. */
  start(onMessage: (payload: string) => void, onState: (receiving: boolean) => void): Promise<void>;
  /** Sends one payload to every process (this one included); rejects when the engine is down. */
  send(payload: string): Promise<void>;
  stop(): Promise<void>;
}

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; Redis takes the same, for one rule. */
export const EVENT_PAYLOAD_MAX_BYTES = 7_900;

export const MEMBER_EVENTS_CHANNEL = 'souq_member_events';

/** How long start-up waits for Redis before going on without it (it keeps trying). */
const REDIS_START_WAIT_MS = 2_000;

/**
 * LISTEN on the connection `Database.listen` keeps for the channel (reconnecting after a loss);
 * NOTIFY through the pool. On the embedded database the same calls deliver inside the process.
 */
export class PostgresEventTransport implements EventTransport {
  readonly name = 'PostgreSQL LISTEN/NOTIFY';
  private stopListening: (() => Promise<void>) | undefined;

  constructor(private readonly database: Database) {}

  async start(onMessage: (payload: string) => void, onState: (receiving: boolean) => void) {
    this.stopListening = await this.database.listen(MEMBER_EVENTS_CHANNEL, onMessage, onState);
  }

  async send(payload: string) {
    await this.database.db.execute(sql`select pg_notify(${MEMBER_EVENTS_CHANNEL}, ${payload})`);
  }

  async stop() {
    await this.stopListening?.();
  }
}

/**
 * Two connections, as Redis wants: one subscribed to the channel (ioredis reconnects it and
 * subscribes again after a loss), one publishing. Publishing never waits for a lost connection
 * (no offline queue): the event is then delivered on this process only.
 */
export class RedisEventTransport implements EventTransport {
  readonly name = 'Redis pub/sub';
  private readonly publisher: Redis;
  private readonly subscriber: Redis;

  constructor(url: string) {
    this.publisher = new Redis(url, {
      connectTimeout: 1000,
      commandTimeout: 500,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    this.subscriber = new Redis(url, { connectTimeout: 1000, lazyConnect: true });
    // Reported through onState; without a listener ioredis would print every failed reconnect.
    this.publisher.on('error', () => undefined);
    this.subscriber.on('error', () => undefined);
  }

  async start(onMessage: (payload: string) => void, onState: (receiving: boolean) => void) {
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === MEMBER_EVENTS_CHANNEL) onMessage(message);
    });
    let subscribed = () => undefined as void;
    const firstSubscription = new Promise<void>((resolve) => (subscribed = resolve));
    // On every connection, the first included: ioredis subscribes again only to channels it had
    // subscribed to, which is none when Redis was down at start.
    this.subscriber.on('ready', () => {
      this.subscriber.subscribe(MEMBER_EVENTS_CHANNEL).then(
        () => {
          onState(true);
          subscribed();
        },
        () => onState(false),
      );
    });
    this.subscriber.on('close', () => onState(false));
    await this.publisher.connect().catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, REDIS_START_WAIT_MS)));
    // A refused connection goes on at once (ioredis keeps trying); a slow one is waited for a little.
    const connected = this.subscriber.connect().then(
      () => firstSubscription,
      () => onState(false),
    );
    await Promise.race([connected, waited]);
    clearTimeout(timer);
  }

  async send(payload: string) {
    await this.publisher.publish(MEMBER_EVENTS_CHANNEL, payload);
  }

  async stop() {
    this.subscriber.removeAllListeners('close');
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}
