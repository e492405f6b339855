import { describe, expect, inject, it } from 'vitest';
import { openEventStream } from '../../apps/server/test/event-stream-client';
import { SCALE_OUT_ACCOUNTS } from './accounts';
import { call, login as logIn } from './http';

/**
 * Live events across API processes: the seller's event stream is open on one process, the buyer
 * writes through the other, and each message must reach the stream through Redis. Its delivery
 * time is measured from the moment the buyer sends it (the budget is p95 <= 100 ms; the
 * assertion is looser, the figure is printed for docs/performance.md).
 */
const base = inject('balancerUrl');
const [api1, api2] = inject('apiPorts').map((port) => `http://127.0.0.1:${port}`) as [string, string];
const MESSAGES = 50;

const login = (account: { email: string; password: string }) => logIn(base, account);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

describe('live events with two API processes', () => {
  it(`delivers ${MESSAGES} messages written on one process to a stream open on the other, p95 under 1 s`, async () => {
    const buyer = await login(SCALE_OUT_ACCOUNTS.buyer);
    const seller = await login(SCALE_OUT_ACCOUNTS.seller);
    const opened = await call(base, 'POST', '/api/v1/conversations', { token: buyer, body: { classified_id: inject('sellerListingId') } });
    expect(opened.status, opened.text).toBe(201);
    const conversationId = String(opened.json()._id);

    const stream = await openEventStream(api2, seller);
    expect(stream.status).toBe(200);
    await expect.poll(() => stream.text()).toContain('retry:');
    const latencies: number[] = [];
    const answers: number[] = [];
    try {
      for (let i = 0; i < MESSAGES; i++) {
        const started = performance.now();
        const sent = await call(api1, 'POST', `/api/v1/conversations/${conversationId}/messages`, {
          token: buyer,
          body: { body: `Offer ${i}` },
        });
        expect(sent.status, sent.text).toBe(201);
        answers.push(performance.now() - started);
        const event = await stream.next('message', 5_000);
        expect(event.data).toMatchObject({ _id: sent.json()._id, body: `Offer ${i}`, conversation_id: conversationId });
        latencies.push(event.receivedAt - started);
      }
    } finally {
      stream.close();
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    const p95 = percentile(sorted, 95);
    const answered = percentile(
      [...answers].sort((a, b) => a - b),
      50,
    );
    console.log(
      `live events: ${MESSAGES} messages written on one API process reached the other's stream (through Redis): ` +
        `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms from send to arrival ` +
        `(the sender's own answer took ${answered.toFixed(1)} ms at p50)`,
    );
    expect(p95).toBeLessThan(1_000);
  });

  it('streams through nginx without holding events back', async () => {
    const buyer = await login(SCALE_OUT_ACCOUNTS.buyer);
    const seller = await login(SCALE_OUT_ACCOUNTS.seller);
    const opened = await call(base, 'POST', '/api/v1/conversations', { token: buyer, body: { classified_id: inject('sellerListingId') } });
    expect(opened.status, opened.text).toBe(200);
    const conversationId = String(opened.json()._id);
    const stream = await openEventStream(base, seller);
    try {
      expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      await expect.poll(() => stream.text()).toContain('retry:');
      for (let i = 0; i < 5; i++) {
        const sent = await call(base, 'POST', `/api/v1/conversations/${conversationId}/messages`, {
          token: buyer,
          body: { body: `Through nginx ${i}` },
        });
        expect(sent.status, sent.text).toBe(201);
        expect((await stream.next('message', 2_000)).data.body).toBe(`Through nginx ${i}`);
      }
    } finally {
      stream.close();
    }
  });
});
