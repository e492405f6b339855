import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { messages } from '@souq/contract/messages';
import { drainPlugin } from './drain';

/** An app with a route that answers only when told to, on a keep-alive timeout far longer than any test. */
async function startApp() {
  const app = Fastify({ return503OnClosing: false, keepAliveTimeout: 600_000 });
  await app.register(drainPlugin);
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started = () => undefined as void;
  const running = new Promise<void>((resolve) => (started = resolve));
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async () => ({ status: 'ok' }));
  app.post('/slow', async () => {
    started();
    await released;
    return { done: true };
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: Number(new URL(base).port), release, running };
}

function get(port: number, method: string, path: string, agent: http.Agent | false = false) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: unknown; socketClosed: Promise<void> }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path, agent }, (response) => {
      const socketClosed = new Promise<void>((closed) => response.socket.once('close', () => closed()));
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: JSON.parse(text) as unknown, socketClosed }));
    });
    request.on('error', reject);
    request.end();
  });
}

let open: FastifyInstance | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe('the drain before shutdown', () => {
  it('answers new requests 503 with Retry-After and the catalog message, /readyz too, but not /healthz', async () => {
    const { app, port } = await startApp();
    open = app;
    expect((await get(port, 'GET', '/readyz')).status).toBe(200);
    app.startDraining();
    expect(app.draining).toBe(true);
    for (const path of ['/readyz', '/slow', '/no-such-route']) {
      const answer = await get(port, path === '/slow' ? 'POST' : 'GET', path);
      expect(answer).toMatchObject({
        status: 503,
        headers: { 'retry-after': '5', connection: 'close' },
        body: { error: messages.generic.unavailable },
      });
    }
    const health = await get(port, 'GET', '/healthz');
    expect(health).toMatchObject({ status: 200, headers: { connection: 'close' }, body: { status: 'ok' } });
  });

  it('lets a running request finish, then closes its keep-alive connection so closing does not wait for the keep-alive timeout', async () => {
    const { app, port, release, running } = await startApp();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const answer = get(port, 'POST', '/slow', agent);
      await running;
      app.startDraining();
      // The listener stops while the request runs: its connection is busy, so Node leaves it open.
      const closed = app.close();
      release();
      const finished = await answer;
      expect(finished).toMatchObject({ status: 200, headers: { connection: 'close' }, body: { done: true } });
      await finished.socketClosed;
      // Resolves only once every connection has ended; the keep-alive one would hold it for ten minutes.
      await closed;
    } finally {
      agent.destroy();
    }
  });

  it('treats requests reaching an app that closes without a drain first the same way', async () => {
    const { app, port, release, running } = await startApp();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    try {
      const idle = await get(port, 'GET', '/healthz', agent);
      expect(idle.headers.connection).toBe('keep-alive');
      const slow = get(port, 'POST', '/slow', agent);
      await running;
      const closed = app.close();
      while (app.server.listening) await new Promise((resolve) => setImmediate(resolve));
      release();
      expect(await slow).toMatchObject({ status: 200, headers: { connection: 'close' } });
      await closed;
      expect(app.draining).toBe(true);
    } finally {
      agent.destroy();
    }
  });
});
