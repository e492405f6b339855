import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { MEMBER_EVENT_TYPES, type MemberEventType } from '@souq/contract/members-chat';
import { EVENT_PAYLOAD_MAX_BYTES, type EventTransport } from './event-transports';

/**
 * What a member's open event stream receives: new messages, likes, comments, follows
 * and staff notifications. `data` is what the app needs to show it without another call, kept
 * short (ids, names, previews): it travels between processes in one notification. By convention
 * `data.user` is the member who did it (`{_id, name, photo}`), as a push names them.
 */
export interface MemberEvent {
  type: MemberEventType;
  data: Record<string, unknown>;
  /** Given by the hub when it publishes: the same on every process, the stream's `id:`. */
  id?: string;
}

export interface MemberEvents {
  /**
   * Delivers the event to every open stream of the member, on whichever API process it is; a
   * new message or follower also goes to the member's devices as push (through the outbox).
   */
  publish(userId: string, event: MemberEvent): Promise<void>;
  /** Delivers one event to several members (a staff notification's listed recipients); no push. */
  publishToMany(userIds: readonly string[], event: MemberEvent): Promise<void>;
  /** Delivers one event to every open stream (a staff notification to everyone); no push. */
  broadcast(event: MemberEvent): Promise<void>;
  /** Listens for one member's events on this process, broadcasts included; answers the function that stops it. */
  subscribe(userId: string, listener: (event: MemberEvent) => void): () => void;
}

/** The emitter key of events for every member. */
const EVERYONE = '*';
/** Recipients per transported message: 50 ids take 2 kB of the payload. */
const RECIPIENTS_PER_MESSAGE = 50;
/** Text lengths tried in turn when an event is too large to travel. */
const TEXT_CUTS = [1000, 250, 60] as const;

const ZEnvelope = z.object({
  origin: z.string(),
  to: z.union([z.literal(EVERYONE), z.array(z.string()).max(RECIPIENTS_PER_MESSAGE)]),
  id: z.string(),
  type: z.enum(MEMBER_EVENT_TYPES),
  data: z.record(z.string(), z.unknown()),
});
type Envelope = z.infer<typeof ZEnvelope>;

const byteLength = (text: string) => Buffer.byteLength(text, 'utf8');

/** The value with every text longer than `max` characters cut to it. */
function cutTexts(value: unknown, max: number, depth = 0): unknown {
  if (typeof value === 'string') return value.length > max ? `${value.slice(0, max - 1)}…` : value;
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => cutTexts(item, max, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cutTexts(item, max, depth + 1)]));
}

/**
 * The envelope's text, within the payload limit: long texts are cut (and the event says so) until
 * it fits; an event that still does not fit travels with nothing but `truncated`.
 */
export function serialiseEnvelope(envelope: Envelope): string {
  let text = JSON.stringify(envelope);
  if (byteLength(text) <= EVENT_PAYLOAD_MAX_BYTES) return text;
  for (const max of TEXT_CUTS) {
    const data = { ...(cutTexts(envelope.data, max) as Record<string, unknown>), truncated: true };
    text = JSON.stringify({ ...envelope, data });
    if (byteLength(text) <= EVENT_PAYLOAD_MAX_BYTES) return text;
  }
  return JSON.stringify({ ...envelope, data: { truncated: true } });
}

export interface MemberEventHubOptions {
  transport: EventTransport | null;
  log: FastifyBaseLogger;
  /** Called for each event published to one member: the push to their devices. */
  onPublished?: (userId: string, event: MemberEvent) => void;
}

/**
 * This process's side of the live events: streams subscribe here; a published event is handed to
 * this process's streams at once and sent through the transport to the other processes, which
 * hand it to theirs (each process ignores its own events coming back). While the transport is
 * down, events still reach the streams on the process that published them.
 */
export class MemberEventHub implements MemberEvents {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private readonly origin = crypto.randomUUID();
  private receiving = false;
  private sendFailing = false;
  private stopped = false;

  constructor(private readonly options: MemberEventHubOptions) {}

  async start() {
    const { transport, log } = this.options;
    if (!transport) return;
    await transport.start(
      (payload) => this.receive(payload),
      (receiving) => {
        if (receiving === this.receiving || this.stopped) return;
        this.receiving = receiving;
        if (receiving) log.info(`live events: receiving other API processes' events through ${transport.name}`);
        else log.warn(`live events: ${transport.name} is down; streams hear only the events published on this process until it is back`);
      },
    );
  }

  async stop() {
    this.stopped = true;
    await this.options.transport?.stop();
  }

  async publish(userId: string, event: MemberEvent): Promise<void> {
    this.options.onPublished?.(userId, event);
    await this.send([userId], event);
  }

  async publishToMany(userIds: readonly string[], event: MemberEvent): Promise<void> {
    const unique = [...new Set(userIds)];
    for (let i = 0; i < unique.length; i += RECIPIENTS_PER_MESSAGE) {
      await this.send(unique.slice(i, i + RECIPIENTS_PER_MESSAGE), event);
    }
  }

  async broadcast(event: MemberEvent): Promise<void> {
    await this.send(EVERYONE, event);
  }

  subscribe(userId: string, listener: (event: MemberEvent) => void): () => void {
    this.emitter.on(userId, listener);
    this.emitter.on(EVERYONE, listener);
    return () => {
      this.emitter.off(userId, listener);
      this.emitter.off(EVERYONE, listener);
    };
  }

  /** Streams of this member open on this process (broadcast listeners are the same ones). */
  listenerCount(userId: string): number {
    return this.emitter.listenerCount(userId);
  }

  private async send(to: Envelope['to'], event: MemberEvent) {
    const text = serialiseEnvelope({ origin: this.origin, to, id: crypto.randomUUID(), type: event.type, data: event.data });
    const envelope = JSON.parse(text) as Envelope;
    this.deliver(envelope);
    const { transport, log } = this.options;
    if (!transport) return;
    try {
      await transport.send(text);
      if (this.sendFailing) log.info(`live events: publishing through ${transport.name} again`);
      this.sendFailing = false;
    } catch (error) {
      // One line per outage: the event has reached this process's streams, not the others'.
      if (!this.sendFailing) log.warn({ err: error }, `live events: cannot publish through ${transport.name}; events reach this process's streams only`);
      this.sendFailing = true;
    }
  }

  private receive(payload: string) {
    let envelope: Envelope;
    try {
      envelope = ZEnvelope.parse(JSON.parse(payload));
    } catch {
      this.options.log.warn('live events: ignored a message that is not an event');
      return;
    }
    if (envelope.origin !== this.origin) this.deliver(envelope);
  }

  /** To each listener in turn: one failing stream must neither stop the others nor fail the publisher. */
  private deliver({ to, id, type, data }: Envelope) {
    const event: MemberEvent = { id, type, data };
    for (const key of to === EVERYONE ? [EVERYONE] : to) {
      for (const listener of this.emitter.listeners(key) as ((event: MemberEvent) => void)[]) {
        try {
          listener(event);
        } catch (error) {
          this.options.log.error({ err: error }, 'live events: a stream failed to take an event');
        }
      }
    }
  }
}
