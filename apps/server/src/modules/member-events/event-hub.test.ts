import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { MemberEventHub, serialiseEnvelope, type MemberEvent } from './event-hub';
import { EVENT_PAYLOAD_MAX_BYTES, type EventTransport } from './event-transports';
import { openEventStream } from '../../../test/event-stream-client';
import { registerEventStream } from './event-stream';
import { listenOnLoopback } from '../../../test/helper';

/**
 * The live events' moving parts without a database: the hub and its transport (what reaches
 * whom, what happens while the transport is down) and the stream's own timing (heartbeats, a
 * revoked token, a client that stops reading).
 */
interface Logged {
  level: 'info' | 'warn';
  message: string;
}

function recordingLog(lines: Logged[]): FastifyBaseLogger {
  const record = (level: Logged['level']) => (first: unknown, second?: unknown) => {
    lines.push({ level, message: String(typeof first === 'string' ? first : second) });
  };
  return { info: record('info'), warn: record('warn'), error: () => undefined, debug: () => undefined } as unknown as FastifyBaseLogger;
}

/** A transport between "processes" held in memory; `failing` makes every send reject. */
class MemoryTransport implements EventTransport {
  readonly name = 'memory';
  readonly sent: string[] = [];
  failing = false;
  private onMessage: ((payload: string) => void) | undefined;
  private onState: ((receiving: boolean) => void) | undefined;

  async start(onMessage: (payload: string) => void, onState: (receiving: boolean) => void) {
    this.onMessage = onMessage;
    this.onState = onState;
    onState(true);
  }
  async send(payload: string) {
    if (this.failing) throw new Error('connection refused');
    this.sent.push(payload);
    this.onMessage?.(payload);
  }
  /** What another process published. */
  arrive(payload: string) {
    this.onMessage?.(payload);
  }
  setReceiving(receiving: boolean) {
    this.onState?.(receiving);
  }
  async stop() {}
}

async function hubWith(transport: EventTransport | null, lines: Logged[] = [], onPublished?: (userId: string, event: MemberEvent) => void) {
  const hub = new MemberEventHub({ transport, log: recordingLog(lines), onPublished });
  await hub.start();
  return hub;
}

function collect(hub: MemberEventHub, userId: string) {
  const received: MemberEvent[] = [];
  const stop = hub.subscribe(userId, (event) => received.push(event));
  return { received, stop };
}

const like = (n: number): MemberEvent => ({ type: 'like', data: { post_id: `post-${n}` } });

describe('the event hub', () => {
  it("hands an event to this process's streams at once and sends it to the others, once", async () => {
    const transport = new MemoryTransport();
    const published: string[] = [];
    const hub = await hubWith(transport, [], (userId) => published.push(userId));
    const mine = collect(hub, 'member-a');
    const theirs = collect(hub, 'member-b');
    await hub.publish('member-a', like(1));
    // The transport echoes it back to this process: ignored, so it arrives once.
    expect(mine.received).toEqual([{ id: expect.any(String), type: 'like', data: { post_id: 'post-1' } }]);
    expect(theirs.received).toEqual([]);
    expect(transport.sent).toHaveLength(1);
    expect(JSON.parse(transport.sent[0]!)).toMatchObject({ to: ['member-a'], id: mine.received[0]!.id, type: 'like' });
    expect(published).toEqual(['member-a']);
  });

  it('delivers what another process published, to its addressees only', async () => {
    const transport = new MemoryTransport();
    const hub = await hubWith(transport);
    const a = collect(hub, 'member-a');
    const b = collect(hub, 'member-b');
    transport.arrive(JSON.stringify({ origin: 'elsewhere', to: ['member-b'], id: 'e1', type: 'comment', data: { post_id: 'p' } }));
    transport.arrive(JSON.stringify({ origin: 'elsewhere', to: '*', id: 'e2', type: 'notification', data: { title: 'Eid' } }));
    expect(a.received.map((e) => e.id)).toEqual(['e2']);
    expect(b.received.map((e) => e.id)).toEqual(['e1', 'e2']);
  });

  it('ignores a message on the channel that is not an event', async () => {
    const lines: Logged[] = [];
    const transport = new MemoryTransport();
    const hub = await hubWith(transport, lines);
    const a = collect(hub, 'member-a');
    for (const payload of ['not json', '{"to":["member-a"]}', JSON.stringify({ origin: 'x', to: ['member-a'], id: 'e', type: 'hack', data: {} })]) {
      transport.arrive(payload);
    }
    expect(a.received).toEqual([]);
    expect(lines.filter((l) => l.level === 'warn')).toHaveLength(3);
  });

  it('still delivers on this process while the transport is down, with one warning per outage', async () => {
    const lines: Logged[] = [];
    const transport = new MemoryTransport();
    const hub = await hubWith(transport, lines);
    const a = collect(hub, 'member-a');
    transport.failing = true;
    transport.setReceiving(false);
    await hub.publish('member-a', like(1));
    await hub.publish('member-a', like(2));
    expect(a.received.map((e) => e.data.post_id)).toEqual(['post-1', 'post-2']);
    expect(lines.filter((l) => l.level === 'warn').map((l) => l.message)).toEqual([
      expect.stringContaining('memory is down'),
      expect.stringContaining('cannot publish through memory'),
    ]);
    transport.failing = false;
    transport.setReceiving(true);
    await hub.publish('member-a', like(3));
    expect(transport.sent).toHaveLength(1);
    expect(lines.at(-1)).toMatchObject({ level: 'info', message: expect.stringContaining('publishing through memory again') });
  });

  it('gives an event to every stream though one of them fails', async () => {
    const lines: Logged[] = [];
    const hub = await hubWith(new MemoryTransport(), lines);
    hub.subscribe('member-a', () => {
      throw new Error('socket gone');
    });
    const healthy = collect(hub, 'member-a');
    await hub.publish('member-a', like(1));
    expect(healthy.received).toHaveLength(1);
  });

  it('works without a transport at all', async () => {
    const hub = await hubWith(null);
    const a = collect(hub, 'member-a');
    await hub.publish('member-a', like(1));
    expect(a.received).toHaveLength(1);
  });

  it('sends one event to many members in messages that fit, each member once', async () => {
    const transport = new MemoryTransport();
    const hub = await hubWith(transport);
    const members = Array.from({ length: 120 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const listeners = members.map((m) => collect(hub, m));
    await hub.publishToMany([...members, members[0]!], { type: 'notification', data: { title: 'Hello', description: 'x'.repeat(2000) } });
    expect(transport.sent).toHaveLength(3);
    for (const payload of transport.sent) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(EVENT_PAYLOAD_MAX_BYTES);
    for (const { received } of listeners) expect(received).toHaveLength(1);
  });

  it('broadcasts to every stream, and a stopped subscription hears nothing more', async () => {
    const hub = await hubWith(new MemoryTransport());
    const a = collect(hub, 'member-a');
    const b = collect(hub, 'member-b');
    await hub.broadcast({ type: 'notification', data: { title: 'All' } });
    b.stop();
    await hub.broadcast({ type: 'notification', data: { title: 'Again' } });
    expect(a.received).toHaveLength(2);
    expect(b.received).toHaveLength(1);
    expect(hub.listenerCount('member-b')).toBe(0);
  });
});

describe('an event too large to travel', () => {
  const envelope = (data: Record<string, unknown>) => ({ origin: 'o', to: ['member-a'], id: 'e', type: 'message' as const, data });

  it('travels whole when it fits', () => {
    const data = { body: 'short', user: { name: 'Sara' } };
    expect(JSON.parse(serialiseEnvelope(envelope(data))).data).toEqual(data);
  });

  it('has its long texts cut, and says so', () => {
    const text = serialiseEnvelope(envelope({ _id: 'm1', body: '"\u0007'.repeat(3000), user: { name: 'Sara' } }));
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(EVENT_PAYLOAD_MAX_BYTES);
    const { data } = JSON.parse(text) as { data: { _id: string; body: string; truncated: boolean; user: { name: string } } };
    expect(data).toMatchObject({ _id: 'm1', truncated: true, user: { name: 'Sara' } });
    expect(data.body.endsWith('…')).toBe(true);
  });

  it('keeps nothing but `truncated` when cutting is not enough', () => {
    const many = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`field${i}`, 'x'.repeat(60)]));
    const text = serialiseEnvelope(envelope(many));
    expect(JSON.parse(text).data).toEqual({ truncated: true });
  });
});

describe('the stream on the wire', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function streamingApp(options: { heartbeatMs: number; revoked: () => boolean }) {
    const hub = await hubWith(null);
    app = Fastify();
    app.decorate('memberEvents', hub);
    // The real guard reads the token's session; this one is refused once `revoked` says so.
    app.decorate('guard', () => async () => {
      if (options.revoked()) throw new Error('session revoked');
    });
    app.decorate('onCallerChanged', () => () => undefined);
    const events = registerEventStream(app, { heartbeatMs: options.heartbeatMs });
    app.get('/api/v1/events', async (request, reply) => events.stream(request, reply, 'member-a'));
    return { hub, url: await listenOnLoopback(app) };
  }

  it('sends a comment line every heartbeat, and ends at the first heartbeat after the token is revoked', async () => {
    let revoked = false;
    const { hub, url } = await streamingApp({ heartbeatMs: 40, revoked: () => revoked });
    const client = await openEventStream(url, 'token');
    await expect.poll(() => client.text().split(': keep-alive').length - 1).toBeGreaterThanOrEqual(2);
    await hub.publish('member-a', like(1));
    expect((await client.next('like')).data).toEqual({ post_id: 'post-1' });
    revoked = true;
    await client.ended;
    expect(hub.listenerCount('member-a')).toBe(0);
  });

  it('ends the stream of a client that stops reading before its backlog outgrows memory', async () => {
    const { hub, url } = await streamingApp({ heartbeatMs: 60_000, revoked: () => false });
    const response = await new Promise<http.IncomingMessage>((resolve) => http.get(`${url}/api/v1/events`, { agent: false }, resolve));
    response.pause();
    await expect.poll(() => hub.listenerCount('member-a')).toBe(1);
    const big = { type: 'message' as const, data: { body: 'x'.repeat(6000) } };
    for (let i = 0; i < 3000 && hub.listenerCount('member-a') > 0; i++) await hub.publish('member-a', big);
    expect(hub.listenerCount('member-a')).toBe(0);
    response.destroy();
  });
});
