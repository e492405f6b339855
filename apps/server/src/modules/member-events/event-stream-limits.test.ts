import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memberChatMessages } from '@souq/contract/messages-members-chat';
import { messages } from '@souq/contract/messages';
import { users } from '../../db/schema/users';
import { loggerOptions } from '../../lib/logger';
import { bearer, createTestContext, TEST_PASSWORD, type TestContext, listenOnLoopback } from '../../../test/helper';
import { injectUntilStreaming, openEventStream, type EventStreamClient } from '../../../test/event-stream-client';
import { captureLogLines } from '../../../test/log-capture';

/**
 * One account, or a few from one address, must not hold every connection of the process: live
 * event streams are capped per member (the oldest closes), per address and in all (429), and an
 * unverified account gets none. The caps are set low here; the streams are real TCP connections.
 */
const PER_MEMBER = 3;
const PER_ADDRESS = 5;
const TOTAL = 8;

/** Every JSON line the app logs. */
const { stream: capture, lines: logLines } = captureLogLines();

let t: TestContext;
let baseUrl: string;
const streams: EventStreamClient[] = [];

beforeAll(async () => {
  t = await createTestContext(
    {
      EVENT_STREAMS_PER_MEMBER: String(PER_MEMBER),
      EVENT_STREAMS_PER_ADDRESS: String(PER_ADDRESS),
      EVENT_STREAMS_MAX: String(TOTAL),
      // Addresses come from X-Forwarded-For, so one loopback client can stand for several.
      TRUST_PROXY: 'true',
      LOGIN_RATE_MAX: '1000',
    },
    { logger: { ...(loggerOptions('info', false) as object), stream: capture } },
  );
  baseUrl = await listenOnLoopback(t.app);
});
afterAll(async () => {
  for (const client of streams) client.close();
  await t?.close();
});

async function open(token: string, from: string) {
  const client = await openEventStream(baseUrl, token, { 'x-forwarded-for': from });
  streams.push(client);
  return client;
}

/** A refused stream's JSON answer, read once the server has ended it. */
async function refusal(client: EventStreamClient) {
  await client.ended;
  return JSON.parse(client.text()) as { error: string };
}

async function healthz() {
  const response = await fetch(`${baseUrl}/healthz`);
  return { status: response.status, body: (await response.json()) as unknown };
}

async function logIn(email: string) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  return { status: response.status, token: ((await response.json()) as { token?: string }).token };
}

describe('caps on open live event streams', () => {
  it('holds a flood at the caps while /healthz answers and another member logs in and opens a stream', async () => {
    const flooder = await t.userWithToken('user');
    // One account opening stream after stream: only its newest few stay open, the oldest close.
    const own: EventStreamClient[] = [];
    for (let i = 0; i < 12; i++) own.push(await open(flooder.token, '10.1.0.1'));
    expect(own.map((c) => c.status)).toEqual(Array(12).fill(200));
    await Promise.all(own.slice(0, 12 - PER_MEMBER).map((c) => c.ended));
    // Told to wait before reconnecting, so tabs beyond the cap do not close each other in a loop.
    for (const evicted of own.slice(0, 12 - PER_MEMBER)) expect(evicted.text()).toMatch(/retry: 30000\n\n$/);
    await t.app.memberEvents.publish(flooder.id, { type: 'like', data: { post_id: 'p1' } });
    for (const survivor of own.slice(12 - PER_MEMBER)) expect((await survivor.next('like')).data).toEqual({ post_id: 'p1' });

    // More accounts from the same address: refused with 429 once the address holds its share.
    const sameAddress = await t.userWithToken('user');
    const fromAddress = [await open(sameAddress.token, '10.1.0.1'), await open(sameAddress.token, '10.1.0.1')];
    expect(fromAddress.map((c) => c.status)).toEqual([200, 200]);
    const refusedByAddress = await open(sameAddress.token, '10.1.0.1');
    expect(refusedByAddress.status).toBe(429);
    expect(refusedByAddress.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect((await refusal(refusedByAddress)).error).toBe(memberChatMessages.tooManyStreamsFromAddress);

    // While the flood is held, the server serves everyone else.
    expect(await healthz()).toEqual({ status: 200, body: { status: 'ok' } });
    const other = await t.userWithToken('user');
    const login = await logIn(other.email);
    expect(login.status).toBe(200);
    const others = await open(login.token!, '10.2.0.1');
    expect(others.status).toBe(200);
    await expect.poll(() => others.text()).toContain('retry:');

    // The ceiling for the whole process: 6 open so far, 2 more fit, the next is refused.
    const more = [await open(other.token, '10.3.0.1'), await open((await t.userWithToken('user')).token, '10.4.0.1')];
    expect(more.map((c) => c.status)).toEqual([200, 200]);
    const refusedByTotal = await open((await t.userWithToken('user')).token, '10.5.0.1');
    expect(refusedByTotal.status).toBe(429);
    expect(refusedByTotal.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect((await refusal(refusedByTotal)).error).toBe(memberChatMessages.streamsBusy);
    expect(await healthz()).toEqual({ status: 200, body: { status: 'ok' } });
    expect((await logIn(other.email)).status).toBe(200);

    // Refusals are logged with the counts, never with the token.
    const refused = logLines.filter((line) => line.msg === 'event stream: refused, too many open');
    expect(refused[0]).toMatchObject({ limit: 'address', fromAddress: PER_ADDRESS, refused: 1 });
    expect(JSON.stringify(logLines)).not.toContain(flooder.token);
    expect(logLines.some((line) => line.msg === 'event stream: opened' && typeof line.open === 'number')).toBe(true);

    // The metrics show the streams held and the refusals.
    const admin = await t.userWithToken('admin');
    const metrics = (await t.as(admin).get('/metrics')).body;
    expect(metrics).toContain(`souq_event_streams_open ${TOTAL}\n`);
    expect(metrics).toContain('souq_event_streams_refused_total{limit="address"} 1\n');
    expect(metrics).toContain('souq_event_streams_refused_total{limit="total"} 1\n');

    // A stream that ends frees its place at once.
    for (const client of streams) client.close();
    await expect.poll(async () => (await open((await t.userWithToken('user')).token, '10.6.0.1')).status).toBe(200);
  });

  it('refuses a member who churns through streams faster than 60 a minute, with 429 and Retry-After', async () => {
    const member = await t.userWithToken('user');
    const request = { method: 'GET' as const, url: '/api/v1/events', headers: { ...bearer(member.token), 'x-forwarded-for': '10.8.0.1' } };
    for (let i = 0; i < 60; i++) expect((await injectUntilStreaming(t.app, request)).statusCode).toBe(200);
    const refused = await t.app.inject(request);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(refused.json()).toEqual({ error: messages.members.common.tooManyWrites });
  });

  it('refuses a member who has not verified their e-mail address, with a clear 403', async () => {
    const member = await t.userWithToken('user');
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, member.id));
    const client = await open(member.token, '10.7.0.1');
    expect(client.status).toBe(403);
    expect((await refusal(client)).error).toBe(messages.members.common.notVerified);
  });
});
